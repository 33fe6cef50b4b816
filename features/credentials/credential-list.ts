import { normalizeText } from '@/lib/search/normalize-text';
import { dayNumber } from '@/lib/time/amman-day';

import { ACTIVE_CREDENTIAL_STATUS, RECENT_CREDENTIAL_DAYS } from './constants';
import type { Credential } from './schemas';

// part 2 "Credentials": filters by type, country and year (the year compared as text), "recent"
// within the last 30 days, status 1 active; applied on the server to the cached list.

export type CredentialFilters = { type?: number; country?: number; year?: string };

/** part 2 / part 3 §9: dated today or in the 30 days before (a future date is not recent). */
export function isRecentCredential(date: string, today: string): boolean {
  const age = dayNumber(today) - dayNumber(date);
  return age >= 0 && age <= RECENT_CREDENTIAL_DAYS;
}

export const isActiveCredential = (credential: { status: number }) =>
  credential.status === ACTIVE_CREDENTIAL_STATUS;

/** Newest first: by date, then the newer record. */
export const newestFirst = <T extends { date: string; id: number }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

/** The year as the filter compares it: the date's first four characters, as text. */
export const yearOf = (date: string) => date.slice(0, 4);

/** The credentials a filter keeps: every given filter must hold; the year as text (part 3 §9). */
export function filterCredentials<T extends Pick<Credential, 'type' | 'country_id' | 'date'>>(
  credentials: readonly T[],
  filters: CredentialFilters,
): T[] {
  return credentials.filter(
    (credential) =>
      (filters.type === undefined || credential.type === filters.type) &&
      (filters.country === undefined || credential.country_id === filters.country) &&
      (filters.year === undefined || yearOf(credential.date) === filters.year),
  );
}

/** The console's text search: both names and both issuers, however they were typed. */
export function searchCredentials<T extends Credential>(
  credentials: readonly T[],
  q?: string,
): T[] {
  const text = normalizeText(q ?? '');
  if (text === '') return [...credentials];
  return credentials.filter((credential) =>
    normalizeText(
      [
        credential.name_eng,
        credential.name_ara,
        credential.issuer_eng,
        credential.issuer_ara,
        credential.country_name_eng,
        credential.country_name_ara,
      ].join('\n'),
    ).includes(text),
  );
}

/**
 * The filters of a list view (the page's query, lib/navigation/list-views.ts). A type or country
 * that is not an id matches nothing, so a mistyped address shows the empty state, not everything.
 */
export function filtersOfView(view: Record<string, string>): CredentialFilters {
  const id = (value: string | undefined) => {
    if (value === undefined) return undefined;
    return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : -1;
  };
  return { type: id(view.type), country: id(view.country), year: view.year };
}

/** The years the list's dates hold, newest first (the year filter's choices). */
export const yearsOf = (credentials: readonly { date: string }[]): string[] =>
  [...new Set(credentials.map((credential) => yearOf(credential.date)))].sort().reverse();
