import 'server-only';
import { asc, eq } from 'drizzle-orm';

import { cleanRichHtmlRow } from '@/lib/db/rich-html';
import { ftaCountryAgreements, tradeAgreements } from '@/lib/db/schema';
import { columnsOf } from '@/lib/db/table-schemas';
import type { Db } from '@/lib/db/types';

import { shownAgreements, withPartners } from '../agreement-list';
import {
  type Agreement,
  type FtaCountry,
  type FtaCountryDetail,
  type FtaCountryRow,
  ftaCountryRowSchema,
  ftaCountrySchema,
  type TradeAgreement,
  tradeAgreementSchema,
} from '../schemas';

// part 2 §7 fta-country-agreements, fta-country-agreements-by-id/{id}; part 3 §7
// /api/free-trade-agreements.

export const AGREEMENT_COLUMNS = columnsOf(tradeAgreements, tradeAgreementSchema);

export const COUNTRY_COLUMNS = columnsOf(ftaCountryAgreements, ftaCountrySchema);

export const COUNTRY_ROW_COLUMNS = columnsOf(ftaCountryAgreements, ftaCountryRowSchema);

/** Every agreement, whatever its status, by id (the console's list). */
export const listAllAgreements = (db: Db): Promise<TradeAgreement[]> =>
  db.select(AGREEMENT_COLUMNS).from(tradeAgreements).orderBy(asc(tradeAgreements.id));

/** Every country page, visible or not, in their order (the console's list). */
export const listAllCountries = (db: Db): Promise<FtaCountry[]> =>
  db.select(COUNTRY_COLUMNS).from(ftaCountryAgreements).orderBy(asc(ftaCountryAgreements.id));

/** Every country page with its content, by id (the console's list and its forms). */
export const listAllCountryRows = (db: Db): Promise<FtaCountryRow[]> =>
  db.select(COUNTRY_ROW_COLUMNS).from(ftaCountryAgreements).orderBy(asc(ftaCountryAgreements.id));

/** The visible country pages, without their content (the map and GET fta-country-agreements). */
export async function listVisibleCountries(db: Db): Promise<FtaCountry[]> {
  return (await listAllCountries(db)).filter((country) => country.visible);
}

/** The shown agreements, newest first, each with the visible pages that name it. */
export async function listShownAgreements(db: Db): Promise<Agreement[]> {
  const [agreements, countries] = await Promise.all([listAllAgreements(db), listAllCountries(db)]);
  return withPartners(shownAgreements(agreements), countries);
}

/** A visible country page with its content (clean) and its shown agreements; null otherwise. */
export async function findVisibleCountry(db: Db, id: number): Promise<FtaCountryDetail | null> {
  const [row] = await db
    .select(COUNTRY_ROW_COLUMNS)
    .from(ftaCountryAgreements)
    .where(eq(ftaCountryAgreements.id, id));
  if (!row || !row.visible) return null;
  const agreements = shownAgreements(await listAllAgreements(db));
  const named = agreements.filter((agreement) => row.agreement_ids.includes(agreement.id));
  return { ...cleanRichHtmlRow(ftaCountryAgreements, row as FtaCountryRow), agreements: named };
}
