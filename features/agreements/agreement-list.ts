import { normalizeText } from '@/lib/search/normalize-text';

import { VISIBLE_AGREEMENT_STATUS } from './constants';
import type { Agreement, FtaCountry, Partner, TradeAgreement } from './schemas';

// part 3 "Client processing": free trade agreements keep only status 1, newest first; part 3 §5:
// the search is a case-insensitive pattern against the title (either language, normalised).

export const isShownAgreement = (agreement: { status: number }) =>
  agreement.status === VISIBLE_AGREEMENT_STATUS;

/** The day an agreement dates from: in force, else signed; '' when neither is known. */
const dayOf = (agreement: Pick<TradeAgreement, 'in_force_on' | 'signed_on'>) =>
  agreement.in_force_on ?? agreement.signed_on ?? '';

/** Newest first: by the day it entered into force (or was signed), then the newer record. */
export const newestFirst = <T extends TradeAgreement>(agreements: readonly T[]): T[] =>
  [...agreements].sort((a, b) => dayOf(b).localeCompare(dayOf(a)) || b.id - a.id);

/** The shown agreements, newest first (what the public sees). */
export const shownAgreements = <T extends TradeAgreement>(agreements: readonly T[]): T[] =>
  newestFirst(agreements.filter(isShownAgreement));

/** part 3 §5: the agreements whose title holds the text, in either language. */
export function searchAgreements<T extends TradeAgreement>(
  agreements: readonly T[],
  search?: string,
): T[] {
  const text = normalizeText(search ?? '');
  if (text === '') return [...agreements];
  return agreements.filter((agreement) =>
    normalizeText(`${agreement.title_eng}\n${agreement.title_ara}`).includes(text),
  );
}

/** Each agreement with the visible country pages that name it, in the pages' order. */
export function withPartners(agreements: TradeAgreement[], countries: FtaCountry[]): Agreement[] {
  const visible = countries.filter((country) => country.visible);
  return agreements.map((agreement) => ({
    ...agreement,
    partners: visible
      .filter((country) => country.agreement_ids.includes(agreement.id))
      .map((country): Partner => ({
        id: country.id,
        country_code: country.country_code,
        title_eng: country.title_eng,
        title_ara: country.title_ara,
      })),
  }));
}

/**
 * The country pages the map colours and lists: visible, naming at least one shown agreement
 * (part 2: "countries with a visible agreement").
 */
export function mappedCountries<T extends FtaCountry>(
  countries: readonly T[],
  agreements: readonly TradeAgreement[],
): T[] {
  const shown = new Set(agreements.filter(isShownAgreement).map((agreement) => agreement.id));
  return countries.filter(
    (country) => country.visible && country.agreement_ids.some((id) => shown.has(id)),
  );
}
