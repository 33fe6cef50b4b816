import 'server-only';
import { getTranslations } from 'next-intl/server';

import { getConfig } from '@/lib/config';
import { ATOM_CONTENT_TYPE } from '@/lib/feeds/atom';
import type { FeedName } from '@/lib/feeds/feed-paths';
import type { Locale } from '@/lib/i18n/routing';
import { ammanDay } from '@/lib/time/amman-day';

import { buildCollectionFeed } from '../collection-feed';
import { feedTextsOf } from '../feed-texts';
import { feedParamsSchema } from '../schemas';

import { CACHED_FEED_ROWS } from './cached';
import { notFoundAnswer, publicFileAnswer } from './public-file-answer';

// /feeds/{name}.atom and /ar/feeds/{name}.atom (issue 39): the Atom feed of news, events, trade
// leads or the barrier register in the address's language. The rows come from cached readers
// re-validated by their collection's tag, so a request costs no query while the cache is warm;
// SITE_URL and Amman's day are read per request.

async function feedXml<N extends FeedName>(name: N, locale: Locale): Promise<string> {
  const [rows, t] = await Promise.all([
    CACHED_FEED_ROWS[name](),
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

/** The feed the route's params name, or 404 for another locale or file name. */
export function feedAnswer(
  request: Request,
  params: { locale: string; feed: string },
): Promise<Response> {
  const parsed = feedParamsSchema.safeParse(params);
  if (!parsed.success) return Promise.resolve(notFoundAnswer());
  const { feed, locale } = parsed.data;
  return publicFileAnswer(request, () => feedXml(feed, locale), ATOM_CONTENT_TYPE);
}
