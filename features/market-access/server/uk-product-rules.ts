import 'server-only';
import { and, asc, gte, inArray, lte } from 'drizzle-orm';

import { ukOriginReleases, ukRules, ukRuleSets } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { ProductSpecificRule, UkRuleSetAnswer } from '../product-rule-schemas';
import type { GeneralOriginRule } from '../schemas';

// The UK–Jordan product-specific rules of a code (issue 46), from the imported release: the rule
// sets whose [min, max] covers the code's 10-digit range (a 2, 4 or 6-digit code: the sets
// overlapping it). Where a narrower range without "ex" covers the code (3912 inside 3901 to 3915),
// it alone applies; an "ex" range covers part of its heading, so the broader sets stay choices.

/** A release as the answer needs it: its guidance texts are read apart (`ukGuidanceOf`, cached). */
type Release = Omit<typeof ukOriginReleases.$inferSelect, 'guidance'>;

const RELEASE_COLUMNS = {
  id: ukOriginReleases.id,
  agreement_id: ukOriginReleases.agreement_id,
  source_name_en: ukOriginReleases.source_name_en,
  source_name_ar: ukOriginReleases.source_name_ar,
  source_url: ukOriginReleases.source_url,
  source_date: ukOriginReleases.source_date,
  scheme: ukOriginReleases.scheme,
  imported_at: ukOriginReleases.imported_at,
};

const UK_TARIFF = 'https://www.trade-tariff.service.gov.uk';

/** The UK Trade Tariff's page of a code: a chapter, a heading (its rules of origin with Jordan). */
function pageUrlOf(code: string): string {
  if (code.length === 2) return `${UK_TARIFF}/chapters/${code}`;
  return `${UK_TARIFF}/headings/${code.slice(0, 4)}?country=JO#rules-of-origin`;
}

const width = (set: UkRuleSetAnswer) => Number(set.max) - Number(set.min);

/**
 * The sets that apply to `code`: where every one covers the whole code (a code within one range),
 * the narrowest range alone when it is a whole heading's or chapter's; a code broader than the
 * ranges (a chapter) keeps every set it overlaps.
 */
export function applicableSets(code: string, sets: UkRuleSetAnswer[]): UkRuleSetAnswer[] {
  const low = code.padEnd(10, '0');
  const high = code.padEnd(10, '9');
  if (sets.length === 0 || !sets.every((set) => set.min <= low && set.max >= high)) return sets;
  const narrowest = Math.min(...sets.map(width));
  const inner = sets.filter((set) => width(set) === narrowest);
  const wholeRange = inner.some((set) => !/^ex\b/i.test(set.heading));
  return wholeRange && inner.length < sets.length ? inner : sets;
}

async function setsOf(db: Db, releaseId: number, code: string): Promise<UkRuleSetAnswer[]> {
  const low = code.padEnd(10, '0');
  const high = code.padEnd(10, '9');
  const rows = await db
    .select()
    .from(ukRuleSets)
    .where(
      and(
        inArray(ukRuleSets.release_id, [releaseId]),
        lte(ukRuleSets.min_code, high),
        gte(ukRuleSets.max_code, low),
      ),
    )
    .orderBy(asc(ukRuleSets.position));
  if (rows.length === 0) return [];
  const rules = await db
    .select()
    .from(ukRules)
    .where(
      inArray(
        ukRules.rule_set_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(ukRules.rule_set_id), asc(ukRules.position));
  return rows.map((row) => ({
    heading: row.heading,
    chapter: row.chapter,
    subdivision: row.subdivision,
    min: row.min_code,
    max: row.max_code,
    rules: rules
      .filter((rule) => rule.rule_set_id === row.id)
      .map((rule) => ({
        position: rule.position,
        operator: rule.operator,
        text: rule.rule_text,
        classes: rule.classes,
        percent: rule.percent,
        caps: rule.caps,
      })),
  }));
}

function productRuleOf(
  release: Release,
  code: string,
  sets: UkRuleSetAnswer[],
  general: GeneralOriginRule | null,
): ProductSpecificRule {
  const { scheme } = release;
  return {
    kind: 'product_specific',
    agreement_id: release.agreement_id,
    code,
    sets,
    proofs: scheme.proofs,
    cumulation: scheme.cumulation,
    cumulation_partners: scheme.partners,
    cumulation_en: general?.cumulation_en ?? '',
    cumulation_ar: general?.cumulation_ar ?? '',
    notes_en: general?.notes_en ?? '',
    notes_ar: general?.notes_ar ?? '',
    ord: scheme.ord,
    summary_ar: scheme.summary_ar ?? null,
    links: scheme.links,
    source: {
      name_en: release.source_name_en,
      name_ar: release.source_name_ar,
      url: release.source_url,
      date: release.source_date,
    },
    page_url: pageUrlOf(code),
  };
}

/**
 * The product-specific rule of `code` for each of `agreementIds` holding an imported release
 * (the UK agreement), keyed by agreement; an agreement without release or sets is left out.
 */
export async function productRulesOf(
  db: Db,
  agreementIds: number[],
  code: string,
  generals: ReadonlyMap<number, GeneralOriginRule>,
): Promise<Map<number, ProductSpecificRule>> {
  const found = new Map<number, ProductSpecificRule>();
  if (agreementIds.length === 0) return found;
  const releases = await db
    .select(RELEASE_COLUMNS)
    .from(ukOriginReleases)
    .where(inArray(ukOriginReleases.agreement_id, agreementIds));
  for (const release of releases) {
    const sets = applicableSets(code, await setsOf(db, release.id, code));
    if (sets.length === 0) continue;
    const general = generals.get(release.agreement_id) ?? null;
    found.set(release.agreement_id, productRuleOf(release, code, sets, general));
  }
  return found;
}

/** The guidance texts of the release imported for `agreementId` (proofs, then articles); none: []. */
export async function ukGuidanceOf(db: Db, agreementId: number) {
  const [release] = await db
    .select({ guidance: ukOriginReleases.guidance })
    .from(ukOriginReleases)
    .where(inArray(ukOriginReleases.agreement_id, [agreementId]));
  return release?.guidance ?? [];
}
