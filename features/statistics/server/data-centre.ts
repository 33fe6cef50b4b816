import 'server-only';

import type { Db } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/routing';

import { STATISTICS_LIST_MAX } from '../constants';
import type { DataCentreQuery } from '../schemas';
import { matchesHsCode, matchesWords } from '../statistic-filters';

import type { ProvidedItem } from './provider';
import { listPublishedStatistics, listTrees } from './queries';
import { itemOf, namedTrees } from './statistic-view';

/**
 * part 2 §5 "Data centre" (issue 26): the portal's published statistics of every type, by HS code
 * (the code, the codes under it, its chapter or heading) and words, newest first.
 */
export async function searchDataCentre(
  db: Db,
  query: DataCentreQuery,
  locale: Locale,
): Promise<ProvidedItem[]> {
  const [rows, trees] = await Promise.all([listPublishedStatistics(db), listTrees(db)]);
  const named = namedTrees(trees, locale);
  return rows
    .filter((row) => matchesHsCode(row.hs_codes, query.hs_code) && matchesWords(row, query.q))
    .slice(0, STATISTICS_LIST_MAX)
    .map((row) => itemOf(row, named, locale));
}
