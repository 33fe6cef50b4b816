import { getTranslations } from 'next-intl/server';

import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import type { ListView } from '@/lib/navigation/list-views';

import type { CompanyFilterOptions } from '../company-items';

import form from './filter-form.module.css';

type Props = {
  options: CompanyFilterOptions;
  view: ListView;
  /** The company page's public path in its locale, the form's action. */
  path: string;
  locale: Locale;
};

// part 2 "International buyers": filter boxes for product industries, service industries and
// sub-industries, a GET form whose query the proxy turns into the page's cached view.
export async function CompanyFilters({ options, view, path, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  const boxes = [
    {
      name: 'industry',
      label: t('company.industry'),
      choices: options.productSectors.map((sector) => ({
        value: sector.iid,
        label: pick(sector, 'name', locale),
      })),
    },
    {
      name: 'service_industry',
      label: t('company.serviceIndustry'),
      choices: options.serviceSectors.map((sector) => ({
        value: sector.iid,
        label: pick(sector, 'name', locale),
      })),
    },
    {
      name: 'sub_ind',
      label: t('company.subIndustry'),
      choices: options.subsectors.map((subsector) => ({
        value: subsector.id,
        label: pick(subsector, 'SUB_NAME', locale),
      })),
    },
  ].filter((box) => box.choices.length > 0);
  if (boxes.length === 0) return null;
  const filtered = boxes.some((box) => view[box.name]);
  return (
    <form
      action={`${path}#offerings`}
      method="get"
      aria-label={t('company.filters')}
      className={form.form}
      data-testid="company-filters"
    >
      {boxes.map((box) => (
        <div key={box.name} className={form.field}>
          <label htmlFor={`filter-${box.name}`} className={form.label}>
            {box.label}
          </label>
          <select
            id={`filter-${box.name}`}
            name={box.name}
            defaultValue={view[box.name] ?? ''}
            className={form.control}
          >
            <option value="">{t('company.any')}</option>
            {box.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={form.actions}>
        <button type="submit" className="button button-primary">
          {t('company.apply')}
        </button>
        {filtered && (
          <a href={`${path}#offerings`} className="link">
            {t('company.clear')}
          </a>
        )}
      </div>
    </form>
  );
}
