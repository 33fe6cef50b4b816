import { describe, expect, it } from 'vitest';

import { scopeOverlaps } from '@/features/market-access/duty-fact-scope';
import {
  additionalDutiesOf,
  type DutyFactRow,
  factDutyOf,
} from '@/features/market-access/duty-facts';
import { factsToReview, type DatedFact } from '@/features/market-access/fact-review';
import { dutyFactsSeed } from '@/lib/db/seed/agreements/duty-facts';

// Issue 57: the duties the United States charges outside the FTA (Section 232), shown wherever
// they reach the code asked and never taken for the preference; and the facts due to be checked
// again. Read against the seeded facts themselves (data/agreement-facts/*.json), so a change to
// the data that hides a measure fails here.

const US_FTA = 2;
const seeded: DutyFactRow[] = dutyFactsSeed().map((row) => ({
  id: row.id!,
  agreement_id: row.agreement_id,
  partners: row.partners ?? [],
  scope_kind: row.scope_kind ?? 'all',
  scope_from: row.scope_from ?? null,
  scope_to: row.scope_to ?? null,
  except_codes: row.except_codes ?? [],
  duty_kind: row.duty_kind,
  text_en: row.text_en ?? '',
  text_ar: row.text_ar ?? '',
  tariff_name: row.tariff_name ?? '',
  tariff_url: row.tariff_url ?? '',
  since: row.since ?? null,
  sample: row.sample ?? false,
  source_name_en: row.source_name_en ?? '',
  source_name_ar: row.source_name_ar ?? '',
  source_url: row.source_url ?? '',
  source_date: row.source_date ?? null,
  checked_on: row.checked_on ?? null,
  review_by: row.review_by ?? null,
}));
const us = seeded.filter((row) => row.agreement_id === US_FTA);

describe('scopeOverlaps: a measure reaches any part of the code asked', () => {
  const steel = { kind: 'codes' as const, from: '720610', to: '730690', except: ['7303'] };
  it('reaches a subheading inside, a heading and a chapter that hold some of it', () => {
    expect(scopeOverlaps(steel, '720851')).toBe(true);
    expect(scopeOverlaps(steel, '7208')).toBe(true);
    expect(scopeOverlaps(steel, '72')).toBe(true);
    expect(scopeOverlaps(steel, '73')).toBe(true);
  });
  it('leaves out what lies outside, and an exception that holds the whole code', () => {
    expect(scopeOverlaps(steel, '7307')).toBe(false);
    expect(scopeOverlaps(steel, '7303')).toBe(false);
    expect(scopeOverlaps(steel, '730300')).toBe(false);
    expect(scopeOverlaps(steel, '7204')).toBe(false);
    expect(scopeOverlaps({ kind: 'all', from: null, to: null, except: [] }, '0101')).toBe(true);
  });
});

describe('the U.S. duties outside the FTA, from the seeded data', () => {
  it('charges aluminium of 76.04 the Section 232 50 %, beside the FTA’s free preference', () => {
    const preference = factDutyOf('7604', 'US', us);
    expect(preference).toMatchObject({ kind: 'free', basis: 'agreement_scope' });
    const extra = additionalDutiesOf('7604', 'US', us);
    expect(extra).toHaveLength(1);
    expect(extra[0]).toMatchObject({
      kind: 'additional',
      partial: false,
      since: '2025-06-04',
      source: {
        url: 'https://www.govinfo.gov/content/pkg/FR-2025-06-09/html/2025-10524.htm',
        date: '2025-06-03',
        checked_on: '2026-11-27',
        review_by: '2026-12-27',
      },
    });
    expect(extra[0]!.text_en).toMatch(/50 %/);
    expect(extra[0]!.text_ar).toMatch(/٥٠٪/);
  });

  it('finds the steel, aluminium and copper measures on their lines, and none elsewhere', () => {
    const kinds = (code: string) =>
      additionalDutiesOf(code, 'US', us).map((d) => d.text_en.slice(0, 30));
    expect(kinds('720851')).toEqual([expect.stringContaining('steel')]);
    expect(kinds('7306')).toEqual([expect.stringContaining('steel')]);
    expect(kinds('7601')).toEqual([expect.stringContaining('aluminium')]);
    expect(kinds('761699')).toEqual([expect.stringContaining('aluminium')]);
    expect(kinds('7408')).toEqual([expect.stringContaining('copper')]);
    for (const code of ['1509', '6109', '3304', '7303', '7602', '7404', '8544']) {
      expect(kinds(code), code).toEqual([]);
    }
  });

  it('marks a measure that reaches only part of the code asked', () => {
    const [steel] = additionalDutiesOf('72', 'US', us);
    expect(steel).toMatchObject({ partial: true, scope: { kind: 'codes', from: '720610' } });
    expect(additionalDutiesOf('76', 'US', us).every((duty) => duty.partial)).toBe(true);
  });

  it('belongs to the U.S. agreement alone, and is never taken for the preference', () => {
    const additional = seeded.filter((row) => row.duty_kind === 'additional');
    expect(additional.length).toBeGreaterThanOrEqual(4);
    expect(additional.every((row) => row.agreement_id === US_FTA)).toBe(true);
    for (const code of ['7604', '7208', '7408']) {
      expect(factDutyOf(code, 'US', us)?.kind).toBe('free');
    }
  });

  it('dates every seeded fact: checked on, and to be checked again by', () => {
    for (const row of seeded) {
      expect(row.checked_on, String(row.id)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.review_by! > row.checked_on!, String(row.id)).toBe(true);
    }
  });
});

describe('factsToReview: the facts past their review date, then the undated', () => {
  const fact = (over: Partial<DatedFact>): DatedFact => ({
    kind: 'duty_fact',
    id: 1,
    agreement_id: 2,
    title_en: 'US',
    title_ar: 'US',
    label: 'x',
    checked_on: '2026-01-01',
    review_by: '2026-06-01',
    ...over,
  });
  it('lists the overdue (most overdue first), then the undated, and not the current', () => {
    const due = factsToReview(
      [
        fact({ id: 1, review_by: '2026-11-01' }),
        fact({ id: 2, review_by: null, checked_on: null }),
        fact({ id: 3, review_by: '2026-12-27' }),
        fact({ id: 4, review_by: '2026-10-01' }),
        fact({ id: 5, review_by: '2026-11-27' }),
      ],
      '2026-11-27',
    );
    expect(due.map((item) => [item.id, item.state])).toEqual([
      [4, 'overdue'],
      [1, 'overdue'],
      [2, 'undated'],
    ]);
  });
});
