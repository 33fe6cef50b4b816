import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { PreparedToken } from '@/lib/names/prepare';

import { belongsTo, nowOnInsert, serialId } from './columns';

// Sanctions lists screened against (issue 47): the UN Security Council Consolidated List and OFAC's
// SDN list, imported by `npm run data:import-sanctions` (lib/sanctions, features/screening/server).
//
// Versions: each import of a source writes a new version row (1, 2, …) and its records, and deletes
// the records of the source's older versions in the same transaction. The version rows stay, as the
// history of what was imported when; only the newest version of a source has records, so every
// record in the table is current (a screening never filters by version). A screening hit must copy
// what it shows (reference, names, score), not point at a record: records go with their version.

export const SANCTIONS_SOURCES = ['un', 'ofac'] as const;
export type SanctionsSource = (typeof SANCTIONS_SOURCES)[number];

export const SANCTIONS_KINDS = ['individual', 'entity', 'vessel', 'aircraft'] as const;
export type SanctionsKind = (typeof SANCTIONS_KINDS)[number];

export const SANCTIONS_NAME_SCRIPTS = ['latin', 'arabic', 'other'] as const;
export type SanctionsNameScript = (typeof SANCTIONS_NAME_SCRIPTS)[number];

const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const sanctionsListVersions = pgTable(
  'sanctions_list_versions',
  {
    id: serialId(),
    source: text('source').$type<SanctionsSource>().notNull(),
    /** 1 for a source's first import, one more with each import that changed something. */
    version: integer('version').notNull(),
    /** The list's own date (UN dateGenerated; OFAC: the date given, else sdn.csv's), YYYY-MM-DD. */
    list_date: text('list_date').notNull(),
    /** SHA-256 of the file (OFAC: of sdn.csv, add.csv and alt.csv's own hashes in that order). */
    file_sha256: text('file_sha256').notNull(),
    /** SHA-256 of the records as parsed: the same list in another file's bytes is the same. */
    content_sha256: text('content_sha256').notNull(),
    imported_at: nowOnInsert('imported_at'),
    record_count: integer('record_count').notNull(),
    name_count: integer('name_count').notNull(),
  },
  (table) => [
    uniqueIndex('sanctions_list_versions_unique').on(table.source, table.version),
    check('sanctions_list_versions_source', sql`${table.source} in ('un', 'ofac')`),
    check('sanctions_list_versions_date', sql`${table.list_date} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);

export const sanctionsRecords = pgTable(
  'sanctions_records',
  {
    id: serialId(),
    version_id: belongsTo('version_id', () => sanctionsListVersions.id),
    source: text('source').$type<SanctionsSource>().notNull(),
    /** UN REFERENCE_NUMBER (IQi.001), OFAC ent_num. */
    reference: text('reference').notNull(),
    kind: text('kind').$type<SanctionsKind>().notNull(),
    /** The record's main Latin name (UN FIRST_NAME … FOURTH_NAME, OFAC SDN_Name). */
    primary_name: text('primary_name').notNull(),
    /** UN NAME_ORIGINAL_SCRIPT, when the list gives it. */
    original_script: text('original_script'),
    /** ISO 3166-1 alpha-2: nationalities (UN), address countries (both), where known. */
    countries: textArray('countries'),
    /** Dates of birth as the list writes them (1937-04-28, 1960, 1953 to 1955, 01 Jan 1960). */
    birth_dates: textArray('birth_dates'),
    /** The years those dates name (a range each year of it): what a birth year narrows by. */
    birth_years: integer('birth_years')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** UN_LIST_TYPE (Al-Qaida, Iraq, DRC…) or OFAC programs (SDGT, IRAQ2…). */
    programs: textArray('programs'),
    /** UN LISTED_ON (YYYY-MM-DD); OFAC does not publish it in the CSV. */
    listed_on: text('listed_on'),
    remarks: text('remarks').notNull().default(''),
  },
  (table) => [
    uniqueIndex('sanctions_records_reference_unique').on(table.version_id, table.reference),
    check('sanctions_records_source', sql`${table.source} in ('un', 'ofac')`),
    check(
      'sanctions_records_kind',
      sql`${table.kind} in ('individual', 'entity', 'vessel', 'aircraft')`,
    ),
  ],
);

export const sanctionsNames = pgTable(
  'sanctions_names',
  {
    id: serialId(),
    record_id: belongsTo('record_id', () => sanctionsRecords.id),
    /** The name as the list writes it. */
    name: text('name').notNull(),
    /** The name folded (lib/names prepareName's text): an exact match is found by equality. */
    normalized: text('normalized').notNull(),
    script: text('script').$type<SanctionsNameScript>().notNull(),
    /** The record's main name (the Latin name parts, OFAC SDN_Name). */
    is_primary: boolean('is_primary').notNull().default(false),
    /** The list's quality of an alias: UN good/low, OFAC aka/fka (strong), nka; null if not said. */
    quality: text('quality'),
    /** prepareName's prefilter keys: a query is scored against names sharing one (`keys &&`). */
    keys: textArray('keys'),
    /** prepareName's tokens, so a screening scores the name without preparing it again. */
    tokens: jsonb('tokens').$type<PreparedToken[]>().notNull(),
    /** The name rules' version (NAME_RULES_VERSION) that prepared `keys` and `tokens`. */
    rules_version: integer('rules_version').notNull().default(0),
  },
  (table) => [
    index('sanctions_names_record_idx').on(table.record_id),
    index('sanctions_names_keys_idx').using('gin', table.keys),
    index('sanctions_names_normalized_idx').on(table.normalized),
    check('sanctions_names_script', sql`${table.script} in ('latin', 'arabic', 'other')`),
  ],
);
