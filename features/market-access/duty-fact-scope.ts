// Issue 46: which agreement-wide duty fact applies to a code and a partner. A heading's own row
// (agreement_headings) wins over every fact (the caller's part); among the facts whose scope covers
// the code and whose exceptions leave it in, a row naming the partner beats a row for every
// partner, then the narrowest scope wins (subheadings, headings, chapters, all goods; within one
// kind the shorter range), then the shorter partner list, then the oldest row. Pure: the page,
// the API and the console's coverage grid use it alike.

export const SCOPE_KINDS = ['all', 'chapters', 'headings', 'codes'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];
/** `additional` (issue 57): a duty charged outside the agreement, never the preference. */
export const DUTY_KINDS = ['free', 'depends', 'rate', 'additional'] as const;
export type DutyKind = (typeof DUTY_KINDS)[number];

/** The digits of a scope's bounds: a chapter 2, a heading 4, a subheading 6. */
export const SCOPE_DIGITS: Readonly<Record<Exclude<ScopeKind, 'all'>, number>> = {
  chapters: 2,
  headings: 4,
  codes: 6,
};

/** What a fact covers: every good, or a range of HS digits of the kind's length, less exceptions. */
export type FactScope = {
  kind: ScopeKind;
  /** Null for `all`. */
  from: string | null;
  to: string | null;
  /** Chapters, headings or subheadings (2, 4 or 6 digits) the fact leaves out. */
  except: readonly string[];
};

/** The part of a stored fact the precedence reads. */
export type ScopedFact = {
  id: number;
  /** ISO alpha-2; empty: every partner of the agreement. */
  partners: readonly string[];
  scope: FactScope;
};

/** Whether the range covers the whole of `code` (2 to 6 digits). */
function rangeCovers(scope: FactScope, code: string): boolean {
  if (scope.kind === 'all') return true;
  if (scope.from === null || scope.to === null) return false;
  const digits = SCOPE_DIGITS[scope.kind];
  if (code.length >= digits) {
    const part = code.slice(0, digits);
    return scope.from <= part && part <= scope.to;
  }
  // A code broader than the range's unit (a chapter against headings): all of it must lie inside.
  return scope.from <= code.padEnd(digits, '0') && code.padEnd(digits, '9') <= scope.to;
}

/**
 * Whether the fact's scope covers all of `code`: its range holds the code, and no exception lies
 * over it (an exception inside a broader code asked leaves that code partly uncovered).
 */
export function scopeCovers(scope: FactScope, code: string): boolean {
  if (!rangeCovers(scope, code)) return false;
  return !scope.except.some((excluded) => code.startsWith(excluded) || excluded.startsWith(code));
}

/**
 * Whether the fact's scope reaches any part of `code` (issue 57: a duty outside the agreement
 * is shown wherever it may apply): its range meets the code's, and no exception holds all of it.
 */
export function scopeOverlaps(scope: FactScope, code: string): boolean {
  if (scope.except.some((excluded) => code.startsWith(excluded))) return false;
  if (scope.kind === 'all') return true;
  if (scope.from === null || scope.to === null) return false;
  const digits = SCOPE_DIGITS[scope.kind];
  const low = code.padEnd(digits, '0').slice(0, digits);
  const high = code.padEnd(digits, '9').slice(0, digits);
  return scope.from <= high && low <= scope.to;
}

const KIND_RANK: Readonly<Record<ScopeKind, number>> = {
  codes: 3,
  headings: 2,
  chapters: 1,
  all: 0,
};

/** The number of units the range spans (narrower first); 0 for `all` (ranked by kind before). */
const width = (scope: FactScope) =>
  scope.from === null || scope.to === null ? 0 : Number(scope.to) - Number(scope.from);

/** The facts that apply to `code` for `partner`, the one that wins first. */
export function applicableFacts<T extends ScopedFact>(
  facts: readonly T[],
  code: string,
  partner: string,
): T[] {
  const named = (fact: ScopedFact) => (fact.partners.length > 0 ? 1 : 0);
  return facts
    .filter(
      (fact) =>
        (fact.partners.length === 0 || fact.partners.includes(partner)) &&
        scopeCovers(fact.scope, code),
    )
    .sort(
      (a, b) =>
        named(b) - named(a) ||
        KIND_RANK[b.scope.kind] - KIND_RANK[a.scope.kind] ||
        width(a.scope) - width(b.scope) ||
        a.partners.length - b.partners.length ||
        a.id - b.id,
    );
}

/** The fact that applies to `code` for `partner`; null when none covers it. */
export const applicableFact = <T extends ScopedFact>(
  facts: readonly T[],
  code: string,
  partner: string,
): T | null => applicableFacts(facts, code, partner)[0] ?? null;
