import 'server-only';
import { inArray } from 'drizzle-orm';

import { INSTITUTIONS_PATH } from '@/features/institutions/constants';
import { institutions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { LIST_VIEW_KEYS } from '@/lib/navigation/list-views';

import {
  bilingual,
  listSearchHref,
  sameIds,
  type SearchSource,
  type SourceDocument,
} from '../search-source';

// Trade support institutions, the specification's "exports" (part 3 "Global search": export →
// /export-trade-support-institutions, the name as the directory's search). Every one is public.

async function loadInstitutions(db: Db, ids?: readonly number[]): Promise<SourceDocument[]> {
  const query = db.select().from(institutions);
  const rows = await (ids ? query.where(inArray(institutions.id, [...ids])) : query);
  return rows.map((row) => {
    const title = bilingual(row.name, row.name_ara);
    return {
      recordId: row.id,
      title,
      body: bilingual(
        `${row.description_eng} ${row.services_eng}`,
        `${row.description_ara} ${row.services_ara}`,
      ),
      keywords: `${row.address_eng} ${row.address_ara}`,
      href: listSearchHref(INSTITUTIONS_PATH, LIST_VIEW_KEYS.institutions, 'q', title),
    };
  });
}

export const institutionsSource: SearchSource = {
  key: 'institutions',
  type: 'exports',
  kind: 'institution',
  entities: { institutions: sameIds },
  load: loadInstitutions,
};
