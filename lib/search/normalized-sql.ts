import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import {
  ARABIC_FOLD_FROM,
  ARABIC_FOLD_TO,
  LATIN_FOLD_CLASS,
  LATIN_FOLD_FROM,
  LATIN_FOLD_TO,
  REMOVED_CLASS,
  WHITE_SPACE_RUN,
} from './normalize-text';

// normalizeText in SQL, for the searches that run in the database (PGlite and PostgreSQL), from the
// same tables: translate() for the accented Latin letters, then for the Arabic letters and digits,
// lower(), regexp_replace() for the characters removed and the white space, btrim(). Its equality
// with normalizeText is tested on PGlite (tests/unit/search-normalize.test.ts).
//
// translate() compares every character with its whole table, so the Latin table (about 200
// letters) runs only on values that hold a Latin-1 or Latin Extended-A letter: folding the site
// search's page contents that way takes a tenth of the time.

/** A column or expression normalised as normalizeText does it (null stays null). */
export function normalizedSql(value: SQL | AnyPgColumn): SQL {
  const latin = sql`case when ${value} ~ ${LATIN_FOLD_CLASS} then translate(${value}, ${LATIN_FOLD_FROM}, ${LATIN_FOLD_TO}) else ${value} end`;
  const letters = sql`lower(translate(${latin}, ${ARABIC_FOLD_FROM}, ${ARABIC_FOLD_TO}))`;
  const removed = sql`regexp_replace(${letters}, ${REMOVED_CLASS}, '', 'g')`;
  return sql`btrim(regexp_replace(${removed}, ${WHITE_SPACE_RUN}, ' ', 'g'))`;
}

/** Whether the normalised value matches a pattern of searchPattern (like-pattern.ts). */
export function normalizedLike(value: SQL | AnyPgColumn, pattern: string): SQL {
  return sql`${normalizedSql(value)} like ${pattern}`;
}
