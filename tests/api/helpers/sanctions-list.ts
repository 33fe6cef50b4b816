import { eq } from 'drizzle-orm';

import { sanctionsListVersions, sanctionsNames, sanctionsRecords } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { prepareName } from '@/lib/names/prepare';

import unNames from '../../unit/names/un-names.json';

// The UN Consolidated List of 27 February 2026 in a test database: every record's reference, kind
// and names (tests/unit/names/un-names.json, read from the shipped copy), and the facts the tests
// narrow by for the records they name (as the list gives them).

type FixtureRecord = { reference: string; kind: string; arabic: string; latin: string[] };

const FACTS: Record<
  string,
  { countries: string[]; birth: string[]; years: number[]; programs: string[]; listed: string }
> = {
  'IQi.001': {
    countries: ['IQ'],
    birth: ['1937-04-28'],
    years: [1937],
    programs: ['Iraq'],
    listed: '2003-06-27',
  },
  'IQi.002': {
    countries: ['IQ'],
    birth: ['1965'],
    years: [1965],
    programs: ['Iraq'],
    listed: '2003-06-27',
  },
};

const scriptOf = (name: string) =>
  /\p{Script=Arabic}/u.test(name) ? 'arabic' : /\p{Script=Latin}/u.test(name) ? 'latin' : 'other';

/** Stores the UN list once per database (a second call finds it there). */
export async function importUnListOnce(db: Db): Promise<void> {
  const present = await db
    .select({ id: sanctionsListVersions.id })
    .from(sanctionsListVersions)
    .where(eq(sanctionsListVersions.source, 'un'));
  if (present.length > 0) return;
  const records = unNames as FixtureRecord[];
  const [version] = await db
    .insert(sanctionsListVersions)
    .values({
      source: 'un',
      version: 1,
      list_date: '2026-02-27',
      file_sha256: 'fixture',
      content_sha256: 'fixture',
      record_count: records.length,
      name_count: records.reduce((sum, r) => sum + r.latin.length + (r.arabic ? 1 : 0), 0),
    })
    .returning({ id: sanctionsListVersions.id });
  const stored = await db
    .insert(sanctionsRecords)
    .values(
      records.map((record) => {
        const facts = FACTS[record.reference];
        return {
          version_id: version!.id,
          source: 'un' as const,
          reference: record.reference,
          kind: record.kind as 'individual' | 'entity',
          primary_name: record.latin[0]!,
          original_script: record.arabic || null,
          countries: facts?.countries ?? [],
          birth_dates: facts?.birth ?? [],
          birth_years: facts?.years ?? [],
          programs: facts?.programs ?? [],
          listed_on: facts?.listed ?? null,
        };
      }),
    )
    .returning({ id: sanctionsRecords.id, reference: sanctionsRecords.reference });
  const idOf = new Map(stored.map((row) => [row.reference, row.id]));
  const names = records.flatMap((record) =>
    [...record.latin, ...(record.arabic ? [record.arabic] : [])].map((name, index) => {
      const prepared = prepareName(name);
      return {
        record_id: idOf.get(record.reference)!,
        name,
        normalized: prepared.text,
        script: scriptOf(name) as 'latin' | 'arabic' | 'other',
        is_primary: index === 0,
        keys: [...prepared.keys],
      };
    }),
  );
  for (let start = 0; start < names.length; start += 500) {
    await db.insert(sanctionsNames).values(names.slice(start, start + 500));
  }
}
