import 'server-only';
import { and, asc, count, eq, like, or } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';

import { hsCodes, hsSections, hsSynonyms } from '@/lib/db/schema';
import { columnsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import { clampPage, pageFields, pageOffset } from '@/lib/pagination';
import { searchPattern } from '@/lib/search/like-pattern';
import { normalizedLike } from '@/lib/search/normalized-sql';

import {
  HS_LEVEL_NAMES,
  type StaffHsCode,
  staffHsCodeSchema,
  type StaffHsCodesQuery,
  type StaffHsSection,
  staffHsSectionSchema,
  type StaffHsSynonym,
  staffHsSynonymSchema,
  type StaffHsSynonymsQuery,
} from '../staff-schemas';

// The console's reads of the nomenclature (issue 37): codes with both names and their version,
// the sections, the synonyms with the names of their codes. A query that is a code in any
// spelling finds the codes that begin with it; other text, the names or phrases that hold it.

const headings = alias(hsCodes, 'headings');

/** The digits a query names as a code (a national line cut to the nomenclature's 6); else null. */
const codePrefixOf = (query: string | undefined) => hsDigitsOf(query ?? '')?.slice(0, 6) ?? null;

/** Either a code prefix on `code`, or the text in one of `texts`; undefined when the query is empty. */
function searchCondition(query: string | undefined, code: AnyPgColumn, texts: AnyPgColumn[]) {
  const prefix = codePrefixOf(query);
  if (prefix) return like(code, `${prefix}%`);
  const pattern = searchPattern(query ?? '');
  return pattern ? or(...texts.map((text) => normalizedLike(text, pattern))) : undefined;
}

const STAFF_CODE_COLUMNS = {
  ...columnsOf(hsCodes, staffHsCodeSchema),
  heading_name_ar: headings.name_ar,
};

/** A code as the console shows it, its heading's Arabic name joined when it is a subheading. */
function staffCodes(db: Db) {
  return db
    .select(STAFF_CODE_COLUMNS)
    .from(hsCodes)
    .leftJoin(headings, and(eq(hsCodes.level, 6), eq(headings.code, hsCodes.parent)));
}

/** One code as the console shows it; null when the nomenclature has no such code. */
export async function readStaffCode(db: Db, code: string): Promise<StaffHsCode | null> {
  const [row] = await staffCodes(db).where(eq(hsCodes.code, code));
  return row ?? null;
}

/** One page of the codes, by code; past the end, the last page. */
export async function listStaffCodes(db: Db, query: StaffHsCodesQuery) {
  const where = and(
    query.level ? eq(hsCodes.level, HS_LEVEL_NAMES[query.level]) : undefined,
    searchCondition(query.q, hsCodes.code, [hsCodes.name_en, hsCodes.name_ar]),
  );
  const [total] = await db.select({ value: count() }).from(hsCodes).where(where);
  const page = clampPage(query.page, total?.value ?? 0, query.page_size);
  const data: StaffHsCode[] = await staffCodes(db)
    .where(where)
    .orderBy(asc(hsCodes.code))
    .limit(query.page_size)
    .offset(pageOffset(page, query.page_size));
  return { data, ...pageFields(total?.value ?? 0, page, query.page_size) };
}

/** The 21 sections, I to XXI. */
export function listStaffSections(db: Db): Promise<StaffHsSection[]> {
  return db
    .select(columnsOf(hsSections, staffHsSectionSchema))
    .from(hsSections)
    .orderBy(asc(hsSections.position));
}

const STAFF_SYNONYM_COLUMNS = {
  ...columnsOf(hsSynonyms, staffHsSynonymSchema),
  code_name_en: hsCodes.name_en,
  code_name_ar: hsCodes.name_ar,
  heading_name_ar: headings.name_ar,
};

type SynonymRow = Omit<StaffHsSynonym, 'code_name_en' | 'code_name_ar'> & {
  code_name_en: string | null;
  code_name_ar: string | null;
  heading_name_ar: string | null;
};

/** The code's names as it shows them: a subheading without an Arabic name shows its heading's. */
const toStaffSynonym = ({ heading_name_ar, ...row }: SynonymRow): StaffHsSynonym => ({
  ...row,
  code_name_en: row.code_name_en ?? '',
  code_name_ar: row.code_name_ar || heading_name_ar || '',
});

function staffSynonyms(db: Db) {
  return db
    .select(STAFF_SYNONYM_COLUMNS)
    .from(hsSynonyms)
    .leftJoin(hsCodes, eq(hsCodes.code, hsSynonyms.code))
    .leftJoin(headings, and(eq(hsCodes.level, 6), eq(headings.code, hsCodes.parent)));
}

/** Staff keep their own synonyms; those written from members' offerings are not theirs to edit. */
export const isStaffSynonym = eq(hsSynonyms.kind, 'staff');

export async function readStaffSynonym(db: Db, id: number): Promise<StaffHsSynonym | null> {
  const [row] = await staffSynonyms(db).where(and(eq(hsSynonyms.id, id), isStaffSynonym));
  return row ? toStaffSynonym(row) : null;
}

/** One page of the synonyms, by code then as added; past the end, the last page. */
export async function listStaffSynonyms(db: Db, query: StaffHsSynonymsQuery) {
  const where = and(
    isStaffSynonym,
    searchCondition(query.q, hsSynonyms.code, [hsSynonyms.phrase_en, hsSynonyms.phrase_ar]),
  );
  const [total] = await db.select({ value: count() }).from(hsSynonyms).where(where);
  const page = clampPage(query.page, total?.value ?? 0, query.page_size);
  const rows = await staffSynonyms(db)
    .where(where)
    .orderBy(asc(hsSynonyms.code), asc(hsSynonyms.id))
    .limit(query.page_size)
    .offset(pageOffset(page, query.page_size));
  return {
    data: rows.map(toStaffSynonym),
    ...pageFields(total?.value ?? 0, page, query.page_size),
  };
}
