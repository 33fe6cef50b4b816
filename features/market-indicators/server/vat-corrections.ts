import 'server-only';

import { and, asc, eq, ne } from 'drizzle-orm';

import { ApiError } from '@/lib/api/errors';
import { vatCorrections } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { VatCorrection, VatCorrectionInput } from '../vat-correction-schemas';

// Staff's corrections of the tax file (issue 58): the console's list, and the check that a market
// has one correction at most.

/** The columns a correction is read, answered and audited with (no timestamps). */
export const VAT_CORRECTION_COLUMNS = {
  id: vatCorrections.id,
  country: vatCorrections.country,
  kind: vatCorrections.kind,
  rate: vatCorrections.rate,
  note_en: vatCorrections.note_en,
  note_ar: vatCorrections.note_ar,
  source_name_en: vatCorrections.source_name_en,
  source_name_ar: vatCorrections.source_name_ar,
  url: vatCorrections.url,
  source_date: vatCorrections.source_date,
  checked_on: vatCorrections.checked_on,
  version: vatCorrections.version,
};

/** Every correction, by market. */
export function listVatCorrections(db: Db): Promise<VatCorrection[]> {
  return db
    .select(VAT_CORRECTION_COLUMNS)
    .from(vatCorrections)
    .orderBy(asc(vatCorrections.country));
}

/** 422 on `country` when another correction names the market already. */
export async function checkVatCorrection(
  db: Db,
  input: VatCorrectionInput,
  id: number | undefined,
): Promise<void> {
  const [other] = await db
    .select({ id: vatCorrections.id })
    .from(vatCorrections)
    .where(
      and(
        eq(vatCorrections.country, input.country),
        id === undefined ? undefined : ne(vatCorrections.id, id),
      ),
    );
  if (other) {
    throw new ApiError(422, 'Api.invalid', { country: ['VatCorrectionsAdmin.errors.taken'] });
  }
}
