import { getTranslations } from 'next-intl/server';

import { countValues, pageValues } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref, type ListView } from '@/lib/navigation/list-views';
import type { ListPage } from '@/lib/pagination';

import type { CatalogueSector } from '../catalogue';
import type { PublicCompanySummary } from '../schemas';

import styles from './buyers-directory.module.css';
import { CompanyCard } from './company-card';
import form from './filter-form.module.css';
import { ListPagination } from './list-pagination';
import { ListStatus } from './list-status';

type Props = {
  result: ListPage<PublicCompanySummary>;
  sectors: CatalogueSector[];
  view: ListView;
  /** The page's public path in its locale (/ar/pages/160-…), the form's action. */
  path: string;
  locale: Locale;
};

const KEYS = LIST_VIEW_KEYS.buyersDirectory;

// Page 160: the directory of approved companies, filtered by text and sector with a plain GET
// form (works without JavaScript), each filter and page a cached address of its own.
export async function BuyersDirectory({ result, sectors, view, path, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  const option = (sector: CatalogueSector) => (
    <option key={sector.iid} value={sector.iid}>
      {pick(sector, 'name', locale)}
    </option>
  );
  const filtered = Boolean(view.q || view.sector);
  return (
    <section aria-labelledby="buyers-directory-heading" className={styles.directory} id="directory">
      <h2 id="buyers-directory-heading" className={`h2 ${styles.heading}`}>
        {t('directory.heading')}
      </h2>
      <p className={styles.intro}>{t('directory.intro')}</p>
      <form
        action={`${path}#directory`}
        method="get"
        role="search"
        aria-label={t('directory.searchLabel')}
        className={form.form}
        data-testid="directory-filters"
      >
        <div className={form.field}>
          <label htmlFor="directory-q" className={form.label}>
            {t('directory.search')}
          </label>
          <input
            id="directory-q"
            name="q"
            type="search"
            defaultValue={view.q ?? ''}
            maxLength={60}
            className={form.control}
          />
        </div>
        <div className={form.field}>
          <label htmlFor="directory-sector" className={form.label}>
            {t('directory.sector')}
          </label>
          <select
            id="directory-sector"
            name="sector"
            defaultValue={view.sector ?? ''}
            className={form.control}
          >
            <option value="">{t('allSectors')}</option>
            <optgroup label={t('directory.productSectors')}>
              {sectors.filter((sector) => sector.kind === 'products').map(option)}
            </optgroup>
            <optgroup label={t('directory.serviceSectors')}>
              {sectors.filter((sector) => sector.kind === 'services').map(option)}
            </optgroup>
          </select>
        </div>
        <div className={form.actions}>
          <button type="submit" className="button button-primary">
            {t('directory.apply')}
          </button>
          {filtered && (
            <a href={`${path}#directory`} className="link">
              {t('directory.clear')}
            </a>
          )}
        </div>
      </form>
      <ListStatus
        total={result.total}
        summary={`${t('companyCount', countValues(result.total, locale))}${
          result.pageCount > 1
            ? ` · ${t('pageOf', pageValues(result.page, result.pageCount, locale))}`
            : ''
        }`}
        filtered={filtered}
        emptyText={t('directory.noCompanies')}
        className={form.summary}
        data-testid="directory-count"
      />
      {result.items.length > 0 && (
        <ul className={styles.grid} data-testid="company-grid">
          {result.items.map((company) => (
            <li key={company.id}>
              <CompanyCard
                company={company}
                locale={locale}
                viewLabel={t('directory.viewCompany')}
              />
            </li>
          ))}
        </ul>
      )}
      <ListPagination
        page={result.page}
        pageCount={result.pageCount}
        hrefFor={(page) => `${listViewHref(path, view, KEYS, { page })}#directory`}
        locale={locale}
      />
    </section>
  );
}
