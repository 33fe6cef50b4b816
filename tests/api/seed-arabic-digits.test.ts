import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { arabicOwnWords as ownWords } from '../fixtures/arabic-own-words';

import { testApiForFile } from './helpers/test-api';

// Issue 45, part 5 (docs/decisions/look-and-speed.md "Digits in Arabic"): the seeded Arabic texts
// (event and product names, office hours, pages, FAQs…) write their numbers in Arabic-Indic
// digits, as the portal's own words do. Western digits stay only inside Latin runs (names and
// citations such as ISO 22000, EUR.1, 19 CFR 10.704, isolated where shown), tags, addresses and
// scripts, and HS codes (tests/fixtures/arabic-own-words.ts). Every text column of the seeded database is read, so a new seed is checked too, but
// the search index's normalised copies (search_*, written in Western digits to be matched), the
// HS nomenclature, whose names cite headings by their codes (identifiers: "البند 0713"), and the
// sanctions lists (sanctions_*: the UN's and OFAC's records as published, issue 47).

/** Tables whose Arabic texts are not the seed's own words. */
const NOT_CHECKED = /^(search_|hs_|sanctions_)/;

const api = testApiForFile();

const ARABIC = /[\u0600-\u06FF]/;

/** The rows of db.execute's answer (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

describe('the seeded Arabic texts', () => {
  it('ownWords keeps the Arabic text’s own numbers and drops Latin names', () => {
    expect(ownWords('للقاعدة (19 CFR 10.704).')).not.toMatch(/[0-9]/);
    expect(ownWords('<p>الأيزو ISO 22000</p>')).not.toMatch(/[0-9]/);
    expect(ownWords('عبوة زجاجية 1 لتر')).toMatch(/[0-9]/);
    expect(ownWords('من 8:00 حتى 3:00')).toMatch(/[0-9]/);
    // HS codes keep Western digits, as codes do everywhere (docs/decisions/hs-codes.md).
    expect(ownWords('(البند 76.01)، الفصل 99، البند 9903.78.01')).not.toMatch(/[0-9]/);
  });

  it('write their numbers in Arabic-Indic digits', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await api.db.execute(sql`
        select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t
          on t.table_name = c.table_name and t.table_schema = c.table_schema
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying')
        order by c.table_name, c.column_name`),
    );
    const offending: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      if (NOT_CHECKED.test(table)) continue;
      const found = await api.db.execute(sql`
        select ${sql.identifier(column)} as value from ${sql.identifier(table)}
        where ${sql.identifier(column)} ~ '[؀-ۿ]' and ${sql.identifier(column)} ~ '[0-9]'`);
      for (const { value } of rowsOf<{ value: string }>(found)) {
        if (ARABIC.test(value) && /[0-9]/.test(ownWords(value))) {
          offending.push(`${table}.${column}: ${value.slice(0, 120)}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
