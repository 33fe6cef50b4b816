import 'server-only';
import { and, arrayOverlaps, eq, gte, inArray, or, sql } from 'drizzle-orm';

import {
  sanctionsListVersions,
  sanctionsNames,
  sanctionsRecords,
  type SanctionsKind,
  type SanctionsSource,
} from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import {
  lookupKeys,
  prepareName,
  requiredOverlap,
  preparedFromTokens,
  type PreparedName,
} from '@/lib/names/prepare';
import { DEFAULT_MIN_SCORE } from '@/lib/names/score';
import {
  screenRecord,
  subjectFor,
  type RecordName,
  type SubjectKind,
  type SubjectMatch,
  type SubjectReason,
} from '@/lib/names/subject';

import { currentLists, type ScreeningLists } from './current-lists';

export { currentLists, type ScreeningLists };

// Screening one name against the current sanctions lists (issue 47; docs/decisions/screening.md):
// the names sharing a prefilter key with the query (`keys && $keys`, the GIN index) or written the
// same once folded are fetched with their records in one statement, narrowed by country and birth
// year, each record's fetched names scored (bestAliasMatch: the alias that scored best, its score
// and why, the subject's kind counted: lib/names/subject.ts), the records at the minimum ranked by
// score, and apart those of the possible band under it (issue 56). Only current versions have
// records (lib/db/schema/screening.ts).

export type ScreeningQuery = {
  /** Already validated (1..200 characters). */
  name: string;
  /** ISO 3166-1 alpha-2: narrows to records of that country; records with no country are kept. */
  country?: string;
  /** Narrows individuals with a known birth year to that year ±1. */
  birthYear?: number;
  /** 0..100, default DEFAULT_MIN_SCORE (85): the strong matches' threshold. */
  minScore?: number;
  /** The possible band's floor, under minScore: the records from it to minScore, returned apart. */
  possibleMinScore?: number;
  /** A person or a company: counts in the score (a company never matches an individual on one word). */
  kind?: SubjectKind;
  /** Default 20. */
  limit?: number;
};

export type ScreeningReason = Exclude<SubjectReason, 'none'>;

/** Strong: at the threshold or above; possible: in the lower band, a lead worth a look. */
export type ScreeningBand = 'strong' | 'possible';

export type ScreeningMatch = {
  recordId: number;
  source: SanctionsSource;
  /** The list version's own date, YYYY-MM-DD. */
  listDate: string;
  listVersion: number;
  /** UN REFERENCE_NUMBER (IQi.001), OFAC ent_num. */
  reference: string;
  kind: SanctionsKind;
  /** The record's main Latin name. */
  primaryName: string;
  /** NAME_ORIGINAL_SCRIPT when present. */
  originalScript: string | null;
  /** The alias (or original-script name) that scored best. */
  matchedName: string;
  score: number; // 0..100, an integer
  reason: ScreeningReason;
  band: ScreeningBand;
  /** ISO alpha-2 where known. */
  countries: string[];
  /** As the list writes them. */
  birthDates: string[];
  /** UN list type (Al-Qaida, Iraq) / OFAC programs. */
  programs: string[];
  listedOn: string | null;
};

export const DEFAULT_SCREENING_LIMIT = 20;
const MAX_SCREENING_LIMIT = 100;

/**
 * The names worth scoring, in one statement: those sharing a prefilter key (the GIN index) or
 * written the same once folded; with what narrowing needs of their records, nothing more (most
 * candidates score under the minimum, so what a match shows is read afterwards, for the matches).
 */
function candidatesOf(db: Db, query: PreparedName) {
  const keys = lookupKeys(query.keys);
  const sameText = eq(sanctionsNames.normalized, query.text);
  return (
    db
      .select({
        recordId: sanctionsNames.record_id,
        name: sanctionsNames.name,
        primary: sanctionsNames.is_primary,
        tokens: sanctionsNames.tokens,
        kind: sanctionsRecords.kind,
        countries: sanctionsRecords.countries,
        birthYears: sanctionsRecords.birth_years,
      })
      .from(sanctionsNames)
      .innerJoin(sanctionsRecords, eq(sanctionsRecords.id, sanctionsNames.record_id))
      // A name with no key ("12345", "aa") is looked up only as written: arrayOverlaps refuses an
      // empty array (issue 56).
      .where(keys.length > 0 ? or(sharesKeys(keys, requiredOverlap(query)), sameText) : sameText)
  );
}

/** The GIN overlap with the query's keys; a long name's candidate shares `requiredOverlap` of them. */
function sharesKeys(keys: string[], overlap: number) {
  if (overlap <= 1) return arrayOverlaps(sanctionsNames.keys, keys);
  const shared = sql<number>`cardinality(array(select unnest(${sanctionsNames.keys}) intersect select unnest(array[${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )}]::text[])))`;
  // A one-word name (a byname: "GODANE") shares its word's key, enough (subject.ts pairs it); its
  // other spellings' keys (prepare.ts) may give it more than one.
  const oneKey = sql`jsonb_array_length(${sanctionsNames.tokens}) = 1`;
  return and(arrayOverlaps(sanctionsNames.keys, keys), or(gte(shared, overlap), oneKey));
}
type Candidate = Awaited<ReturnType<typeof candidatesOf>>[number];
/** What the matched records show, with their list version. */
function recordsOf(db: Db, recordIds: number[]) {
  return db
    .select({
      recordId: sanctionsRecords.id,
      source: sanctionsRecords.source,
      reference: sanctionsRecords.reference,
      kind: sanctionsRecords.kind,
      primaryName: sanctionsRecords.primary_name,
      originalScript: sanctionsRecords.original_script,
      countries: sanctionsRecords.countries,
      birthDates: sanctionsRecords.birth_dates,
      programs: sanctionsRecords.programs,
      listedOn: sanctionsRecords.listed_on,
      listDate: sanctionsListVersions.list_date,
      listVersion: sanctionsListVersions.version,
    })
    .from(sanctionsRecords)
    .innerJoin(sanctionsListVersions, eq(sanctionsListVersions.id, sanctionsRecords.version_id))
    .where(inArray(sanctionsRecords.id, recordIds));
}

/** Whether a record stays: the country (records without one kept) and the birth year (±1). */
function narrowedIn(record: Candidate, country: string | undefined, birthYear: number | undefined) {
  if (country && record.countries.length > 0 && !record.countries.includes(country)) return false;
  return (
    birthYear === undefined ||
    record.kind !== 'individual' ||
    record.birthYears.length === 0 ||
    record.birthYears.some((year) => Math.abs(year - birthYear) <= 1)
  );
}

type RecordNames = Map<number, { kind: SanctionsKind; names: RecordName[] }>;

/** A record with a one-word candidate (a byname) and not its main name gets it (subject.ts). */
async function addMainNames(db: Db, byRecord: RecordNames) {
  const ids = [...byRecord]
    .filter(([, { names }]) => names.some((n) => n.name.tokens.length === 1 && !n.primary))
    .filter(([, { names }]) => !names.some((n) => n.primary))
    .map(([id]) => id);
  if (ids.length === 0) return;
  const { record_id, name, tokens, is_primary } = sanctionsNames;
  const rows = await db
    .select({ recordId: record_id, name, tokens })
    .from(sanctionsNames)
    .where(and(inArray(record_id, ids), eq(is_primary, true)));
  for (const row of rows) {
    const main = preparedFromTokens(row.name, row.tokens, []);
    byRecord.get(row.recordId)?.names.push({ name: main, primary: true });
  }
}

type ScoredAlias = SubjectMatch & { reason: ScreeningReason };

const isMatch = (best: SubjectMatch | undefined, floor: number): best is ScoredAlias =>
  best !== undefined && best.reason !== 'none' && best.score >= floor;

const clamp = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, Math.round(value)));

const byScore = (a: ScreeningMatch, b: ScreeningMatch) =>
  b.score - a.score || a.source.localeCompare(b.source) || a.reference.localeCompare(b.reference);

export type Screened = {
  lists: ScreeningLists;
  /** The strong matches: at minScore or above, best first. */
  matches: ScreeningMatch[];
  /** The possible matches: from possibleMinScore to under minScore, best first (none if not asked). */
  possible: ScreeningMatch[];
};

/** The records of the current lists whose best name matches `query.name`, best first. */
export async function screenName(db: Db, query: ScreeningQuery): Promise<Screened> {
  const minScore = clamp(query.minScore ?? DEFAULT_MIN_SCORE, 0, 100);
  const floor = clamp(Math.min(query.possibleMinScore ?? minScore, minScore), 0, 100);
  const limit = clamp(query.limit ?? DEFAULT_SCREENING_LIMIT, 1, MAX_SCREENING_LIMIT);
  const prepared = prepareName(query.name);
  const [lists, candidates] = await Promise.all([
    currentLists(db),
    prepared.tokens.length > 0 ? candidatesOf(db, prepared) : Promise.resolve([]),
  ]);
  const country = query.country?.toUpperCase();
  const byRecord: RecordNames = new Map();
  for (const candidate of candidates) {
    if (!narrowedIn(candidate, country, query.birthYear)) continue;
    // Prepared at import: only scored here, so without its keys.
    const name = preparedFromTokens(candidate.name, candidate.tokens, []);
    const known = byRecord.get(candidate.recordId);
    if (known) known.names.push({ name, primary: candidate.primary });
    else
      byRecord.set(candidate.recordId, {
        kind: candidate.kind,
        names: [{ name, primary: candidate.primary }],
      });
  }
  await addMainNames(db, byRecord);
  const subject = subjectFor(prepared, query.kind);
  const scored = new Map<number, ScoredAlias>();
  for (const [recordId, { kind, names }] of byRecord) {
    const best = screenRecord(subject, names, kind);
    if (isMatch(best, floor)) scored.set(recordId, best);
  }
  const records = scored.size > 0 ? await recordsOf(db, [...scored.keys()]) : [];
  const all: ScreeningMatch[] = records.map((record) => {
    const best = scored.get(record.recordId)!;
    const band: ScreeningBand = best.score >= minScore ? 'strong' : 'possible';
    return { ...record, matchedName: best.alias, score: best.score, reason: best.reason, band };
  });
  all.sort(byScore);
  return {
    lists,
    matches: all.filter((match) => match.band === 'strong').slice(0, limit),
    possible: all.filter((match) => match.band === 'possible').slice(0, limit),
  };
}
