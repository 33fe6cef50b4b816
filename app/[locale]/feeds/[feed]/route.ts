import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import { buildCollectionFeed } from '@/features/open-data/collection-feed';
import { feedTextsOf } from '@/features/open-data/feed-texts';
import { getConfig } from '@/lib/config';
import { ATOM_CONTENT_TYPE } from '@/lib/feeds/atom';
import { feedNameOfSegment, type FeedName } from '@/lib/feeds/feed-paths';
import { routing, type Locale } from '@/lib/i18n/routing';
import { ammanDay } from '@/lib/time/amman-day';

import { cachedAnswer, notFoundAnswer } from '../../_compositions/open-data/cached-answer';
import { FEED_READERS } from '../../_compositions/open-data/feed-rows';

// /feeds/{name}.atom and /ar/feeds/{name}.atom (issue 39): the Atom feed of news, events, trade
// leads or the barrier register in the address's language. The proxy routes both here (its
// matcher names /feeds and /ar/feeds, which carry a dot). The rows come from cached readers
// re-validated by their collection's tag, so a request costs no query while the cache is warm;
// SITE_URL and Amman's day are read per request.
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ locale: string; feed: string }> };

async function feedXml<N extends FeedName>(name: N, locale: Locale): Promise<string> {
  const [rows, t] = await Promise.all([
    FEED_READERS[name](),
    getTranslations({ locale, namespace: 'OpenData' }),
  ]);
  return buildCollectionFeed({
    name,
    rows,
    locale,
    siteUrl: getConfig().SITE_URL,
    today: ammanDay(new Date()),
    texts: feedTextsOf((key, values) => t(key, values), name, locale),
  });
}

export async function GET(request: Request, { params }: Params): Promise<Response> {
  const { locale, feed } = await params;
  const name = feedNameOfSegment(feed);
  if (!hasLocale(routing.locales, locale) || !name) return notFoundAnswer();
  return cachedAnswer(request, await feedXml(name, locale), ATOM_CONTENT_TYPE);
}
