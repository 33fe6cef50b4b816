import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { barrierEntryPath } from '@/features/trade-barriers/barrier-visibility';
import { BarrierEntry } from '@/features/trade-barriers/components/barrier-entry';
import { REGISTER_PATH } from '@/features/trade-barriers/constants';
import { getCachedBarrier } from '@/features/trade-barriers/server/cached';
import { pick } from '@/lib/i18n/localized';
import { routing } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';
import { MAX_ID } from '@/lib/validation/limits';

// /trade-barriers/register/{id} (issue 39 part 3): one published entry and its public updates,
// cached until a staff change re-validates the `trade-barriers` tag; any other id is a 404.
type Props = { params: Promise<{ locale: string; id: string }> };

export const revalidate = 3600;
export const generateStaticParams = () => [];

async function entryOf(params: Props['params']) {
  const { locale, id: segment } = await params;
  const id = /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : 0;
  if (!hasLocale(routing.locales, locale) || id < 1 || id > MAX_ID) return null;
  const entry = await getCachedBarrier(id);
  return entry ? { locale, entry } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await entryOf(params);
  if (!found) return {};
  const { locale, entry } = found;
  const metadata = await getTranslations({ locale, namespace: 'Metadata' });
  const summary = pick(entry, 'summary', locale);
  return buildPageMetadata({
    title: pick(entry, 'title', locale),
    description: summary.length > 160 ? `${summary.slice(0, 157)}…` : summary,
    path: barrierEntryPath(entry.id),
    locale,
    siteName: metadata('portalName'),
  });
}

export default async function TradeBarrierEntryRoute({ params }: Props) {
  const found = await entryOf(params);
  if (!found) notFound();
  const { locale, entry } = found;
  setRequestLocale(locale);
  const [t, banner] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeBarrierRegister' }),
    getTranslations({ locale, namespace: 'Banner' }),
  ]);
  const title = pick(entry, 'title', locale);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('title'), url: localizedUrls(REGISTER_PATH)[locale] },
          { name: title, url: localizedUrls(barrierEntryPath(entry.id))[locale] },
        ])}
      />
      <PageBanner
        title={title}
        image="/images/banners/trade.svg"
        crumbs={[{ label: t('title'), href: REGISTER_PATH }]}
      />
      <PageContainer component="div" spacing="roomy">
        <BarrierEntry entry={entry} locale={locale} />
      </PageContainer>
    </>
  );
}
