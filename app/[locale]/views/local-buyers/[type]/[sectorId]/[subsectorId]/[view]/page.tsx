import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { listItemOf, localBuyersOf, itemsOfSubsector } from '@/features/buyers/catalogue';
import { ItemGrid } from '@/features/buyers/components/item-grid';
import { ListPagination } from '@/features/buyers/components/list-pagination';
import { ListStatus } from '@/features/buyers/components/list-status';
import { ITEMS_PAGE_SIZE } from '@/features/buyers/constants';
import { pageOfView } from '@/features/buyers/list-filters';
import { getCachedCatalogue } from '@/features/buyers/server/cached';
import { countValues, pageValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';
import { LIST_VIEW_KEYS, listViewHref, parseListViewSegment } from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import {
  buyersMetadata,
  idParam,
  localBuyersCrumb,
  localeOf,
  typeParam,
} from '../../../../../../_compositions/buyers/buyers-pages';
import styles from '../../../../../../_compositions/buyers/buyers-pages.module.css';

// /local-buyers/{type}/{sectorId}/{subsectorId}?page=, rewritten here by the proxy
// (lib/navigation/list-views.ts) so each page is rendered once and then served from the cache.
type Params = { locale: string; type: string; sectorId: string; subsectorId: string; view: string };
type Props = { params: Promise<Params> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.localBuyers;

async function load(params: Props['params']) {
  const raw = await params;
  const locale = localeOf(raw.locale);
  const type = typeParam(raw.type);
  const view = parseListViewSegment(raw.view, KEYS);
  if (!view) notFound();
  const catalogue = await getCachedCatalogue();
  const sector = localBuyersOf(catalogue)[type].find(
    (entry) => entry.iid === idParam(raw.sectorId),
  );
  const subsector = sector?.sub_industries.find((entry) => entry.id === idParam(raw.subsectorId));
  if (!sector || !subsector) notFound();
  const items = itemsOfSubsector(catalogue, type, subsector.id).map(listItemOf);
  const path = `/local-buyers/${type}/${sector.iid}/${subsector.id}`;
  return {
    locale,
    type,
    view,
    sector,
    subsector,
    path,
    result: listPage(items, pageOfView(view), ITEMS_PAGE_SIZE),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, subsector, path, view } = await load(params);
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  return buyersMetadata({
    locale,
    title: pick(subsector, 'SUB_NAME', locale),
    description: t('metaDescription'),
    path: listViewHref(path, view, KEYS),
  });
}

export default async function LocalBuyersItems({ params }: Props) {
  const { locale, type, view, sector, subsector, path, result } = await load(params);
  setRequestLocale(locale);
  const [crumb, t] = await Promise.all([
    localBuyersCrumb(locale, type),
    getTranslations({ locale, namespace: 'Buyers' }),
  ]);
  const publicPath = localePath(path, locale as Locale);
  return (
    <>
      <PageBanner
        title={pick(subsector, 'SUB_NAME', locale)}
        subSubtitle={pick(sector, 'name', locale)}
        crumbs={[
          crumb,
          { label: pick(sector, 'name', locale), href: `/local-buyers/${type}/${sector.iid}` },
        ]}
      />
      <PageContainer component="div" spacing="roomy">
        <ListStatus
          total={result.total}
          summary={`${t('itemCount', countValues(result.total, locale))}${
            result.pageCount > 1
              ? ` · ${t('pageOf', pageValues(result.page, result.pageCount, locale))}`
              : ''
          }`}
          filtered={false}
          emptyText={t('noItems')}
          className={styles.summary}
          data-testid="items-count"
        />
        {result.items.length > 0 && <ItemGrid items={result.items} type={type} locale={locale} />}
        <ListPagination
          page={result.page}
          pageCount={result.pageCount}
          hrefFor={(page) => listViewHref(publicPath, view, KEYS, { page })}
          locale={locale}
        />
      </PageContainer>
    </>
  );
}
