import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';

import { ApiError } from '@/lib/api/errors';
import { ftaCountryAgreements, tradeAgreements } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { FtaCountryInput } from '../schemas';

/**
 * A country page names agreements that exist, and is the only page of its country (the map colours
 * a country once): 422 by field otherwise. `id` is the page being changed (none for a new one).
 */
export async function checkCountryPage(db: Db, input: FtaCountryInput, id?: number): Promise<void> {
  const code = input.country_code.toUpperCase();
  const [found, taken] = await Promise.all([
    db
      .select({ id: tradeAgreements.id })
      .from(tradeAgreements)
      .where(inArray(tradeAgreements.id, input.agreement_ids)),
    db
      .select({ id: ftaCountryAgreements.id })
      .from(ftaCountryAgreements)
      .where(
        id === undefined
          ? eq(ftaCountryAgreements.country_code, code)
          : and(eq(ftaCountryAgreements.country_code, code), ne(ftaCountryAgreements.id, id)),
      ),
  ]);
  const errors: Record<string, string[]> = {};
  if (found.length !== input.agreement_ids.length) {
    errors.agreement_ids = ['AgreementsAdmin.errors.unknownAgreement'];
  }
  if (taken.length > 0) errors.country_code = ['AgreementsAdmin.errors.countryTaken'];
  if (Object.keys(errors).length > 0) throw new ApiError(422, 'Api.invalid', errors);
}
