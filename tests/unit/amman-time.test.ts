import { describe, expect, it } from 'vitest';

import { ammanDay, ammanDayEnd, ammanDayStart } from '@/lib/time/amman-day';
import { ageCutoff, isWorkingDay, workingDaysBetween } from '@/lib/time/working-days';

// 2026-11-22 is a Sunday; Amman is UTC+3.
const at = (iso: string) => new Date(iso);

describe('Amman days', () => {
  it('reads days in Amman time', () => {
    expect(ammanDay(at('2026-11-21T20:59:00Z'))).toBe('2026-11-21');
    expect(ammanDay(at('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
    expect(ammanDayStart('2026-11-22').toISOString()).toBe('2026-11-21T21:00:00.000Z');
  });

  it('starts a day at midnight in Amman (UTC+3 since 2022, UTC+2 in winter before)', () => {
    expect(ammanDayStart('2026-11-21').toISOString()).toBe('2026-11-20T21:00:00.000Z');
    expect(ammanDayEnd('2026-11-21').toISOString()).toBe('2026-11-21T21:00:00.000Z');
    expect(ammanDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(ammanDayStart('2020-01-01').toISOString()).toBe('2019-12-31T22:00:00.000Z');
    expect(ammanDayEnd('2020-01-31').toISOString()).toBe('2020-01-31T22:00:00.000Z');
  });

  it("knows today's date in Amman", () => {
    expect(ammanDay(at('2026-11-21T22:30:00Z'))).toBe('2026-11-22');
  });
});

describe('working days', () => {
  it('Friday and Saturday are off', () => {
    expect(isWorkingDay('2026-11-20')).toBe(false); // Friday
    expect(isWorkingDay('2026-11-21')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-22')).toBe(true); // Sunday
    expect(isWorkingDay('2026-11-26')).toBe(true); // Thursday
  });

  it('counts the working days begun after the day of arrival', () => {
    const sunday = at('2026-11-22T07:00:00Z');
    expect(workingDaysBetween(sunday, at('2026-11-22T20:00:00Z'))).toBe(0);
    expect(workingDaysBetween(sunday, at('2026-11-23T07:00:00Z'))).toBe(1);
    expect(workingDaysBetween(sunday, at('2026-11-25T07:00:00Z'))).toBe(3);
    // Over a weekend: Thursday → Sunday is one working day, → Tuesday three.
    const thursday = at('2026-11-26T15:00:00Z');
    expect(workingDaysBetween(thursday, at('2026-11-28T10:00:00Z'))).toBe(0);
    expect(workingDaysBetween(thursday, at('2026-11-29T10:00:00Z'))).toBe(1);
    expect(workingDaysBetween(thursday, at('2026-12-01T10:00:00Z'))).toBe(3);
    // Sent on a Friday evening, Amman time (already Saturday in Amman at 22:30 UTC).
    expect(workingDaysBetween(at('2026-11-20T22:30:00Z'), at('2026-11-22T08:00:00Z'))).toBe(1);
    // The day changes at midnight in Amman, not in UTC.
    expect(workingDaysBetween(at('2026-11-22T20:00:00Z'), at('2026-11-22T21:30:00Z'))).toBe(1);
  });

  it('gives the arrival cutoff of a minimum age, matching workingDaysBetween', () => {
    const now = at('2026-11-25T10:00:00Z'); // Wednesday
    expect(ageCutoff(0, now)).toBeNull();
    // At least 1 day old: arrived before Wednesday began in Amman.
    expect(ageCutoff(1, now)?.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    // At least 4: Wed, Tue, Mon, Sun → arrived before Sunday.
    expect(ageCutoff(4, now)?.toISOString()).toBe('2026-11-21T21:00:00.000Z');
    // At least 5: also Thursday the 19th counts (Fri and Sat skipped).
    expect(ageCutoff(5, now)?.toISOString()).toBe('2026-11-18T21:00:00.000Z');
    for (let minAge = 1; minAge <= 12; minAge += 1) {
      const cutoff = ageCutoff(minAge, now)!;
      expect(workingDaysBetween(new Date(cutoff.getTime() - 1), now)).toBeGreaterThanOrEqual(
        minAge,
      );
      expect(workingDaysBetween(cutoff, now)).toBeLessThan(minAge);
    }
  });
});
