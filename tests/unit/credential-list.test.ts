import { describe, expect, it } from 'vitest';

import {
  filterCredentials,
  filtersOfView,
  isActiveCredential,
  isRecentCredential,
  newestFirst,
  yearsOf,
} from '@/features/credentials/credential-list';

// part 2 "Credentials" and part 3 §9: recent within 30 days, the year compared as text, status 1
// active; the filters of a list view.

const row = (id: number, date: string, type = 1, country_id = 400) => ({
  id,
  date,
  type,
  country_id,
});

describe('isRecentCredential', () => {
  it('is recent from the day itself to 30 days after, in Amman days', () => {
    expect(isRecentCredential('2026-11-21', '2026-11-21')).toBe(true);
    expect(isRecentCredential('2026-10-22', '2026-11-21')).toBe(true);
    expect(isRecentCredential('2026-10-21', '2026-11-21')).toBe(false);
    expect(isRecentCredential('2026-11-22', '2026-11-21')).toBe(false);
  });
});

describe('filterCredentials', () => {
  const rows = [
    row(1, '2024-03-12', 1, 784),
    row(2, '2023-11-05', 2, 682),
    row(3, '2024-06-18', 1, 368),
  ];

  it('keeps what every given filter holds', () => {
    expect(filterCredentials(rows, {}).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(filterCredentials(rows, { type: 1 }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterCredentials(rows, { country: 682 }).map((r) => r.id)).toEqual([2]);
    expect(
      filterCredentials(rows, { type: 1, year: '2024', country: 368 }).map((r) => r.id),
    ).toEqual([3]);
  });

  it('compares the year as text (part 3 §9)', () => {
    expect(filterCredentials(rows, { year: '2024' }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterCredentials(rows, { year: '24' })).toEqual([]);
    expect(filterCredentials(rows, { year: '2024.0' })).toEqual([]);
    expect(filterCredentials(rows, { year: '٢٠٢٤' })).toEqual([]);
  });
});

describe('filtersOfView', () => {
  it('reads ids, and makes a value that is not one match nothing', () => {
    expect(filtersOfView({ type: '2', country: '400', year: '2025' })).toEqual({
      type: 2,
      country: 400,
      year: '2025',
    });
    expect(filtersOfView({ type: 'abc' }).type).toBe(-1);
    expect(filtersOfView({}).type).toBeUndefined();
  });
});

describe('the list order and choices', () => {
  it('puts the newest first, the newer record first on one day', () => {
    const rows = [row(1, '2024-01-01'), row(2, '2025-01-01'), row(3, '2024-01-01')];
    expect(newestFirst(rows).map((r) => r.id)).toEqual([2, 3, 1]);
  });

  it('offers each year once, newest first', () => {
    expect(yearsOf([row(1, '2024-01-01'), row(2, '2025-05-01'), row(3, '2024-09-09')])).toEqual([
      '2025',
      '2024',
    ]);
  });

  it('is active with status 1 only', () => {
    expect(isActiveCredential({ status: 1 })).toBe(true);
    expect(isActiveCredential({ status: 0 })).toBe(false);
    expect(isActiveCredential({ status: 2 })).toBe(false);
  });
});
