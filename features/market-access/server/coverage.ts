import 'server-only';
import { asc } from 'drizzle-orm';

import {
  agreementDutyFacts,
  agreementHeadings,
  agreementOriginRules,
  tradeAgreements,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import {
  chaptersBetween,
  type CoverageAnswer,
  type CoverageEvidence,
  coverageGrid,
} from '../coverage';

import { mfnDuties, ukProductRules } from './coverage-imported';

// Issue 46: the console's coverage grid, read from the tables. Each reader returns the evidence of
// one source of figures; a new source (the UK product-specific rules, an imported MFN tariff) is a
// reader added to COVERAGE_READERS, its kind added to COVERAGE_KINDS (../coverage.ts) if new.

export type CoverageReader = (db: Db) => Promise<CoverageEvidence[]>;

const filled = (en: string, ar: string) => en.trim() !== '' || ar.trim() !== '';

/** Duties and specific rules staff entered per heading or subheading: their chapter. */
const headingRows: CoverageReader = async (db) => {
  const rows = await db.select().from(agreementHeadings);
  return rows.flatMap((row) => {
    const base = {
      agreementId: row.agreement_id,
      chapters: [row.hs_code.slice(0, 2)],
      date: row.source_date,
    };
    return [
      ...(filled(row.preferential_duty_en, row.preferential_duty_ar)
        ? [{ ...base, kind: 'duty' as const }]
        : []),
      ...(filled(row.specific_rule_en, row.specific_rule_ar)
        ? [{ ...base, kind: 'specific' as const }]
        : []),
    ];
  });
};

/**
 * Agreement-wide duty facts: the chapters of their range, less the chapters they leave out. A duty
 * charged outside the agreement (issue 57) says nothing of the preference: not counted.
 */
const dutyFacts: CoverageReader = async (db) => {
  const rows = await db.select().from(agreementDutyFacts);
  return rows
    .filter((row) => row.duty_kind !== 'additional')
    .map((row) => ({
      kind: 'duty' as const,
      agreementId: row.agreement_id,
      chapters:
        row.scope_kind === 'all' || row.scope_from === null || row.scope_to === null
          ? ('all' as const)
          : chaptersBetween(row.scope_from, row.scope_to).filter(
              (chapter) => !row.except_codes.includes(chapter),
            ),
      date: row.source_date,
    }));
};

/** An agreement's general rule of origin covers every chapter. */
const generalRules: CoverageReader = async (db) => {
  const rows = await db.select().from(agreementOriginRules);
  return rows.map((row) => ({
    kind: 'rule' as const,
    agreementId: row.agreement_id,
    chapters: 'all' as const,
    date: row.source_date,
  }));
};

/** The readers the grid folds; each kind's cell is known when any reader finds it. */
export const COVERAGE_READERS: CoverageReader[] = [
  headingRows,
  dutyFacts,
  generalRules,
  ukProductRules,
  mfnDuties,
];

/** GET /api/staff/market-access/coverage: every agreement × chapters 01–97. */
export async function readCoverage(
  db: Db,
  readers: readonly CoverageReader[] = COVERAGE_READERS,
): Promise<CoverageAnswer> {
  const [agreements, ...found] = await Promise.all([
    db
      .select({
        id: tradeAgreements.id,
        title_eng: tradeAgreements.title_eng,
        title_ara: tradeAgreements.title_ara,
        legal_status: tradeAgreements.legal_status,
      })
      .from(tradeAgreements)
      .orderBy(asc(tradeAgreements.id)),
    ...readers.map((read) => read(db)),
  ]);
  return coverageGrid(agreements, found.flat());
}
