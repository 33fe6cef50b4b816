import { getTranslations } from 'next-intl/server';

import { DirectoryFilters } from '@/components/directory/directory-filters';
import { directoryLinks } from '@/components/directory/directory-links';
import { ResultsGrid } from '@/components/directory/directory-results';
import { countLine } from '@/components/directory/directory-text';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, LIST_VIEW_VALUE_MAX, type ListView } from '@/lib/navigation/list-views';
import type { ListPage } from '@/lib/pagination';

import type { CatalogueSector } from '../catalogue';
import type { PublicCompanySummary } from '../schemas';

import styles from './buyers-directory.module.css';
import list from './buyers-list.module.css';
import { CompanyCard } from './company-card';
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

// Page 160: the directory of approved companies, filtered by text and sector with a plain GET
// form (works without JavaScript), each filter and page a cached address of its own.
export async function BuyersDirectory({ result, sectors, view, path, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  const links = directoryLinks({
    path,
    view,
    keys: LIST_VIEW_KEYS.buyersDirectory,
    anchor: 'directory',
  });
  const sectorsOf = (kind: CatalogueSector['kind']) =>
    sectors
      .filter((sector) => sector.kind === kind)
      .map((sector) => ({ value: sector.iid, label: pick(sector, 'name', locale) }));
  return (
    <section aria-labelledby="buyers-directory-heading" className={styles.directory} id="directory">
      <h2 id="buyers-directory-heading" className={`h2 ${styles.heading}`}>
        {t('directory.heading')}
      </h2>
      <p className={styles.intro}>{t('directory.intro')}</p>
      <DirectoryFilters
        action={links.action}
        idPrefix="directory"
        values={view}
        clearHref={links.clearHref}
        className={list.filters}
        data-testid="directory-filters"
        labels={{
          legend: t('directory.searchLabel'),
          all: t('allSectors'),
          submit: t('directory.apply'),
          clear: t('directory.clear'),
        }}
        fields={[
          {
            kind: 'text',
            name: 'q',
            label: t('directory.search'),
            maxLength: LIST_VIEW_VALUE_MAX,
          },
          {
            kind: 'select',
            name: 'sector',
            label: t('directory.sector'),
            choices: [],
            groups: [
              { label: t('directory.productSectors'), choices: sectorsOf('products') },
              { label: t('directory.serviceSectors'), choices: sectorsOf('services') },
            ],
          },
        ]}
      />
      <ListStatus
        total={result.total}
        summary={countLine(t, result, locale, 'companyCount')}
        filtered={links.clearHref !== null}
        emptyText={t('directory.noCompanies')}
        className={list.summary}
        data-testid="directory-count"
      />
      {result.items.length > 0 && (
        <ResultsGrid
          items={result.items}
          itemKey={(company) => company.id}
          columns="three"
          data-testid="company-grid"
          renderItem={(company) => (
            <CompanyCard company={company} locale={locale} viewLabel={t('directory.viewCompany')} />
          )}
        />
      )}
      <ListPagination
        page={result.page}
        pageCount={result.pageCount}
        hrefFor={links.hrefFor}
        locale={locale}
      />
    </section>
  );
}
