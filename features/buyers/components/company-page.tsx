import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { PageBanner, type Crumb } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref, type ListView } from '@/lib/navigation/list-views';

import type { Paged } from '../catalogue';
import type { CompanyFilterOptions } from '../company-items';
import { isolated } from '../isolate';
import type { PublicCompany, PublicItemDetail } from '../schemas';

import { CompanyFilters } from './company-filters';
import styles from './company-page.module.css';
import { CompanyProfile } from './company-profile';
import { EmptyList } from './empty-list';
import form from './filter-form.module.css';
import { ItemGrid } from './item-grid';
import { ListPagination } from './list-pagination';

type Props = {
  company: PublicCompany;
  items: Paged<PublicItemDetail>;
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
  const { company, items, options, view, path, crumbs, locale, contact } = props;
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  return (
    <>
      <PageBanner title={isolated(company.company_registered_name, locale)} crumbs={crumbs} />
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
          <p className={form.summary} role="status" data-testid="offerings-count">
            {t('itemCount', { count: items.total })}
            {items.pageCount > 1 &&
              ` · ${t('pageOf', { page: items.page, pages: items.pageCount })}`}
          </p>
          {items.items.length === 0 ? (
            <EmptyList text={t('noData')} hint={t('noDataHint')} />
          ) : (
            <ItemGrid items={items.items} locale={locale} />
          )}
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
