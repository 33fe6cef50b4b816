import { eventsSeedFor } from '../lib/db/seed/events/events-seed';
import { ammanDay } from '../lib/time/amman-day';

// The e2e server seeds a fresh database as it starts, and the seed dates its events from that day
// (issue 36): the journeys work the same events out for today, never a fixed date.

const events = eventsSeedFor(ammanDay(new Date()));

/** A seed event as the fresh database has it: its names, days and year. */
export function seededEvent(id: number) {
  const event = events.find((candidate) => candidate.id === id);
  if (!event) throw new Error(`No seed event ${id}`);
  const { name_eng = '', name_ara = '', date_start } = event;
  return { id, name_eng, name_ara, date_start, year: Number(date_start.slice(0, 4)) };
}

/** The next Gulfood's national pavilion: to come, registration open (id 9). */
export const NEXT_GULFOOD = seededEvent(9);
/** The last Gulfood's national pavilion: over (id 1). */
export const LAST_GULFOOD = seededEvent(1);
