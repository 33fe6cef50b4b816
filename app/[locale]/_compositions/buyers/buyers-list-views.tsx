import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import type { ListViewHead, ListViewRequest } from '@/components/list-views/list-view-head';
import { ContactExporter } from '@/features/buyer-messages/components/contact-exporter';
import {
  findCompany,
  itemsOfSubsector,
  listItemOf,
  localBuyersOf,
} from '@/features/buyers/catalogue';
import { companyFilterOptions, companyItems } from '@/features/buyers/company-items';
import { ITEMS_PAGE_SIZE, type ItemType } from '@/features/buyers/constants';
import { companyFilterOf, pageOfView } from '@/features/buyers/list-filters';
import { getCachedCatalogue } from '@/features/buyers/server/cached';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import { listViewHref } from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import { idParam, internationalBuyersCrumb, localBuyersCrumb, typeParam } from './buyers-pages';

// The buyers' two list views (part 2): a company's listings by industry and page
// (/buyers/{id}?industry&service_industry&sub_ind&page), and a local subsector's items by page
// (/local-buyers/{type}/{sectorId}/{subsectorId}?page). A company or subsector that is not public
// is the site's 404.

type CompanyRequest = ListViewRequest<{ id: number }>;

export const companySegments = ({ id }: Partial<Record<string, string>>) => ({
  id: idParam(id ?? ''),
});

async function companyOf({ id }: CompanyRequest) {
  const catalogue = await getCachedCatalogue();
  const company = findCompany(catalogue, id);
  if (!company) notFound();
  return { catalogue, company, path: `/buyers/${company.id}` };
}

export async function buyerCompanyHead(request: CompanyRequest): Promise<ListViewHead> {
  const { locale, view, keys } = request;
  const [{ company, path }, t] = await Promise.all([
    companyOf(request),
    getTranslations({ locale, namespace: 'Buyers' }),
  ]);
  const name = isolate(company.company_registered_name, locale);
  return {
    title: name,
    description: t('companyMetaDescription', { name }),
    canonical: listViewHref(path, view, keys),
    image: company.logo || undefined,
  };
}

export async function readBuyerCompany(request: CompanyRequest) {
  const { locale, view } = request;
  const { catalogue, company, path } = await companyOf(request);
  const items = companyItems(catalogue, company.id, companyFilterOf(view));
  return {
    company,
    items: listPage(items, pageOfView(view), ITEMS_PAGE_SIZE),
    listed: companyItems(catalogue, company.id, {}).length,
    options: companyFilterOptions(catalogue, company.id),
    view,
    path: localePath(path, locale),
    crumbs: [await internationalBuyersCrumb(locale)],
    locale,
    contact: (
      <ContactExporter companyId={company.id} companyName={company.company_registered_name} />
    ),
  };
}

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
  const { catalogue, subsector, path } = await subsectorOf(request);
  const items = itemsOfSubsector(catalogue, type, subsector.id).map(listItemOf);
  const result = listPage(items, pageOfView(view), ITEMS_PAGE_SIZE);
  return { result, type, view, path: localePath(path, locale), locale };
}
