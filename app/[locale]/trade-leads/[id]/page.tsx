import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { LeadDetail } from '@/features/trade-leads/components/lead-detail';
import { TRADE_LEADS_PATH, tradeLeadPath } from '@/features/trade-leads/constants';
import { getCachedLead } from '@/features/trade-leads/server/cached';
import { pick } from '@/lib/i18n/localized';
import { type Locale, routing } from '@/lib/i18n/routing';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';
import { ammanDay } from '@/lib/time/amman-day';
import { MAX_ID } from '@/lib/validation/limits';

// /trade-leads/{id} (issue 39): a published or closed lead, cached like an article until the
// `trade-leads` tag is re-validated; open or closed as of Amman's day (part of the read's key).
// A draft or an unknown id is a 404. The "Express interest" island asks who is signed in.
type Props = { params: Promise<{ locale: string; id: string }> };

export const revalidate = 900;
export const generateStaticParams = () => [];

/** The messages the island uses: its own, the form rules and the field's counter. */
const ISLAND_NAMESPACES = [
  'TradeLeads.interest',
  'TradeLeads.interestStates',
  'rules',
  'Auth.counter',
];

async function leadOf(params: Props['params']) {
  const { locale, id } = await params;
  if (!hasLocale(routing.locales, locale) || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_ID) {
    return null;
  }
  const lead = await getCachedLead(Number(id), ammanDay(new Date()));
  return lead ? { locale: locale as Locale, lead } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const parsed = await leadOf(params);
  if (!parsed) return {};
  const { locale, lead } = parsed;
  const [t, metadata] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeLeads' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  const description = pick(lead, 'description', locale);
  return buildPageMetadata({
    title: pick(lead, 'title', locale),
    description: description.length > 160 ? `${description.slice(0, 157)}…` : description,
    path: tradeLeadPath(lead.id),
    locale,
    siteName: metadata('portalName'),
    feeds: [{ name: 'trade-leads', title: t('feedTitle') }],
  });
}

export default async function TradeLeadRoute({ params }: Props) {
  const parsed = await leadOf(params);
  if (!parsed) notFound();
  const { locale, lead } = parsed;
  setRequestLocale(locale);
  const [t, banner] = await Promise.all([
    getTranslations({ locale, namespace: 'TradeLeads' }),
    getTranslations({ locale, namespace: 'Banner' }),
  ]);
  const title = pick(lead, 'title', locale);
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t('title'), url: localizedUrls(TRADE_LEADS_PATH)[locale] },
          { name: title, url: localizedUrls(tradeLeadPath(lead.id))[locale] },
        ])}
      />
      <PageBanner
        title={title}
        image="/images/banners/trade.svg"
        crumbs={[{ label: t('title'), href: TRADE_LEADS_PATH }]}
      />
      <PageContainer component="div" spacing="roomy">
        <PageMessages namespaces={ISLAND_NAMESPACES}>
          <LeadDetail lead={lead} locale={locale} />
        </PageMessages>
      </PageContainer>
    </>
  );
}
