import 'server-only';
import { inArray } from 'drizzle-orm';

import { expertsSearchHref } from '@/features/experts/experts-path';
import { experts } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { bilingual, sameIds, type SearchSource, type SourceDocument } from '../search-source';

// The pool of experts (part 3 "Global search records": FULL_NAME, DESCRIPTION_ENG; expert →
// /pool-of-experts with the name as its search). Every expert is public; their contact details
// never reach the index.

async function loadExperts(db: Db, ids?: readonly number[]): Promise<SourceDocument[]> {
  const query = db.select().from(experts);
  const rows = await (ids ? query.where(inArray(experts.id, [...ids])) : query);
  return rows.map((row) => {
    const title = bilingual(row.FULL_NAME, row.FULL_NAME_ARA);
    return {
      recordId: row.id,
      title,
      body: bilingual(
        `${row.TITLE_ENG} ${row.EXPERTISE_ENG} ${row.DESCRIPTION_ENG}`,
        `${row.TITLE_ARA} ${row.EXPERTISE_ARA} ${row.DESCRIPTION_ARA}`,
      ),
      href: { en: expertsSearchHref(title.en), ar: expertsSearchHref(title.ar) },
    };
  });
}

export const expertsSource: SearchSource = {
  key: 'experts',
  type: 'experts',
  kind: 'expert',
  entities: { experts: sameIds },
  load: loadExperts,
};
