import { screeningHits } from '@/lib/db/schema';
import { importSanctionsList } from '@/lib/sanctions/import-list';
import { checkedRecord, contentSha256Of } from '@/lib/sanctions/sanctions-record';

import { sendJson } from './helpers/send-json';
import type { TestApi } from './helpers/test-api';
import type { WriteContext } from './staff-writes-fixtures';

// Issue 47, the staff hold: a UN list version of a few records stored by the importer (the records
// of the older versions gone), a hit stored directly, and one successful call of each staff write
// for staff-routes-walk.test.ts.

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

let versions = 0;

/**
 * A new version of the UN list holding these records, stored by the importer (the older
 * versions' records go); as after `npm run data:import-sanctions`, before its screening again.
 */
export async function importUnVersion(api: TestApi, records: ListRecord[]): Promise<void> {
  versions += 1;
  const checked = records.map((record) =>
    checkedRecord(
      {
        reference: record.reference,
        kind: record.kind,
        primaryName: record.primary,
        originalScript: record.original ?? null,
        countries: record.countries ?? [],
        birthDates: record.birthDates ?? [],
        birthYears: (record.birthDates ?? []).map((date) => Number(date.slice(0, 4))),
        programs: record.programs ?? [],
        listedOn: '2003-06-27',
        remarks: '',
        names: [
          { name: record.primary, script: 'latin', isPrimary: true, quality: null },
          ...(record.original
            ? [{ name: record.original, script: 'arabic', isPrimary: false, quality: null }]
            : []),
          ...(record.aliases ?? []).map((alias) => ({
            name: alias,
            script: 'latin',
            isPrimary: false,
            quality: 'good',
          })),
        ],
      },
      record.reference,
    ),
  );
  const result = await importSanctionsList(
    api.db,
    {
      source: 'un',
      listDate: `2026-03-${String(versions).padStart(2, '0')}`,
      fileSha256: `screening-hold-${versions}-${Date.now()}`,
      contentSha256: contentSha256Of(checked),
      records: checked,
    },
    { force: true },
  );
  if (result.status !== 'imported') throw new Error(`not imported: ${JSON.stringify(result)}`);
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
