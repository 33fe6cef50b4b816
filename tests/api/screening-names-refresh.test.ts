// @postgres: the start-up's batch UPDATE … FROM (VALUES …) of prepared names, on both databases
import { eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { refreshPreparedNames } from '@/features/screening/server/refresh-names';
import { sanctionsNames } from '@/lib/db/schema';
import { prepareName } from '@/lib/names/prepare';
import { NAME_RULES_VERSION } from '@/lib/names/rules-version';

import { json, testApiForFile } from './helpers/test-api';

// Issue 56: a list name keeps the tokens and prefilter keys the name rules gave it at import; a
// database whose names an older version of the rules prepared has them prepared again at
// start-up (scripts/prepare-database.ts), so its screening finds what a new import would.

const api = testApiForFile();

type Screening = { matches: { name: string; score: number }[] };

describe('the list names prepared by older rules', () => {
  it('are prepared again with the current rules, and a second pass changes nothing', async () => {
    const all = await api.db
      .select({ id: sanctionsNames.id, name: sanctionsNames.name })
      .from(sanctionsNames)
      .orderBy(sanctionsNames.id);
    expect(all.length).toBeGreaterThan(1000);
    expect(await refreshPreparedNames(api.db)).toBe(0);

    // As a database imported under older rules would hold them: other keys, no tokens.
    const stale = all.slice(0, 1200).map((row) => row.id);
    await api.db
      .update(sanctionsNames)
      .set({ rules_version: NAME_RULES_VERSION - 1, keys: ['XX'], tokens: [], normalized: '' })
      .where(inArray(sanctionsNames.id, stale));

    expect(await refreshPreparedNames(api.db)).toBe(1200);
    expect(await refreshPreparedNames(api.db)).toBe(0);

    const rows = await api.db
      .select()
      .from(sanctionsNames)
      .where(inArray(sanctionsNames.id, stale.slice(0, 50)));
    for (const row of rows) {
      const prepared = prepareName(row.name);
      expect(row).toMatchObject({
        normalized: prepared.text,
        keys: [...prepared.keys],
        tokens: JSON.parse(JSON.stringify(prepared.tokens)),
        rules_version: NAME_RULES_VERSION,
      });
    }
    const older = await api.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sanctionsNames)
      .where(ne(sanctionsNames.rules_version, NAME_RULES_VERSION));
    expect(older[0]!.count).toBe(0);
  });

  it('finds a listed name again once its keys are prepared again', async () => {
    const [listed] = await api.db
      .select({ id: sanctionsNames.id, name: sanctionsNames.name })
      .from(sanctionsNames)
      .where(eq(sanctionsNames.is_primary, true))
      // The first by id: without an order PostgreSQL gives whichever row its heap holds first,
      // which the first test's updates move.
      .orderBy(sanctionsNames.id)
      .limit(1);
    await api.db
      .update(sanctionsNames)
      .set({ rules_version: 0, keys: ['XX'], normalized: '' })
      .where(eq(sanctionsNames.id, listed!.id));
    const ask = async () =>
      json<Screening>(await api.request(`/api/screening?name=${encodeURIComponent(listed!.name)}`));
    expect((await ask()).matches.some((match) => match.name === listed!.name)).toBe(false);
    await refreshPreparedNames(api.db);
    expect((await ask()).matches.some((match) => match.name === listed!.name)).toBe(true);
  });
});
