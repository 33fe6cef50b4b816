import { z } from 'zod';

import { LEGAL_STATUSES } from '@/features/agreements/constants';

// Issue 46: what the portal knows for each agreement and HS chapter, and how old its oldest source
// is (the console's coverage grid). Each kind of figure is read apart as evidence (the duty, the
// rule of origin, the partner's MFN duty…) and folded here into cells: a new kind is one more name
// in COVERAGE_KINDS and one more reader in ./server/coverage.ts.

export const COVERAGE_KINDS = ['duty', 'rule', 'specific', 'mfn'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];

/** HS chapters 01–97 (77 is reserved by the nomenclature and stays empty). */
export const COVERAGE_CHAPTERS: readonly string[] = Array.from({ length: 97 }, (_, index) =>
  String(index + 1).padStart(2, '0'),
);

/** One reader's finding: a kind of figure known for an agreement over some chapters. */
export type CoverageEvidence = {
  kind: CoverageKind;
  agreementId: number;
  /** Every chapter, or the chapters (2 digits) it covers, in part at least. */
  chapters: 'all' | readonly string[];
  /** The source's date (YYYY-MM-DD); null when undated. */
  date: string | null;
};

export const coverageCellSchema = z.object({
  chapter: z.string(),
  known: z.object(
    Object.fromEntries(COVERAGE_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      CoverageKind,
      z.ZodBoolean
    >,
  ),
  /** The oldest dated source behind the cell's figures; null when none is dated or known. */
  oldest_source: z.string().nullable(),
});
export type CoverageCell = z.infer<typeof coverageCellSchema>;

export const coverageAnswerSchema = z.object({
  kinds: z.array(z.enum(COVERAGE_KINDS)),
  chapters: z.array(z.string()),
  agreements: z.array(
    z.object({
      id: z.number().int(),
      title_eng: z.string(),
      title_ara: z.string(),
      legal_status: z.enum(LEGAL_STATUSES),
      cells: z.array(coverageCellSchema),
    }),
  ),
});
export type CoverageAnswer = z.infer<typeof coverageAnswerSchema>;
type CoverageAgreement = Omit<CoverageAnswer['agreements'][number], 'cells'>;

const noneKnown = () =>
  Object.fromEntries(COVERAGE_KINDS.map((kind) => [kind, false])) as Record<CoverageKind, boolean>;

/** The grid: every agreement × chapter, each cell what the evidence says of it. */
export function coverageGrid(
  agreements: readonly CoverageAgreement[],
  evidence: readonly CoverageEvidence[],
): CoverageAnswer {
  const rows = agreements.map((agreement) => {
    const own = evidence.filter((item) => item.agreementId === agreement.id);
    const cells = COVERAGE_CHAPTERS.map((chapter): CoverageCell => {
      const known = noneKnown();
      let oldest: string | null = null;
      for (const item of own) {
        if (item.chapters !== 'all' && !item.chapters.includes(chapter)) continue;
        known[item.kind] = true;
        if (item.date && (oldest === null || item.date < oldest)) oldest = item.date;
      }
      return { chapter, known, oldest_source: oldest };
    });
    return { ...agreement, cells };
  });
  return { kinds: [...COVERAGE_KINDS], chapters: [...COVERAGE_CHAPTERS], agreements: rows };
}

/** The chapters a range of HS digits spans (`from`..`to` of 2, 4 or 6 digits). */
export function chaptersBetween(from: string, to: string): string[] {
  return COVERAGE_CHAPTERS.filter(
    (chapter) => from.slice(0, 2) <= chapter && chapter <= to.slice(0, 2),
  );
}
