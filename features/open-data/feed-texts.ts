import type { FeedName } from '@/lib/feeds/feed-paths';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/routing';

import type { FeedTexts } from './collection-feed';
import { OPEN_DATA_LICENCE_CODE, OPEN_DATA_LICENCE_VERSION } from './datasets';

// The feeds' words from the OpenData messages: a translator of that namespace (next-intl's
// getTranslations on the server, createTranslator in tests).

export type OpenDataTranslate = (key: string, values?: Record<string, string>) => string;

// The words of each feed's states (its entries' first category).
const STATUS_WORDS: Partial<Record<FeedName, { group: string; words: readonly string[] }>> = {
  'trade-leads': { group: 'leadStates', words: ['open', 'closed'] },
  'trade-barriers': { group: 'barrierStatuses', words: ['open', 'resolved_in_part', 'resolved'] },
};

export function feedTextsOf(t: OpenDataTranslate, name: FeedName, locale: Locale): FeedTexts {
  const states = STATUS_WORDS[name];
  const statuses = states
    ? Object.fromEntries(states.words.map((word) => [word, t(`${states.group}.${word}`)]))
    : {};
  return {
    title: t(`feeds.${name}.title`),
    subtitle: t(`feeds.${name}.subtitle`),
    author: t('feedCommon.author'),
    rights: t('feedCommon.rights', {
      version: isolate(OPEN_DATA_LICENCE_VERSION, locale, { latin: true }),
      code: isolate(OPEN_DATA_LICENCE_CODE, locale, { latin: true }),
    }),
    statuses,
  };
}
