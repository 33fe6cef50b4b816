import { normalizeText } from '@/lib/search/normalize-text';

import { BARRIER_STATUSES, type BarrierStatus } from './constants';
import type { PublicBarrier } from './schemas';

// Issue 39 part 3: the public register's filters (country, sector, status, text in either
// language), applied to the cached list by the pages and by GET /api/trade-barriers.

export type BarrierFilters = {
  q?: string;
  country?: number;
  sector?: number;
  /** A status (an unknown one matches nothing). */
  status?: BarrierStatus | string;
};

const searchText = (entry: PublicBarrier) =>
  normalizeText(
    [
      entry.title_eng,
      entry.title_ara,
      entry.summary_eng,
      entry.summary_ara,
      entry.country_eng,
      entry.country_ara,
      entry.industry_eng,
      entry.industry_ara,
      entry.barrier_type_eng,
      entry.barrier_type_ara,
      entry.hs_codes.join(' '),
    ].join('\n'),
  );

/** Issue 45: an entry applies in its country, or in every member of its bloc. */
const appliesIn = (entry: PublicBarrier, country: number) =>
  entry.country_id === country || entry.bloc_countries.some((member) => member.id === country);

/** The entries every given filter keeps. */
export function filterBarriers<T extends PublicBarrier>(
  entries: readonly T[],
  filters: BarrierFilters,
): T[] {
  const text = normalizeText(filters.q ?? '');
  return entries.filter(
    (entry) =>
      (filters.country === undefined || appliesIn(entry, filters.country)) &&
      (filters.sector === undefined || entry.industry_id === filters.sector) &&
      (filters.status === undefined || entry.status === filters.status) &&
      (text === '' || searchText(entry).includes(text)),
  );
}

/** The list's order: the latest status date first, then the newest entry. */
export const sortBarriers = <T extends PublicBarrier>(entries: readonly T[]): T[] =>
  [...entries].sort((a, b) => b.status_date.localeCompare(a.status_date) || b.id - a.id);

/**
 * The filters of a list view (the page's query). A value that is not an id or a status matches
 * nothing, so a mistyped address shows the empty state, not everything.
 */
export function filtersOfView(view: Record<string, string>): BarrierFilters {
  const number = (value: string | undefined) => {
    if (value === undefined) return undefined;
    return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : -1;
  };
  return {
    q: view.q,
    country: number(view.country),
    sector: number(view.sector),
    status: view.status,
  };
}

/** A status the register knows. */
export const isBarrierStatus = (value: string | undefined): value is BarrierStatus =>
  (BARRIER_STATUSES as readonly string[]).includes(value ?? '');

type Named = { id: number; name_eng: string; name_ara: string };

/** The countries (a bloc's members among them) and sectors the published entries name: the filter form's choices. */
export function barrierChoicesOf(entries: readonly PublicBarrier[]) {
  const countries = new Map<number, Named>();
  const sectors = new Map<number, Named>();
  for (const entry of entries) {
    if (entry.country_id !== null) {
      countries.set(entry.country_id, {
        id: entry.country_id,
        name_eng: entry.country_eng,
        name_ara: entry.country_ara,
      });
    }
    // Issue 45: a bloc's entry offers each member country (the bloc itself is no country id).
    for (const member of entry.bloc_countries) countries.set(member.id, member);
    if (entry.industry_id !== null) {
      sectors.set(entry.industry_id, {
        id: entry.industry_id,
        name_eng: entry.industry_eng,
        name_ara: entry.industry_ara,
      });
    }
  }
  return { countries: [...countries.values()], sectors: [...sectors.values()] };
}
