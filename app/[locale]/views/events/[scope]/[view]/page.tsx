import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';

import { PageMessages } from '@/components/i18n/page-messages';
import { PageBanner } from '@/components/layout/page-banner';
import { PageContainer } from '@/components/layout/page-container';
import { JsonLd } from '@/components/seo/json-ld';
import { EventsDirectory } from '@/features/events/components/events-directory';
import { EVENT_PATHS, EVENT_SCOPES, type EventScope } from '@/features/events/constants';
import { getCachedEventChoices, getCachedEvents } from '@/features/events/server/cached';
import { formatNumber } from '@/lib/i18n/format-number';
import { routing } from '@/lib/i18n/routing';
import {
  LIST_VIEW_KEYS,
  listViewHref,
  listViewPage,
  parseListViewSegment,
} from '@/lib/navigation/list-views';
import { jsonLdBreadcrumbList } from '@/lib/seo/json-ld';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { localizedUrls } from '@/lib/seo/urls';
import { ammanDay } from '@/lib/time/amman-day';

// /international-events and /local-events with ?q&country&type&mode&industry&year&page, rewritten
// here by the proxy (lib/navigation/list-views.ts): each view renders once, then comes from the
// full-route cache until the `events` tag is re-validated by a staff change. Upcoming and Expired
// are as of the day it rendered: it renders again at least every 15 minutes.
type Props = { params: Promise<{ locale: string; scope: string; view: string }> };

export const revalidate = 900;
export const generateStaticParams = () => [];

const KEYS = LIST_VIEW_KEYS.events;
const isScope = (value: string): value is EventScope =>
  (EVENT_SCOPES as readonly string[]).includes(value);

async function viewOf(params: Props['params']) {
  const { locale, scope, view: segment } = await params;
  const view = parseListViewSegment(segment, KEYS);
  if (!hasLocale(routing.locales, locale) || !isScope(scope) || !view) return null;
  return { locale, scope, view };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const parsed = await viewOf(params);
  if (!parsed) return {};
  const { locale, scope, view } = parsed;
  const [t, metadata, openData] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'OpenData' }),
  ]);
  const page = listViewPage(view);
  const title = t(`${scope}.title`);
  return {
    ...buildPageMetadata({
      title: page > 1 ? t('pageTitle', { title, page: formatNumber(page, locale) }) : title,
      description: t(`${scope}.metaDescription`),
      path: listViewHref(EVENT_PATHS[scope], view, KEYS),
      locale,
      siteName: metadata('portalName'),
      // <link rel="alternate" type="application/atom+xml"> to the events feed (issue 39).
      feeds: [{ name: 'events', title: openData('feeds.events.title') }],
    }),
    // A text search is a result page, not a page of its own for search engines.
    ...(view.q ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function EventsRoute({ params }: Props) {
  const parsed = await viewOf(params);
  if (!parsed) notFound();
  const { locale, scope, view } = parsed;
  setRequestLocale(locale);
  const [t, banner, events, choices] = await Promise.all([
    getTranslations({ locale, namespace: 'Events' }),
    getTranslations({ locale, namespace: 'Banner' }),
    getCachedEvents(),
    getCachedEventChoices(),
  ]);
  const path = EVENT_PATHS[scope];
  return (
    <>
      <JsonLd
        data={jsonLdBreadcrumbList([
          { name: banner('home'), url: localizedUrls('/')[locale] },
          { name: t(`${scope}.title`), url: localizedUrls(path)[locale] },
        ])}
      />
      <PageBanner
        title={t(`${scope}.title`)}
        subSubtitle={t(`${scope}.subtitle`)}
        image="/images/banners/events.svg"
      />
      <PageContainer component="div" spacing="roomy">
        <PageMessages namespaces={['Events.join']}>
          <EventsDirectory
            scope={scope}
            events={events}
            choices={choices}
            view={view}
            locale={locale}
            today={ammanDay(new Date())}
          />
        </PageMessages>
      </PageContainer>
    </>
  );
}
