import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { JsonLd } from '@/components/seo/json-ld';
import { SponsorPage } from '@/features/sponsors/components/sponsor-page';
import { getCachedSponsor } from '@/features/sponsors/server/cached';
import { pick } from '@/lib/i18n/localized';
import { routing } from '@/lib/i18n/routing';
import { redirectKeepingQuery } from '@/lib/navigation/redirect-keeping-query';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';

type Props = { params: Promise<{ locale: string; id: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

const ACTIVE = 1;

// /sponsor/{id} (part 1 §2.1): an unknown id, or a sponsor an editor switched off, is a 404.
async function load(params: Props['params']) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale) || !/^\d{1,9}$/.test(id)) return null;
  const sponsor = await getCachedSponsor(Number(id));
  return sponsor && sponsor.status === ACTIVE ? { locale, id, sponsor } : null;
}

const pathOf = (id: number) => `/sponsor/${id}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded) return {};
  const { locale, sponsor } = loaded;
  const metadata = await getTranslations({ locale, namespace: 'Metadata' });
  return buildPageMetadata({
    title: pick(sponsor, 'DESCRIPTION', locale),
    description: pick(sponsor, 'meta_description', locale) || undefined,
    path: pathOf(sponsor.id),
    locale,
    siteName: metadata('portalName'),
    image: sponsor.image || undefined,
  });
}

export default async function SponsorRoute({ params }: Props) {
  const loaded = await load(params);
  if (!loaded) notFound();
  const { locale, id, sponsor } = loaded;
  setRequestLocale(locale);
  if (id !== String(sponsor.id)) redirectKeepingQuery(pathOf(sponsor.id), locale);
  const banner = await getTranslations({ locale, namespace: 'Banner' });
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          {
            name: pick(sponsor, 'DESCRIPTION', locale),
            url: localizedUrls(pathOf(sponsor.id))[locale],
          },
        ])}
      />
      <SponsorPage sponsor={sponsor} locale={locale} />
    </>
  );
}
