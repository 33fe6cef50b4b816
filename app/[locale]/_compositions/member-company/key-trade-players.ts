import 'server-only';

import { getPageByAppId } from '@/features/content/server/cached-pages';
import type { Locale } from '@/lib/i18n/routing';
import { contentPath } from '@/lib/navigation/menu-links';

// part 3 "Profile": a member without a company is pointed to the Jordan key trade players page.
export const KEY_TRADE_PLAYERS_APP_ID = 170;

/** The key trade players page in a locale, by its menu entry (a cached read). */
export async function keyTradePlayersHref(locale: Locale): Promise<string> {
  const page = await getPageByAppId(KEY_TRADE_PLAYERS_APP_ID);
  return page ? contentPath(page, locale) : `/pages/${KEY_TRADE_PLAYERS_APP_ID}`;
}
