import { MAX_POINTS_PER_ANSWER } from './readiness-constants';

/** What the scoring needs of one answer: its points and its question's section. */
export type ScoredAnswer = { points: number; section_eng: string; section_ara: string };

export type SectionScore = {
  section_eng: string;
  section_ara: string;
  sum: number;
  /** Rounded to 2 decimals, half away from zero. */
  average: number;
  count: number;
};

export type ReadinessResult = { total: number; maximum: number; sections: SectionScore[] };

/**
 * Rounds to 2 decimals, half away from zero. The shift goes through the decimal exponent, not × 100,
 * so 2.345 (stored as 2.34499…) becomes 2.35 as written.
 */
export function roundTo2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const shift = (n: number, by: number) => {
    const [mantissa, exponent = '0'] = String(n).split('e');
    return Number(`${mantissa}e${Number(exponent) + by}`);
  };
  const rounded = shift(Math.round(shift(Math.abs(value), 2)), -2);
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

// part 2 §2 and §9: the total out of 5 × the number of answers, and each section's sum and average
// (2 decimals), the sections in the order the questionnaire first reaches them.
export function scoreReadiness(answers: readonly ScoredAnswer[]): ReadinessResult {
  const sections = new Map<string, Omit<SectionScore, 'average'>>();
  let total = 0;
  for (const answer of answers) {
    total += answer.points;
    const key = answer.section_eng || answer.section_ara;
    const section = sections.get(key);
    if (section) {
      section.sum += answer.points;
      section.count += 1;
    } else {
      sections.set(key, {
        section_eng: answer.section_eng,
        section_ara: answer.section_ara,
        sum: answer.points,
        count: 1,
      });
    }
  }
  return {
    total,
    maximum: MAX_POINTS_PER_ANSWER * answers.length,
    sections: [...sections.values()].map((section) => ({
      ...section,
      average: roundTo2(section.sum / section.count),
    })),
  };
}
