import { describe, expect, it } from 'vitest';

import {
  clampPage,
  ENQUIRIES_PAGE_SIZE,
  filterEnquiries,
  matchesStatusText,
  pageOf,
  toggleStatus,
  typeNameOf,
} from '@/features/enquiries/filter-user-enquiries';

const row = (id: number, code: number, en: string, ar: string) => ({
  id,
  status: { iid: code },
  status_name: en,
  status_name_ara: ar,
});

const rows = [
  row(1, 10, 'New', 'جديد'),
  row(2, 30, 'Pending', 'قيد الانتظار'),
  row(3, 10, 'New', 'جديد'),
  row(4, 60, 'Closed', 'مغلق'),
];

describe('status search (part 3 "User enquiries")', () => {
  it('matches the status name in either language, case-insensitive and trimmed', () => {
    expect(matchesStatusText(rows[1]!, '  PEND ')).toBe(true);
    expect(matchesStatusText(rows[1]!, 'الانتظار')).toBe(true);
    expect(matchesStatusText(rows[0]!, 'closed')).toBe(false);
    expect(matchesStatusText(rows[0]!, '   ')).toBe(true);
  });

  it('combines the pressed chips with the search text', () => {
    expect(filterEnquiries(rows, { statuses: [], query: '' }).map((r) => r.id)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(filterEnquiries(rows, { statuses: [10], query: '' }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterEnquiries(rows, { statuses: [10, 60], query: '' }).map((r) => r.id)).toEqual([
      1, 3, 4,
    ]);
    expect(filterEnquiries(rows, { statuses: [10, 60], query: 'clo' }).map((r) => r.id)).toEqual([
      4,
    ]);
    expect(filterEnquiries(rows, { statuses: [20], query: '' })).toEqual([]);
  });

  it('toggles a chip on and off', () => {
    expect(toggleStatus([], 20)).toEqual([20]);
    expect(toggleStatus([20, 30], 20)).toEqual([30]);
  });
});

describe('paging by 10 rows (part 3 §9)', () => {
  const many = Array.from({ length: 23 }, (_, index) => index + 1);

  it('cuts pages of ten', () => {
    expect(ENQUIRIES_PAGE_SIZE).toBe(10);
    expect(pageOf(many, 0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(many, 2)).toEqual([21, 22, 23]);
    expect(pageOf(many, 3)).toEqual([]);
  });

  it('moves back to the last page that still exists', () => {
    expect(clampPage(2, 23)).toBe(2);
    expect(clampPage(2, 11)).toBe(1);
    expect(clampPage(5, 0)).toBe(0);
    expect(clampPage(-1, 30)).toBe(0);
  });
});

describe('typeNameOf', () => {
  it('names the type in the page language, falling back to English', () => {
    const enquiry = { type_name: 'Other Enquiries', type_name_ara: 'استفسارات أخرى' };
    expect(typeNameOf(enquiry, 'en')).toBe('Other Enquiries');
    expect(typeNameOf(enquiry, 'ar')).toBe('استفسارات أخرى');
    expect(typeNameOf({ ...enquiry, type_name_ara: '' }, 'ar')).toBe('Other Enquiries');
  });
});
