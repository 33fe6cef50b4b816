import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';

import { ContactExporter } from '@/features/buyer-messages/components/contact-exporter';
import { findItem } from '@/features/buyers/catalogue';
import { ItemPage } from '@/features/buyers/components/item-page';
import { getCachedCatalogue } from '@/features/buyers/server/cached';
import { RECORD_STATUS } from '@/features/companies/constants';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';

import {
  buyersMetadata,
  idParam,
  internationalBuyersCrumb,
  localeOf,
  typeParam,
} from '../../../_compositions/buyers/buyers-pages';

type Props = { params: Promise<{ locale: string; type: string; id: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

async function load(params: Props['params']) {
  const raw = await params;
  const locale = localeOf(raw.locale);
  const type = typeParam(raw.type);
  const item = findItem(await getCachedCatalogue(), type, idParam(raw.id));
  if (!item) notFound();
  return { locale, type, item };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, type, item } = await load(params);
  const description = pick(item, 'description', locale);
  return buyersMetadata({
    locale,
    title: isolate(pick(item, 'name', locale), locale),
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description,
    path: `/buyers/${type}/${item.id}`,
    image: item.image || undefined,
  });
}

// part 2 "International buyers", /buyers/{type}/{id}: one approved product or service; 404
// when it or its company is not public.
export default async function BuyerItemRoute({ params }: Props) {
  const { locale, type, item } = await load(params);
  setRequestLocale(locale);
  const directory = await internationalBuyersCrumb(locale);
  const company = item.company_belongs;
  return (
    <ItemPage
      item={item}
      locale={locale}
      contact={
        <ContactExporter
          companyId={item.company_id}
          companyName={company.company_registered_name}
          item={{ type, id: item.id }}
        />
      }
      crumbs={[
        directory,
        {
          label: company.company_registered_name,
          userWritten: true,
          href:
            company.status === RECORD_STATUS.approved ? `/buyers/${item.company_id}` : undefined,
        },
      ]}
    />
  );
}
