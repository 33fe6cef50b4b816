import { vatCorrections } from '@/lib/db/schema';

import { sendJson } from './helpers/send-json';
import type { TestApi } from './helpers/test-api';
import { ifMatch, versionOf } from './helpers/versions';
import type { WriteContext } from './staff-writes-fixtures';

// Issue 58: staff's corrections of the tax file, one successful call of each write for the staff
// routes walk; the API tests use the same helpers.

export const VAT_PATH = '/api/staff/market-indicators/vat-corrections';

/** A correction of a market the seed has none for (Egypt). */
export const NEW_CORRECTION = {
  country: 'EG',
  kind: 'vat',
  rate: 0.14,
  note_en: 'Standard rate under the VAT Law No. 67 of 2016.',
  note_ar: 'المعدل القياسي وفق قانون الضريبة على القيمة المضافة.',
  source_name_en: 'Egyptian Tax Authority',
  source_name_ar: 'مصلحة الضرائب المصرية',
  url: 'https://www.eta.gov.eg/',
  source_date: '2017-07-01',
  checked_on: '2026-11-27',
} as const;

/** A correction stored directly (version 1), for a change or a removal to start from. */
export async function insertCorrection(
  api: TestApi,
  country: string = NEW_CORRECTION.country,
): Promise<number> {
  const [row] = await api.db
    .insert(vatCorrections)
    .values({ ...NEW_CORRECTION, country })
    .returning({ id: vatCorrections.id });
  return row!.id;
}

type Fixture = (context: WriteContext) => Promise<Response>;

export const VAT_CORRECTION_WRITES: Record<string, Fixture> = {
  [`POST ${VAT_PATH}`]: ({ api, admin }) =>
    sendJson(api, 'POST', VAT_PATH, admin.bearer, { ...NEW_CORRECTION, country: 'TR', rate: 0.2 }),
  [`PUT ${VAT_PATH}/{id}`]: async ({ api, admin }) => {
    const id = await insertCorrection(api, 'MA');
    return sendJson(api, 'PUT', `${VAT_PATH}/${id}`, admin.bearer, {
      ...NEW_CORRECTION,
      country: 'MA',
      rate: 0.2,
      version: await versionOf(api, vatCorrections, id),
    });
  },
  [`DELETE ${VAT_PATH}/{id}`]: async ({ api, admin }) => {
    const id = await insertCorrection(api, 'TN');
    return sendJson(api, 'DELETE', `${VAT_PATH}/${id}`, { ...admin.bearer, ...ifMatch(1) });
  },
};
