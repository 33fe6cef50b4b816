import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { CountryAgreement } from '@/features/agreements/components/country-agreement';
import { FTA_COUNTRY_PATH, FTA_MAP_PATH } from '@/features/agreements/constants';
import { getCachedCountryPage } from '@/features/agreements/server/cached';
import { getPageByAppId } from '@/features/content/server/cached-pages';
import { MarketAccessBox } from '@/features/market-access/components/market-access-box';
import { pick } from '@/lib/i18n/localized';
import { routing } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';
import { MAX_ID } from '@/lib/validation/limits';

import { FTA_MAP_PAGE_ID } from '../../_compositions/trade-pages/fta-map-page';

// /fta-country-agreement/{id} (part 2): a visible country page, rendered on its first request and
// served from the full-route cache until the `agreements` tag changes; a hidden one is a 404.
type Props = { params: Promise<{ locale: string; id: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

async function load(params: Props['params']) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale) || !/^\d{1,10}$/.test(id)) return null;
  const number = Number(id);
  if (number < 1 || number > MAX_ID) return null;
  const country = await getCachedCountryPage(number);
  return country ? { locale, country } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { locale, country } = loaded;
  const metadata = await getTranslations({ locale, namespace: 'Metadata' });
  return buildPageMetadata({
    title: pick(country, 'title', locale),
    description: pick(country, 'subtitle', locale) || pick(country, 'sub_subtitle', locale),
    path: `${FTA_COUNTRY_PATH}/${country.id}`,
    locale,
    siteName: metadata('portalName'),
  });
}

export default async function CountryAgreementRoute({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { locale, country } = loaded;
  setRequestLocale(locale);
  const [t, banner, mapPage] = await Promise.all([
    getTranslations({ locale, namespace: 'Agreements' }),
    getTranslations({ locale, namespace: 'Banner' }),
    getPageByAppId(FTA_MAP_PAGE_ID),
  ]);
  const mapTitle = mapPage ? pick(mapPage, 'title', locale) : t('map.pageTitle');
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: mapTitle, url: localizedUrls(FTA_MAP_PATH)[locale] },
          {
            name: pick(country, 'title', locale),
            url: localizedUrls(`${FTA_COUNTRY_PATH}/${country.id}`)[locale],
          },
        ])}
      />
      <CountryAgreement
        country={country}
        locale={locale}
        mapTitle={mapTitle}
        extra={
          country.agreements.length > 0 && (
            <MarketAccessBox
              partners={[{ code: country.country_code, name: pick(country, 'title', locale) }]}
              locale={locale}
              idSuffix="country"
              headingLevel={2}
            />
          )
        }
      />
    </>
  );
}
