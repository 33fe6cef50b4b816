import 'server-only';
import { asc, eq } from 'drizzle-orm';

import { cleanRichHtmlRow } from '@/lib/db/rich-html';
import { ftaCountryAgreements, tradeAgreements } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { shownAgreements, withPartners } from '../agreement-list';
import type {
  Agreement,
  FtaCountry,
  FtaCountryDetail,
  FtaCountryRow,
  TradeAgreement,
} from '../schemas';

// part 2 §7 fta-country-agreements, fta-country-agreements-by-id/{id}; part 3 §7
// /api/free-trade-agreements.

export const AGREEMENT_COLUMNS = {
  id: tradeAgreements.id,
  title_eng: tradeAgreements.title_eng,
  title_ara: tradeAgreements.title_ara,
  summary_eng: tradeAgreements.summary_eng,
  summary_ara: tradeAgreements.summary_ara,
  covers_eng: tradeAgreements.covers_eng,
  covers_ara: tradeAgreements.covers_ara,
  signed_on: tradeAgreements.signed_on,
  in_force_on: tradeAgreements.in_force_on,
  link: tradeAgreements.link,
  status: tradeAgreements.status,
  legal_status: tradeAgreements.legal_status,
  version: tradeAgreements.version,
};

export const COUNTRY_COLUMNS = {
  id: ftaCountryAgreements.id,
  country_code: ftaCountryAgreements.country_code,
  visible: ftaCountryAgreements.visible,
  title_eng: ftaCountryAgreements.title_eng,
  title_ara: ftaCountryAgreements.title_ara,
  subtitle_eng: ftaCountryAgreements.subtitle_eng,
  subtitle_ara: ftaCountryAgreements.subtitle_ara,
  sub_subtitle_eng: ftaCountryAgreements.sub_subtitle_eng,
  sub_subtitle_ara: ftaCountryAgreements.sub_subtitle_ara,
  image: ftaCountryAgreements.image,
  url: ftaCountryAgreements.url,
  keywords: ftaCountryAgreements.keywords,
  keywords_ara: ftaCountryAgreements.keywords_ara,
  agreement_ids: ftaCountryAgreements.agreement_ids,
  version: ftaCountryAgreements.version,
};

export const COUNTRY_ROW_COLUMNS = {
  ...COUNTRY_COLUMNS,
  content_eng: ftaCountryAgreements.content_eng,
  content_ara: ftaCountryAgreements.content_ara,
};

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
