import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { PageBanner, type Crumb } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { countValues, pageValues } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref, type ListView } from '@/lib/navigation/list-views';
import type { ListPage } from '@/lib/pagination';

import type { CompanyFilterOptions } from '../company-items';
import type { PublicCompany, PublicItemDetail } from '../schemas';

import list from './buyers-list.module.css';
import { CompanyFilters } from './company-filters';
import styles from './company-page.module.css';
import { CompanyProfile } from './company-profile';
import { ItemGrid } from './item-grid';
import { ListPagination } from './list-pagination';
import { ListStatus } from './list-status';

type Props = {
  company: PublicCompany;
  items: ListPage<PublicItemDetail>;
  /** How many products and services the company lists publicly, whatever the filters. */
  listed: number;
  options: CompanyFilterOptions;
  view: ListView;
  /** The page's public path in its locale (/ar/buyers/3). */
  path: string;
  crumbs: Crumb[];
  locale: Locale;
  /** The contact block beside the profile (the buyers' relay to the exporter). */
  contact?: ReactNode;
};

// part 2 "International buyers", /buyers/{id}: the company's profile, its filter boxes and its
// paginated product and service cards.
export async function CompanyPage(props: Props) {
  const { company, items, listed, options, view, path, crumbs, locale, contact } = props;
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  return (
    <>
      <PageBanner title={company.company_registered_name} titleUserWritten crumbs={crumbs} />
      <PageContainer component="div" spacing="roomy">
        <div className={styles.top}>
          <CompanyProfile company={company} locale={locale} />
          {contact && <div className={styles.contact}>{contact}</div>}
        </div>
        <section aria-labelledby="offerings-heading" id="offerings" className={styles.offerings}>
          <h2 id="offerings-heading" className={`h2 ${styles.heading}`}>
            {t('company.offerings')}
          </h2>
          <CompanyFilters options={options} view={view} path={path} locale={locale} />
          <ListStatus
            total={items.total}
            summary={`${t('itemCount', countValues(items.total, locale))}${
              items.pageCount > 1
                ? ` · ${t('pageOf', pageValues(items.page, items.pageCount, locale))}`
                : ''
            }`}
            // Nothing shown of what the company lists: only a filter can have left it all out.
            filtered={listed > 0}
            emptyText={t('company.noListings')}
            className={list.summary}
            data-testid="offerings-count"
          />
          {items.items.length > 0 && <ItemGrid items={items.items} locale={locale} />}
          <ListPagination
            page={items.page}
            pageCount={items.pageCount}
            hrefFor={(page) =>
              `${listViewHref(path, view, LIST_VIEW_KEYS.buyerCompany, { page })}#offerings`
            }
            locale={locale}
          />
        </section>
      </PageContainer>
    </>
  );
}
