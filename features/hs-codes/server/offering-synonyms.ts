import 'server-only';
import { and, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';

import { RECORD_STATUS } from '@/features/companies/constants';
import { publicVersion } from '@/features/companies/review-status';
import { companies, hsCodes, hsSynonyms, products, services } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { hsDigitsOf } from '@/lib/hs/hs-code';
import { hsCodeCandidates } from '@/lib/hs/known-hs-code';
import { finderTermsOf } from '@/lib/search/finder-terms';
import { addFinderTerms } from '@/lib/search/finder-vocabulary';
import type { ChangedRecord } from '@/lib/search/index-hook';

// The finder's synonyms from members' offerings (issue 37): the names, in both languages, of every
// product and service the public sees (approved, or changed with an approved version, of a public
// company) that carries an HS code, stored in hs_synonyms as kind `offering`, one row each, naming
// the code the nomenclature knows for it (a subheading of another edition by its heading). They are
// written in the transaction of the change that moves them: an approval or refusal, a member's
// edit or removal, a company's approval (the write path's hook, app/api/build-api.ts); the seed
// writes them all. Staff do not edit them: the console lists only staff synonyms.

const OFFERING_TYPES = ['products', 'services'] as const;
type OfferingType = (typeof OFFERING_TYPES)[number];

const tableOf = (type: OfferingType) => (type === 'products' ? products : services);

const mayBePublic = (table: typeof companies | typeof products | typeof services) =>
  or(eq(table.status, RECORD_STATUS.approved), isNotNull(table.approved));

type Named = { id: number; code: string; name_en: string; name_ar: string };

/** The public versions' HS codes and names of the offerings among `ids` (every one when absent). */
async function publicOfferings(tx: Db, type: OfferingType, ids?: number[]): Promise<Named[]> {
  const table = tableOf(type);
  const where = ids ? and(inArray(table.id, ids), mayBePublic(table)) : mayBePublic(table);
  const rows = await tx.select().from(table).where(where);
  if (rows.length === 0) return [];
  const owners = await tx
    .select()
    .from(companies)
    .where(inArray(companies.id, [...new Set(rows.map((row) => row.company_id))]));
  const publicOwners = new Set(owners.filter((row) => publicVersion(row)).map((row) => row.id));
  return rows.flatMap((row) => {
    const values = publicVersion(row);
    if (!values || !publicOwners.has(row.company_id)) return [];
    const digits = hsDigitsOf(typeof values.hs_code === 'string' ? values.hs_code : '');
    if (!digits) return [];
    const name = (key: string) => (typeof values[key] === 'string' ? values[key] : '');
    return [{ id: row.id, code: digits, name_en: name('name_eng'), name_ar: name('name_ara') }];
  });
}

/** Each offering with the nomenclature's code for its digits; those it knows none for left out. */
async function withKnownCodes(tx: Db, offerings: Named[]): Promise<Named[]> {
  const candidates = [...new Set(offerings.flatMap((item) => hsCodeCandidates(item.code)))];
  if (candidates.length === 0) return [];
  const rows = await tx
    .select({ code: hsCodes.code })
    .from(hsCodes)
    .where(inArray(hsCodes.code, candidates));
  const known = new Set(rows.map((row) => row.code));
  return offerings.flatMap((item) => {
    const code = hsCodeCandidates(item.code).find((candidate) => known.has(candidate));
    return code ? [{ ...item, code }] : [];
  });
}

/** Writes the offerings' synonyms (or removes them): `ids` absent rewrites the kind's all. */
async function writeSynonyms(tx: Db, type: OfferingType, ids: number[] | undefined, at: string) {
  const found = await withKnownCodes(tx, await publicOfferings(tx, type, ids));
  const kept = found.map((item) => item.id);
  await tx
    .delete(hsSynonyms)
    .where(
      and(
        eq(hsSynonyms.kind, 'offering'),
        eq(hsSynonyms.offering_type, type),
        ids ? inArray(hsSynonyms.offering_id, ids) : undefined,
        kept.length > 0 ? notInArray(hsSynonyms.offering_id, kept) : undefined,
      ),
    );
  if (found.length === 0) return;
  const rows = found.map((item) => ({
    code: item.code,
    phrase_en: item.name_en,
    phrase_ar: item.name_ar,
    terms: finderTermsOf(item.name_en, item.name_ar),
    kind: 'offering' as const,
    offering_type: type,
    offering_id: item.id,
    created_at: at,
    updated_at: at,
  }));
  await tx
    .insert(hsSynonyms)
    .values(rows)
    .onConflictDoUpdate({
      target: [hsSynonyms.offering_type, hsSynonyms.offering_id],
      set: {
        code: sql`excluded.code`,
        phrase_en: sql`excluded.phrase_en`,
        phrase_ar: sql`excluded.phrase_ar`,
        terms: sql`excluded.terms`,
        updated_at: sql`excluded.updated_at`,
      },
    });
  await addFinderTerms(
    tx,
    rows.flatMap((row) => row.terms),
  );
}

/** The offerings a change names: its products and services, and those of its companies. */
async function changedOfferings(tx: Db, records: readonly ChangedRecord[]) {
  const idsOf = (entity: string) =>
    records
      .filter((record) => record.entityType === entity)
      .map((record) => Number(record.entityId))
      .filter(Number.isSafeInteger);
  const companyIds = idsOf('companies');
  const changed = new Map<OfferingType, Set<number>>();
  for (const type of OFFERING_TYPES) {
    const ids = new Set(idsOf(type));
    if (companyIds.length > 0) {
      const table = tableOf(type);
      const rows = await tx
        .select({ id: table.id })
        .from(table)
        .where(inArray(table.company_id, companyIds));
      for (const row of rows) ids.add(row.id);
    }
    changed.set(type, ids);
  }
  return changed;
}

/**
 * Rewrites, in the caller's transaction, the synonyms of the offerings a change names (directly or
 * through their company). True when it named any.
 */
export async function refreshOfferingSynonyms(
  tx: Db,
  records: readonly ChangedRecord[],
  now: Date = new Date(),
): Promise<boolean> {
  if (!records.some((record) => ['companies', ...OFFERING_TYPES].includes(record.entityType))) {
    return false;
  }
  let named = false;
  for (const [type, ids] of await changedOfferings(tx, records)) {
    if (ids.size === 0) continue;
    named = true;
    await writeSynonyms(tx, type, [...ids], now.toISOString());
  }
  return named;
}

/** Every offering's synonyms written again (the seed, and a database the column is new to). */
export async function rebuildOfferingSynonyms(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const type of OFFERING_TYPES) await writeSynonyms(tx, type, undefined, now.toISOString());
  });
}
