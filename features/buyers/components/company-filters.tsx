import { getTranslations } from 'next-intl/server';

import { DirectoryFilters, type SelectFilter } from '@/components/directory/directory-filters';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import type { ListView } from '@/lib/navigation/list-views';

import type { CompanyFilterOptions } from '../company-items';

import list from './buyers-list.module.css';

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
  const sectors = (rows: CompanyFilterOptions['productSectors']) =>
    rows.map((sector) => ({ value: sector.iid, label: pick(sector, 'name', locale) }));
  const box = (name: string, label: string, choices: SelectFilter['choices']): SelectFilter => ({
    kind: 'select',
    name,
    label,
    choices,
  });
  const boxes = [
    box('industry', t('company.industry'), sectors(options.productSectors)),
    box('service_industry', t('company.serviceIndustry'), sectors(options.serviceSectors)),
    box(
      'sub_ind',
      t('company.subIndustry'),
      options.subsectors.map((subsector) => ({
        value: subsector.id,
        label: pick(subsector, 'SUB_NAME', locale),
      })),
    ),
  ].filter((option) => option.choices.length > 0);
  if (boxes.length === 0) return null;
  const filtered = boxes.some((box) => view[box.name]);
  return (
    <DirectoryFilters
      action={`${path}#offerings`}
      idPrefix="filter"
      values={view}
      clearHref={filtered ? `${path}#offerings` : null}
      className={list.filters}
      data-testid="company-filters"
      labels={{
        legend: t('company.filters'),
        all: t('company.any'),
        submit: t('company.apply'),
        clear: t('company.clear'),
      }}
      fields={boxes}
    />
  );
}
