import { z } from '@hono/zod-openapi';

// Issue 57: every legal and duty fact carries the day it was last checked against its source and
// the day by which it must be checked again. The console lists the facts past that day, and those
// never dated, as it warns of an old sanctions list (features/screening). Pure: the route, the
// page and the tests use it alike.

export const FACT_KINDS = ['legal_status', 'origin_rule', 'heading', 'duty_fact'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** A fact as the review reads it: which one, of which agreement, and its two days. */
export type DatedFact = {
  kind: FactKind;
  id: number;
  agreement_id: number;
  title_en: string;
  title_ar: string;
  /** The heading's code, or the fact's statement's start: what staff recognise it by. */
  label: string;
  checked_on: string | null;
  review_by: string | null;
};

export const factReviewSchema = z
  .object({
    kind: z.enum(FACT_KINDS),
    id: z.number().int(),
    agreement_id: z.number().int(),
    title_en: z.string(),
    title_ar: z.string(),
    label: z.string(),
    checked_on: z.string().nullable(),
    review_by: z.string().nullable(),
    /** `overdue`: past its review day; `undated`: never given one. */
    state: z.enum(['overdue', 'undated']),
  })
  .openapi('FactToReview');
export type FactToReview = z.infer<typeof factReviewSchema>;

/**
 * The facts to check again on `today` (YYYY-MM-DD): those whose review day has passed (the most
 * overdue first), then those never dated; within each, by agreement and kind.
 */
export function factsToReview(facts: readonly DatedFact[], today: string): FactToReview[] {
  const due = facts
    .filter((fact) => fact.review_by === null || fact.review_by < today)
    .map((fact) => ({
      ...fact,
      state: fact.review_by === null ? ('undated' as const) : ('overdue' as const),
    }));
  return due.sort(
    (a, b) =>
      (a.review_by === null ? 1 : 0) - (b.review_by === null ? 1 : 0) ||
      (a.review_by ?? '').localeCompare(b.review_by ?? '') ||
      a.agreement_id - b.agreement_id ||
      FACT_KINDS.indexOf(a.kind) - FACT_KINDS.indexOf(b.kind) ||
      a.id - b.id,
  );
}
