import { eq, inArray, max, ne, and } from 'drizzle-orm';

import {
  sanctionsListVersions,
  sanctionsNames,
  sanctionsRecords,
  screeningHits,
} from '@/lib/db/schema';
import { prepareName } from '@/lib/names/prepare';

import { sendJson } from './helpers/send-json';
import type { TestApi } from './helpers/test-api';
import type { WriteContext } from './staff-writes-fixtures';

// Issue 47, the staff hold: a UN list version written as the importer leaves it (the records of
// the source's older versions gone, every name with its folded text and prefilter keys), a hit
// stored directly, and one successful call of each staff write for staff-routes-walk.test.ts.

export type ListRecord = {
  reference: string;
  kind: 'individual' | 'entity';
  primary: string;
  original?: string;
  aliases?: string[];
  countries?: string[];
  birthDates?: string[];
  programs?: string[];
};

/** From the UN Consolidated List of 27 February 2026 (IQi.001). */
export const SADDAM: ListRecord = {
  reference: 'IQi.001',
  kind: 'individual',
  primary: 'SADDAM HUSSEIN AL-TIKRITI',
  original: 'صدام حسين التكريتي',
  aliases: ['Abu Ali'],
  countries: ['IQ'],
  birthDates: ['1937-04-28'],
  programs: ['Iraq'],
};

const nameRow = (recordId: number, name: string, script: 'latin' | 'arabic', primary: boolean) => {
  const prepared = prepareName(name);
  return {
    record_id: recordId,
    name,
    normalized: prepared.text,
    script,
    is_primary: primary,
    keys: [...prepared.keys],
  };
};

/** A new version of the UN list holding these records; the older versions' records go. */
export async function importUnVersion(api: TestApi, records: ListRecord[]): Promise<number> {
  const [last] = await api.db
    .select({ version: max(sanctionsListVersions.version) })
    .from(sanctionsListVersions)
    .where(eq(sanctionsListVersions.source, 'un'));
  const version = (last?.version ?? 0) + 1;
  const [row] = await api.db
    .insert(sanctionsListVersions)
    .values({
      source: 'un',
      version,
      list_date: `2026-03-${String(version).padStart(2, '0')}`,
      file_sha256: `test-${version}`,
      content_sha256: `test-${version}`,
      record_count: records.length,
      name_count: records.length,
    })
    .returning({ id: sanctionsListVersions.id });
  const versionId = row!.id;
  const older = api.db
    .select({ id: sanctionsListVersions.id })
    .from(sanctionsListVersions)
    .where(and(eq(sanctionsListVersions.source, 'un'), ne(sanctionsListVersions.id, versionId)));
  await api.db.delete(sanctionsRecords).where(inArray(sanctionsRecords.version_id, older));
  for (const record of records) {
    const [stored] = await api.db
      .insert(sanctionsRecords)
      .values({
        version_id: versionId,
        source: 'un',
        reference: record.reference,
        kind: record.kind,
        primary_name: record.primary,
        original_script: record.original ?? null,
        countries: record.countries ?? [],
        birth_dates: record.birthDates ?? [],
        programs: record.programs ?? [],
        listed_on: '2003-06-27',
      })
      .returning({ id: sanctionsRecords.id });
    const id = stored!.id;
    await api.db
      .insert(sanctionsNames)
      .values([
        nameRow(id, record.primary, 'latin', true),
        ...(record.original ? [nameRow(id, record.original, 'arabic', false)] : []),
        ...(record.aliases ?? []).map((alias) => nameRow(id, alias, 'latin', false)),
      ]);
  }
  return version;
}

/** An open hit stored directly (entered by nobody, so any officer may decide it), its id. */
export async function storedHit(api: TestApi, subjectId = 999_999): Promise<number> {
  const [row] = await api.db
    .insert(screeningHits)
    .values({
      subject_type: 'trade_lead',
      subject_id: subjectId,
      subject_label: 'Stored hit',
      screened_name: 'Saddam Hussein al-Tikriti',
      subject_fields: [{ key: 'buyerNameEng', value: 'Saddam Hussein al-Tikriti' }],
      source: 'un',
      list_version: 1,
      list_date: '2026-02-27',
      reference: SADDAM.reference,
      record: {
        kind: 'individual',
        primaryName: SADDAM.primary,
        originalScript: SADDAM.original!,
        names: [SADDAM.primary, SADDAM.original!],
        countries: ['IQ'],
        birthDates: ['1937-04-28'],
        programs: ['Iraq'],
        listedOn: '2003-06-27',
      },
      record_digest: 'stored',
      matched_name: SADDAM.primary,
      score: 100,
      reason: 'exact',
    })
    .returning({ id: screeningHits.id });
  return row!.id;
}

const REASON = { reason: 'A different person: a buyer in Basra born in 1980.', version: 1 };

export const SCREENING_HIT_WRITES: Record<string, (context: WriteContext) => Promise<Response>> = {
  'POST /api/staff/screening/hits/{id}/clear': async ({ api, admin }) =>
    sendJson(
      api,
      'POST',
      `/api/staff/screening/hits/${await storedHit(api)}/clear`,
      admin.bearer,
      REASON,
    ),
  'POST /api/staff/screening/hits/{id}/confirm': async ({ api, admin }) =>
    sendJson(
      api,
      'POST',
      `/api/staff/screening/hits/${await storedHit(api)}/confirm`,
      admin.bearer,
      REASON,
    ),
  'POST /api/staff/screening/rescreen': ({ api, admin }) =>
    sendJson(api, 'POST', '/api/staff/screening/rescreen', admin.bearer, {}),
};
