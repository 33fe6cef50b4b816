import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import type { ListViewHead, ListViewRequest } from '@/components/list-views/list-view-head';
import { itemsOfSubsector, listItemOf, localBuyersOf } from '@/features/buyers/catalogue';
import { ITEMS_PAGE_SIZE, type ItemType } from '@/features/buyers/constants';
import { pageOfView } from '@/features/buyers/list-filters';
import { getCachedCatalogue } from '@/features/buyers/server/cached';
import { countValues, pageValues } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import { listViewHref } from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import { idParam, localBuyersCrumb, typeParam } from './buyers-pages';

// The list view of a local subsector's items by page (part 2 "Local buyers",
// /local-buyers/{type}/{sectorId}/{subsectorId}?page); a subsector that is not public is the 404.

type SubsectorRequest = ListViewRequest<{ type: ItemType; sectorId: number; subsectorId: number }>;

export const subsectorSegments = (params: Partial<Record<string, string>>) => ({
  type: typeParam(params.type ?? ''),
  sectorId: idParam(params.sectorId ?? ''),
  subsectorId: idParam(params.subsectorId ?? ''),
});

async function subsectorOf({ type, sectorId, subsectorId }: SubsectorRequest) {
  const catalogue = await getCachedCatalogue();
  const sector = localBuyersOf(catalogue)[type].find((entry) => entry.iid === sectorId);
  const subsector = sector?.sub_industries.find((entry) => entry.id === subsectorId);
  if (!sector || !subsector) notFound();
  const path = `/local-buyers/${type}/${sector.iid}/${subsector.id}`;
  return { catalogue, sector, subsector, path };
}

export async function localBuyersHead(request: SubsectorRequest): Promise<ListViewHead> {
  const { locale, view, keys, type } = request;
  const [{ sector, subsector, path }, crumb, t] = await Promise.all([
    subsectorOf(request),
    localBuyersCrumb(locale, type),
    getTranslations({ locale, namespace: 'Buyers' }),
  ]);
  const sectorName = pick(sector, 'name', locale);
  return {
    title: pick(subsector, 'SUB_NAME', locale),
    description: t('metaDescription'),
    canonical: listViewHref(path, view, keys),
    banner: {
      title: pick(subsector, 'SUB_NAME', locale),
      subSubtitle: sectorName,
      crumbs: [crumb, { label: sectorName, href: `/local-buyers/${type}/${sector.iid}` }],
    },
  };
}

export async function readLocalBuyers(request: SubsectorRequest) {
  const { locale, view, type } = request;
  const [{ catalogue, subsector, path }, t] = await Promise.all([
    subsectorOf(request),
    getTranslations({ locale, namespace: 'Buyers' }),
  ]);
  const items = itemsOfSubsector(catalogue, type, subsector.id).map(listItemOf);
  const result = listPage(items, pageOfView(view), ITEMS_PAGE_SIZE);
  const count = t('itemCount', countValues(result.total, locale));
  const pages = t('pageOf', pageValues(result.page, result.pageCount, locale));
  const texts = {
    summary: result.pageCount > 1 ? `${count} · ${pages}` : count,
    empty: t('noItems'),
  };
  return { result, type, view, path: localePath(path, locale), locale, texts };
}
