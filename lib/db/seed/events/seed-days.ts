import { dayNumber, dayOfNumber } from '@/lib/time/amman-day';
import { isWorkingDay } from '@/lib/time/working-days';

// The seed's event days are worked out from the day the seed runs (issue 36), so a fresh start
// always has events that are over, events taking place in the next weeks and events months ahead.
// A real fair keeps its organiser's usual place in the calendar (its last edition, or its next);
// the agency's own missions, workshops and webinars are dated a number of days from the seeding
// day, on a Jordanian working day.

/** An event's first and last day ("YYYY-MM-DD"), both included. */
export type EventDays = { date_start: string; date_end: string };

/** A fair held each year (or every other year) from the same month and day, for `days` days. */
export type FairCalendar = {
  month: number;
  day: number;
  days: number;
  /** Biennial fairs are held in even or odd years only. */
  years?: 'even' | 'odd';
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number) => dayOfNumber(dayNumber(day) + count);

/** The year a day falls in. */
export const yearOfDay = (day: string) => Number(day.slice(0, 4));

const held = (fair: FairCalendar, year: number) =>
  fair.years === undefined || (year % 2 === 0) === (fair.years === 'even');

function editionOf(fair: FairCalendar, year: number): EventDays {
  const date_start = `${year}-${pad(fair.month)}-${pad(fair.day)}`;
  return { date_start, date_end: addDays(date_start, fair.days - 1) };
}

/** The editions of a fair from three years before `today`'s year to three years after. */
function editionsAround(fair: FairCalendar, today: string): EventDays[] {
  const year = yearOfDay(today);
  return [-3, -2, -1, 0, 1, 2, 3]
    .map((offset) => year + offset)
    .filter((candidate) => held(fair, candidate))
    .map((candidate) => editionOf(fair, candidate));
}

/** A fair's first edition that starts after `today`. */
export function nextEdition(fair: FairCalendar, today: string): EventDays {
  const edition = editionsAround(fair, today).find((candidate) => candidate.date_start > today);
  if (!edition) throw new Error(`No edition after ${today}`);
  return edition;
}

/** A fair's last edition that ended before `today`. */
export function lastEdition(fair: FairCalendar, today: string): EventDays {
  const edition = editionsAround(fair, today)
    .filter((candidate) => candidate.date_end < today)
    .at(-1);
  if (!edition) throw new Error(`No edition before ${today}`);
  return edition;
}

/**
 * An event of the agency's that starts `offset` days from `today` (before it when negative), moved
 * on to the next working day when that falls on a Friday or Saturday, and lasts `days` days.
 */
export function daysFromToday(today: string, offset: number, days = 1): EventDays {
  let date_start = addDays(today, offset);
  while (!isWorkingDay(date_start)) date_start = addDays(date_start, 1);
  return { date_start, date_end: addDays(date_start, days - 1) };
}
