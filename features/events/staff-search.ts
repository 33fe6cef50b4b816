import { normalizeText } from '@/lib/search/normalize-text';

import { LOCATION_TYPES, type EventScope } from './constants';
import type { StaffEvent } from './schemas';

// The console's list of events (issue 27): the text in either language (name, description, place)
// and the kind, as GET /api/staff/events and /admin/events both filter.

export function staffEventMatches(event: StaffEvent, query: { q?: string; scope?: EventScope }) {
  if (query.scope && event.location_type !== LOCATION_TYPES[query.scope]) return false;
  const text = normalizeText(query.q ?? '');
  if (text === '') return true;
  return normalizeText(
    [
      event.name_eng,
      event.name_ara,
      event.description_eng,
      event.description_ara,
      event.city_eng,
      event.city_ara,
      event.country_name,
      event.country_name_ara,
    ].join('\n'),
  ).includes(text);
}
