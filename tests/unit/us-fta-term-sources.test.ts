import { describe, expect, it } from 'vitest';

import { US_TEXTILE_RULE, US_VALUE_CAP } from '@/features/market-access/us-fta-terms';

// Issue 57: every source of the Jordan–US FTA's own terms (the 15 % cap, the textile rule) says
// the day it was checked and the day by which it must be checked again; the day a page was read
// is never shown as the page's own date.

const SOURCES = [...US_VALUE_CAP.sources, ...US_TEXTILE_RULE.sources];

describe('the Jordan–US FTA terms’ sources', () => {
  it.each(SOURCES.map((source) => [source.name_en, source] as const))(
    '%s carries its checked-on and review-by days',
    (_name, source) => {
      expect(source.checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.review_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.review_by! > source.checked_on!).toBe(true);
      expect(source.date).not.toBe(source.checked_on);
    },
  );
});
