import { normalizeText } from '@/lib/search/normalize-text';

import type { LocationType } from './constants';
import { isExpired } from './event-status';
import type { PublicEvent } from './schemas';

// part 2 "Events": filters by country, type, mode, industry and the year of date_start, plus a
// case-insensitive text search (part 2 §5) in either language; applied on the server to the
// cached list, and by GET /api/events to a fresh read.

export type EventFilters = {
  q?: string;
  country?: number;
  type?: number;
  mode?: number;
  industry?: number;
  year?: number;
  location_type?: LocationType;
};

const searchText = (event: PublicEvent) =>
  normalizeText(
    [
      event.name_eng,
      event.name_ara,
      event.description_eng,
      event.description_ara,
      event.city_eng,
      event.city_ara,
      event.venue_eng,
      event.venue_ara,
      event.country_name,
      event.country_name_ara,
    ].join('\n'),
  );

/** The events a filter keeps: every given filter must hold; the text in either language. */
export function filterEvents<T extends PublicEvent>(
  events: readonly T[],
  filters: EventFilters,
): T[] {
  const text = normalizeText(filters.q ?? '');
  return events.filter(
    (event) =>
      (filters.location_type === undefined || event.location_type === filters.location_type) &&
      (filters.country === undefined || event.country_id === filters.country) &&
      (filters.type === undefined || event.type_id === filters.type) &&
      (filters.mode === undefined || event.mode_id === filters.mode) &&
      (filters.industry === undefined || event.industry_id === filters.industry) &&
      (filters.year === undefined || yearOf(event.date_start) === filters.year) &&
      (text === '' || searchText(event).includes(text)),
  );
}

/** The year an event is filed under: its start's (part 2). */
export const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * The list's order: what is still to come or running first, soonest first; then what is over,
 * the most recent first (docs/decisions/events.md "Events").
 */
export function sortEvents<T extends PublicEvent>(events: readonly T[], today: string): T[] {
  const open = events.filter((event) => !isExpired(event, today));
  const over = events.filter((event) => isExpired(event, today));
  const byStart = (a: T, b: T) => a.date_start.localeCompare(b.date_start) || a.id - b.id;
  const byEnd = (a: T, b: T) => b.date_end.localeCompare(a.date_end) || b.id - a.id;
  return [...open.sort(byStart), ...over.sort(byEnd)];
}

/** The years the events start in, newest first (the year filter's choices). */
export const yearsOf = (events: readonly PublicEvent[]) =>
  [...new Set(events.map((event) => yearOf(event.date_start)))].sort((a, b) => b - a);

/**
 * The filters of a list view (the page's query, lib/navigation/list-views.ts). A value that is not
 * an id (or a year) matches nothing, so a mistyped address shows the empty state, not everything.
 */
export function filtersOfView(view: Record<string, string>): EventFilters {
  const number = (value: string | undefined) => {
    if (value === undefined) return undefined;
    return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : -1;
  };
  return {
    q: view.q,
    country: number(view.country),
    type: number(view.type),
    mode: number(view.mode),
    industry: number(view.industry),
    year: number(view.year),
  };
}
