import 'server-only';
import { and, eq } from 'drizzle-orm';

import { ApiError, notFound } from '@/lib/api/errors';
import type { StaffChangeOutcome, StaffChangeScope } from '@/lib/api/staff-change';
import { nextVersion } from '@/lib/db/next-version';
import { hsCodes, hsSynonyms } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { finderTermsOf } from '@/lib/search/finder-terms';
import { refreshFinderVocabulary } from '@/lib/search/finder-vocabulary';

import { type HsSynonymInput, nomenclatureCodeOf, type StaffHsSynonym } from '../staff-schemas';

import { isStaffSynonym, readStaffSynonym } from './staff-reads';

// The staff's synonyms of the finder (issue 37, item 2): a phrase in English, Arabic or both that
// names a code of the nomenclature. Its terms are written with it and the vocabulary learns them,
// so the finder finds the code by the phrase from this change on.

const ENTITY = 'hs_synonyms';
const AUDITED = {
  code: hsSynonyms.code,
  phrase_en: hsSynonyms.phrase_en,
  phrase_ar: hsSynonyms.phrase_ar,
};
type Audited = { code: string; phrase_en: string; phrase_ar: string };

/** What is stored: the code as the nomenclature writes it, the phrase's terms; 422 for an unknown code. */
async function storedValues(tx: Db, input: Omit<HsSynonymInput, 'version'>) {
  const code = nomenclatureCodeOf(input.code);
  const [known] = code
    ? await tx.select({ code: hsCodes.code }).from(hsCodes).where(eq(hsCodes.code, code))
    : [];
  if (!code || !known) {
    throw new ApiError(422, 'Api.invalid', { code: ['HsCodesAdmin.errors.unknownCode'] });
  }
  const values: Audited = { code, phrase_en: input.phrase_en, phrase_ar: input.phrase_ar };
  return { values, terms: finderTermsOf(input.phrase_en, input.phrase_ar) };
}

async function lockSynonym(tx: Db, id: number): Promise<Audited & { version: number }> {
  const [row] = await tx
    .select({ ...AUDITED, version: hsSynonyms.version })
    .from(hsSynonyms)
    .where(and(eq(hsSynonyms.id, id), isStaffSynonym))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export async function createSynonym(
  { tx, now }: StaffChangeScope,
  input: Omit<HsSynonymInput, 'version'>,
): Promise<StaffChangeOutcome<StaffHsSynonym>> {
  const { values, terms } = await storedValues(tx, input);
  const stamp = now.toISOString();
  const [created] = await tx
    .insert(hsSynonyms)
    .values({ ...values, terms, created_at: stamp, updated_at: stamp })
    .returning({ id: hsSynonyms.id });
  await refreshFinderVocabulary(tx);
  const audit = { action: 'hs-synonym.create', entityType: ENTITY, entityId: created!.id };
  return { result: (await readStaffSynonym(tx, created!.id))!, audit: { ...audit, after: values } };
}

export async function updateSynonym(
  { tx, now, checkVersion }: StaffChangeScope,
  id: number,
  input: Omit<HsSynonymInput, 'version'>,
): Promise<StaffChangeOutcome<StaffHsSynonym>> {
  const { version, ...before } = await lockSynonym(tx, id);
  checkVersion(version);
  const { values, terms } = await storedValues(tx, input);
  const unchanged = (Object.keys(values) as (keyof Audited)[]).every(
    (key) => values[key] === before[key],
  );
  if (unchanged) return { result: (await readStaffSynonym(tx, id))!, audit: null };
  await tx
    .update(hsSynonyms)
    .set({
      ...values,
      terms,
      version: nextVersion(hsSynonyms.version),
      updated_at: now.toISOString(),
    })
    .where(eq(hsSynonyms.id, id));
  await refreshFinderVocabulary(tx);
  const audit = { action: 'hs-synonym.update', entityType: ENTITY, entityId: id };
  return { result: (await readStaffSynonym(tx, id))!, audit: { ...audit, before, after: values } };
}

/** Removes a synonym; its words stay in the vocabulary, where a term no code holds finds nothing. */
export async function deleteSynonym(
  { tx, checkVersion }: StaffChangeScope,
  id: number,
): Promise<StaffChangeOutcome<{ id: number }>> {
  const { version, ...before } = await lockSynonym(tx, id);
  checkVersion(version);
  await tx.delete(hsSynonyms).where(eq(hsSynonyms.id, id));
  return {
    result: { id },
    audit: { action: 'hs-synonym.delete', entityType: ENTITY, entityId: id, before },
  };
}
