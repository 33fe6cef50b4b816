import 'server-only';
import { asc, ne, sql } from 'drizzle-orm';

import { textArrayLiteral } from '@/lib/db/bulk/copy-text';
import { sanctionsNames } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { prepareName } from '@/lib/names/prepare';
import { NAME_RULES_VERSION } from '@/lib/names/rules-version';

// Issue 56: a list name stores the tokens and prefilter keys the name rules gave it when it was
// imported. When the rules change (NAME_RULES_VERSION), a screening would look up keys the stored
// names do not carry and miss them; at start-up the names prepared by older rules are prepared
// again, a batch at a time, so a database needs no new import of its lists.

const BATCH = 1000;

/** Prepares again the list names an older version of the rules prepared; answers how many. */
export async function refreshPreparedNames(db: Db): Promise<number> {
  let refreshed = 0;
  for (;;) {
    const stale = await db
      .select({ id: sanctionsNames.id, name: sanctionsNames.name })
      .from(sanctionsNames)
      .where(ne(sanctionsNames.rules_version, NAME_RULES_VERSION))
      .orderBy(asc(sanctionsNames.id))
      .limit(BATCH);
    if (stale.length === 0) return refreshed;
    const rows = stale.map(({ id, name }) => {
      const prepared = prepareName(name);
      return sql`(${id}::integer, ${prepared.text}, ${textArrayLiteral(prepared.keys)}::text[], ${JSON.stringify(prepared.tokens)}::jsonb)`;
    });
    await db.execute(sql`
      update sanctions_names as target
      set normalized = source.normalized, keys = source.keys, tokens = source.tokens,
        rules_version = ${NAME_RULES_VERSION}
      from (values ${sql.join(rows, sql`, `)}) as source (id, normalized, keys, tokens)
      where target.id = source.id`);
    refreshed += stale.length;
  }
}
