import { ALPHA2_CODES } from '@/lib/geo/country-codes';
import { hsCodeOf, hsDigitsOf } from '@/lib/hs/hs-code';
import type { ListView } from '@/lib/navigation/list-views';

// The market-access entry page's query (issue 37), `/market-access?hs=…&country=…`: what its form
// sent, read as the API reads it. A code and a country that check out go on to their page; the
// rest is said back to the visitor with the form filled as it was sent.

export type CodeProblem = 'missing' | 'words' | 'notCode';
export type CountryProblem = 'missing' | 'invalid' | 'jordan';

export type EntryRequest =
  | { state: 'start' }
  | {
      state: 'check';
      hs: string;
      country: string;
      /** The nomenclature's code the text names, when it names one. */
      code: string | null;
      codeProblem: CodeProblem | null;
      countryProblem: CountryProblem | null;
    };

const KNOWN = new Set(ALPHA2_CODES);

function countryProblemOf(country: string): CountryProblem | null {
  if (country === '') return 'missing';
  if (!/^[A-Z]{2}$/.test(country) || !KNOWN.has(country)) return 'invalid';
  return country === 'JO' ? 'jordan' : null;
}

export function entryRequestOf(view: ListView): EntryRequest {
  const hs = (view.hs ?? '').trim();
  const country = (view.country ?? '').trim().toUpperCase();
  if (hs === '' && country === '') return { state: 'start' };
  const digits = hs === '' ? null : hsDigitsOf(hs);
  const code = digits === null ? null : hsCodeOf(digits);
  const codeProblem: CodeProblem | null =
    hs === '' ? 'missing' : code !== null ? null : digits === null ? 'words' : 'notCode';
  return {
    state: 'check',
    hs,
    country,
    code,
    codeProblem,
    countryProblem: countryProblemOf(country),
  };
}

/** The entry page's address for a code and a country: it goes on to their page when both hold. */
export const entryHref = (path: string, hs: string, country: string) =>
  `${path}?${new URLSearchParams({ hs, country }).toString()}`;
