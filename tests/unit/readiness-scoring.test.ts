import { describe, expect, it } from 'vitest';

import { roundTo2, scoreReadiness, type ScoredAnswer } from '@/features/enquiries/score-readiness';

const answer = (points: number, section: string): ScoredAnswer => ({
  points,
  section_eng: section,
  section_ara: `ع ${section}`,
});

describe('roundTo2 (part 2 §9: 2 decimals)', () => {
  it('rounds half away from zero, including values stored just below the half', () => {
    expect(roundTo2(2.345)).toBe(2.35);
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(2.5)).toBe(2.5);
    expect(roundTo2(-2.345)).toBe(-2.35);
  });

  it('cuts repeating decimals to two places', () => {
    expect(roundTo2(10 / 3)).toBe(3.33);
    expect(roundTo2(11 / 3)).toBe(3.67);
    expect(roundTo2(4)).toBe(4);
  });

  it('handles tiny and huge numbers written with an exponent', () => {
    expect(roundTo2(1e-7)).toBe(0);
    expect(roundTo2(1.2345e21)).toBe(1.2345e21);
    expect(Object.is(roundTo2(-0.001), 0)).toBe(true);
  });
});

describe('scoreReadiness (part 2 §2 and §9)', () => {
  it('totals the points out of five times the number of answers', () => {
    const result = scoreReadiness([answer(5, 'A'), answer(3, 'A'), answer(1, 'B')]);
    expect(result.total).toBe(9);
    expect(result.maximum).toBe(15);
  });

  it("sums and averages each section in the questionnaire's order", () => {
    const result = scoreReadiness([
      answer(4, 'Management'),
      answer(2, 'Finance'),
      answer(3, 'Management'),
      answer(3, 'Management'),
      answer(5, 'Finance'),
      answer(1, 'Marketing'),
    ]);
    expect(result.sections).toEqual([
      { section_eng: 'Management', section_ara: 'ع Management', sum: 10, count: 3, average: 3.33 },
      { section_eng: 'Finance', section_ara: 'ع Finance', sum: 7, count: 2, average: 3.5 },
      { section_eng: 'Marketing', section_ara: 'ع Marketing', sum: 1, count: 1, average: 1 },
    ]);
  });

  it('groups by the Arabic name when a section has no English name', () => {
    const result = scoreReadiness([
      { points: 2, section_eng: '', section_ara: 'الإدارة' },
      { points: 3, section_eng: '', section_ara: 'الإدارة' },
    ]);
    expect(result.sections).toEqual([
      { section_eng: '', section_ara: 'الإدارة', sum: 5, count: 2, average: 2.5 },
    ]);
  });

  it('gives zero of zero for no answers', () => {
    expect(scoreReadiness([])).toEqual({ total: 0, maximum: 0, sections: [] });
  });
});
