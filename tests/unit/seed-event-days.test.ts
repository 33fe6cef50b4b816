import { describe, expect, it } from 'vitest';

import { LOCATION_TYPES } from '@/features/events/constants';
import { isExpired, isUpcoming } from '@/features/events/event-status';
import { eventsSeedFor } from '@/lib/db/seed/events/events-seed';
import {
  addDays,
  daysFromToday,
  lastEdition,
  nextEdition,
  type FairCalendar,
} from '@/lib/db/seed/events/seed-days';
import { isWorkingDay } from '@/lib/time/working-days';

// Issue 36: the seed's events are dated from the day the seed runs, so a fresh start always has
// events over and events to come, international and local.

const FAIR: FairCalendar = { month: 1, day: 26, days: 5 };
const EVEN_YEARS: FairCalendar = { month: 10, day: 17, days: 5, years: 'even' };

describe('the seed’s days', () => {
  it.each([
    ['2026-11-21', 10, '2026-12-01'],
    ['2026-12-30', 3, '2027-01-02'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %i days is %s', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });

  it.each([
    ['2026-11-21', '2027-01-26', '2027-01-30'],
    ['2027-01-25', '2027-01-26', '2027-01-30'],
    // On its first day the edition is running: the next one is a year on.
    ['2027-01-26', '2028-01-26', '2028-01-30'],
  ])('on %s the next edition of a fair runs from %s to %s', (today, start, end) => {
    expect(nextEdition(FAIR, today)).toEqual({ date_start: start, date_end: end });
  });

  it.each([
    ['2026-11-21', '2026-01-26'],
    ['2027-01-31', '2027-01-26'],
    // On its last day it is still running: the last edition over is the year before.
    ['2027-01-30', '2026-01-26'],
  ])('on %s the last edition over started on %s', (today, start) => {
    expect(lastEdition(FAIR, today).date_start).toBe(start);
  });

  it('keeps a biennial fair to its years', () => {
    expect(nextEdition(EVEN_YEARS, '2026-11-21').date_start).toBe('2028-10-17');
    expect(lastEdition(EVEN_YEARS, '2027-06-01').date_start).toBe('2026-10-17');
    expect(lastEdition(EVEN_YEARS, '2026-10-22').date_start).toBe('2026-10-17');
  });

  it('starts the agency’s own events on a Jordanian working day', () => {
    // 2026-11-27 is a Friday: the event moves on to Sunday.
    expect(daysFromToday('2026-11-21', 6)).toEqual({
      date_start: '2026-11-29',
      date_end: '2026-11-29',
    });
    expect(daysFromToday('2026-11-21', 2, 4)).toEqual({
      date_start: '2026-11-23',
      date_end: '2026-11-26',
    });
    expect(daysFromToday('2026-11-21', -30).date_start).toBe('2026-10-22');
  });
});

describe('the seed’s events, whatever the day it runs', () => {
  // Every day of three years, leap day included.
  const days = Array.from({ length: 3 * 366 }, (_, index) => addDays('2026-01-01', index));

  it.each(days.filter((_, index) => index % 7 === 0))(
    'seeded on %s: events over and events to come, soon and later, abroad and at home',
    (today) => {
      const published = eventsSeedFor(today).filter((event) => event.published !== 0);
      expect(published).toHaveLength(26);
      for (const kind of Object.values(LOCATION_TYPES)) {
        const ofKind = published.filter((event) => event.location_type === kind);
        expect(ofKind.filter((event) => isExpired(event, today)).length).toBeGreaterThanOrEqual(3);
        expect(ofKind.filter((event) => isUpcoming(event, today)).length).toBeGreaterThanOrEqual(5);
        // Something in the next four weeks, and something months ahead.
        expect(
          ofKind.some(
            (event) => isUpcoming(event, today) && event.date_start <= addDays(today, 28),
          ),
        ).toBe(true);
        expect(ofKind.some((event) => event.date_start > addDays(today, 90))).toBe(true);
      }
    },
  );

  it('keeps each event’s part: the same ones over, the others to come, Gulfood’s next open', () => {
    const over = [1, 2, 3, 4, 19, 20, 21];
    for (const today of days) {
      const events = eventsSeedFor(today);
      expect(events.filter((event) => isExpired(event, today)).map((event) => event.id)).toEqual(
        over,
      );
      const toCome = events.filter((event) => !over.includes(event.id ?? 0));
      expect(toCome.every((event) => isUpcoming(event, today))).toBe(true);
      expect(events.every((event) => event.date_end >= event.date_start)).toBe(true);
      const gulfood = events.find((event) => event.id === 9)!;
      expect(gulfood.status).toBe(1);
      expect(gulfood.name_eng).toBe(
        `Gulfood ${gulfood.date_start.slice(0, 4)}: Jordan national pavilion`,
      );
    }
  });

  it('names a fair by the year of its edition, in both languages (Arabic-Indic digits in Arabic)', () => {
    const events = eventsSeedFor('2026-11-21');
    const named = (id: number) => events.find((event) => event.id === id)!;
    expect([named(1).name_eng, named(1).name_ara]).toEqual([
      'Gulfood 2026: Jordan national pavilion',
      'معرض جلفود ٢٠٢٦: الجناح الوطني الأردني',
    ]);
    expect(named(9).name_ara).toBe('معرض جلفود ٢٠٢٧: الجناح الوطني الأردني');
    expect(named(17)).toMatchObject({ name_eng: 'Anuga 2027', date_start: '2027-10-09' });
    expect(named(3)).toMatchObject({ name_eng: 'SIAL Paris 2026', date_start: '2026-10-17' });
  });

  it('dates the workshops and webinars at home on working days', () => {
    for (const today of days.slice(0, 60)) {
      const local = eventsSeedFor(today).filter((event) => event.location_type === 'Local event');
      expect(local.every((event) => isWorkingDay(event.date_start))).toBe(true);
    }
  });
});
