import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { ContactExporter } from '@/features/buyer-messages/components/contact-exporter';
import { findCompany } from '@/features/buyers/catalogue';
import { companyFilterOptions, companyItems } from '@/features/buyers/company-items';
import { CompanyPage } from '@/features/buyers/components/company-page';
import { ITEMS_PAGE_SIZE } from '@/features/buyers/constants';
import { companyFilterOf, pageOfView } from '@/features/buyers/list-filters';
import { getCachedCatalogue } from '@/features/buyers/server/cached';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import { LIST_VIEW_KEYS, listViewHref, parseListViewSegment } from '@/lib/navigation/list-views';
import { listPage } from '@/lib/pagination';

import {
  buyersMetadata,
  idParam,
  internationalBuyersCrumb,
  localeOf,
} from '../../../../_compositions/buyers/buyers-pages';

// /buyers/{id}?industry&service_industry&sub_ind&page, rewritten here by the proxy
// (lib/navigation/list-views.ts): each filter and page is a cached rendering of its own.
type Props = { params: Promise<{ locale: string; id: string; view: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.buyerCompany;

async function load(params: Props['params']) {
  const raw = await params;
  const locale = localeOf(raw.locale);
  const view = parseListViewSegment(raw.view, KEYS);
  if (!view) notFound();
  const catalogue = await getCachedCatalogue();
  const company = findCompany(catalogue, idParam(raw.id));
  if (!company) notFound();
  return { locale, view, catalogue, company, path: `/buyers/${company.id}` };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, view, company, path } = await load(params);
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  return buyersMetadata({
    locale,
    title: isolate(company.company_registered_name, locale),
    description: t('companyMetaDescription', {
      name: isolate(company.company_registered_name, locale),
    }),
    path: listViewHref(path, view, KEYS),
    image: company.logo || undefined,
  });
}

// part 2 "International buyers": the company page; 404 when the company is not public.
export default async function BuyerCompanyRoute({ params }: Props) {
  const { locale, view, catalogue, company, path } = await load(params);
  setRequestLocale(locale);
  const items = companyItems(catalogue, company.id, companyFilterOf(view));
  return (
    <CompanyPage
      company={company}
      items={listPage(items, pageOfView(view), ITEMS_PAGE_SIZE)}
      listed={companyItems(catalogue, company.id, {}).length}
      options={companyFilterOptions(catalogue, company.id)}
      view={view}
      path={localePath(path, locale)}
      crumbs={[await internationalBuyersCrumb(locale)]}
      locale={locale}
      contact={
        <ContactExporter companyId={company.id} companyName={company.company_registered_name} />
      }
    />
  );
}
