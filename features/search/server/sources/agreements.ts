import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';

import { AGREEMENTS_PATH, VISIBLE_AGREEMENT_STATUS } from '@/features/agreements/constants';
import { tradeAgreements } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { LIST_VIEW_KEYS } from '@/lib/navigation/list-views';

import {
  bilingual,
  listSearchHref,
  sameIds,
  type SearchSource,
  type SourceDocument,
} from '../search-source';

// Free trade agreements (part 3 "Global search": trade → /free-trade-agreements, the title as the
// list's search): the shown ones (status 1, part 3 "Client processing").

export const SHOWN_AGREEMENT = eq(tradeAgreements.status, VISIBLE_AGREEMENT_STATUS);

async function loadAgreements(db: Db, ids?: readonly number[]): Promise<SourceDocument[]> {
  const rows = await db
    .select()
    .from(tradeAgreements)
    .where(ids ? and(SHOWN_AGREEMENT, inArray(tradeAgreements.id, [...ids])) : SHOWN_AGREEMENT);
  return rows.map((row) => {
    const title = bilingual(row.title_eng, row.title_ara);
    return {
      recordId: row.id,
      title,
      body: bilingual(
        `${row.summary_eng} ${row.covers_eng}`,
        `${row.summary_ara} ${row.covers_ara}`,
      ),
      href: listSearchHref(AGREEMENTS_PATH, LIST_VIEW_KEYS.agreements, 'search', title),
      publishedAt: row.in_force_on ?? row.signed_on,
    };
  });
}

export const agreementsSource: SearchSource = {
  key: 'agreements',
  type: 'trades',
  kind: 'agreement',
  entities: { trade_agreements: sameIds },
  load: loadAgreements,
};
