import { describe, expect, it } from 'vitest';

import { formatDateTime, formatTimestamp, parseTimestamp } from '@/lib/i18n/format-date';

describe('formatTimestamp (part 3 §3: date plus time without fractional seconds)', () => {
  it('keeps a local time and drops its fraction', () => {
    expect(formatTimestamp('2026-03-02 10:11:12')).toBe('2026-03-02 10:11:12');
    expect(formatTimestamp('2026-03-02 10:11:12.345678')).toBe('2026-03-02 10:11:12');
    expect(formatTimestamp('2026-03-02T10:11')).toBe('2026-03-02 10:11:00');
    expect(formatTimestamp('2026-03-02')).toBe('2026-03-02');
  });

  it('shows a time with a zone in Amman time', () => {
    expect(formatTimestamp('2026-03-02T07:11:12.5Z')).toBe('2026-03-02 10:11:12');
    expect(formatTimestamp('2026-03-02 07:11:12.123456+00')).toBe('2026-03-02 10:11:12');
    expect(formatTimestamp('2026-03-02T10:11:12+03:00')).toBe('2026-03-02 10:11:12');
  });

  it('keeps text it cannot read', () => {
    expect(formatTimestamp('yesterday')).toBe('yesterday');
  });
});

describe('formatTimestamp of stored instants (PostgreSQL, ISO 8601)', () => {
  it.each([
    ['2026-11-21 09:00:00.123456+00', '2026-11-21 12:00:00'],
    ['2026-11-21 09:00:00+00', '2026-11-21 12:00:00'],
    ['2026-11-21T23:30:59.999Z', '2026-11-22 02:30:59'],
    ['2026-11-21 09:00:00+05:30', '2026-11-21 06:30:00'],
    // Before Jordan kept summer time all year (October 2022), winter was UTC+2.
    ['2020-01-15 10:00:00+00', '2020-01-15 12:00:00'],
  ])('%s → %s', (value, expected) => {
    expect(formatTimestamp(value)).toBe(expected);
  });

  it('shows a Date in Amman time', () => {
    expect(formatTimestamp(new Date('2026-11-21T23:30:59.999Z'))).toBe('2026-11-22 02:30:59');
  });

  it('gives back a value it cannot read', () => {
    expect(formatTimestamp('not a date')).toBe('not a date');
  });

  it('reads PostgreSQL timestamps as the same instant as ISO', () => {
    expect(parseTimestamp('2026-11-21 09:00:00.123456+00').toISOString()).toBe(
      '2026-11-21T09:00:00.123Z',
    );
  });
});

describe('formatDateTime (issue 11: dates and times in the page’s language)', () => {
  it('writes the API’s Amman timestamp as English and Arabic write a date and time', () => {
    expect(formatDateTime('2026-11-22 11:05:46', 'en')).toMatch(/^Nov 22, 2026, 11:05:46\sAM$/);
    expect(formatDateTime('2026-11-22 11:05:46', 'ar')).toBe('٢٢ تشرين الثاني ٢٠٢٦، ١١:٠٥:٤٦ ص');
  });

  it('shows an instant in Amman time and keeps text that is no timestamp', () => {
    expect(formatDateTime('2026-11-22T08:05:46.123Z', 'en')).toMatch(
      /^Nov 22, 2026, 11:05:46\sAM$/,
    );
    expect(formatDateTime('not a date', 'ar')).toBe('not a date');
  });
});
