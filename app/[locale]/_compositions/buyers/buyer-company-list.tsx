import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import type { ListViewHead, ListViewRequest } from '@/components/list-views/list-view-head';
import { ContactExporter } from '@/features/buyer-messages/components/contact-exporter';
import { findCompany } from '@/features/buyers/catalogue';
import { companyFilterOptions, companyItems } from '@/features/buyers/company-items';
import { ITEMS_PAGE_SIZE } from '@/features/buyers/constants';
import { companyFilterOf, pageOfView } from '@/features/buyers/list-filters';
import { getCachedCatalogue } from '@/features/buyers/server/cached';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import { listViewHref } from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import { idParam, internationalBuyersCrumb } from './buyers-pages';

// The list view of a company's listings by industry and page (part 2 "International buyers",
// /buyers/{id}?industry&service_industry&sub_ind&page); a company that is not public is the 404.

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
