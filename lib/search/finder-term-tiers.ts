import { nameHeadTermsOf } from './finder-name-heads';
import { finderTermsOf, joinedCompounds } from './finder-terms';
import { CLAUSE_ENDS, LIST_ENDS, nameTokens } from './name-tokens';

// What each word of an HS code's name says about the code (issue 45), so the finder ranks the
// heading whose subject a word is above the headings that only mention it:
// - subject: the words of the name's first clause (before its first ";" outside brackets, in
//   either language), but not its qualifiers ("whether or not …", «وإن كانت …», to the next ","):
//   "Portland cement, aluminous cement…" of 2523, "Suits, ensembles, …, trousers" of 6203 (the
//   abbreviated names list their goods with commas: a comma does not end the subject);
// - minor: the words that only appear inside an exclusion ("excluding medicaments", "(other
//   than swimwear)", "not including", "except", "(not soap)", «عدا الأدوية», «باستثناء», «غير
//   …», «ما عدا»): 3304 is found by "medicaments" but counts nothing for it;
// - every other word (a later clause, a side use: both parts of "asbestos-cement") is a mention.
// An exclusion runs to the end of its brackets, or of its clause (";", ","), or to "including"
// («بما فيها»), whichever comes first. A word that appears both excluded and outside an exclusion
// is a mention (3402 excludes "(not soap)" but holds "containing soap").

export type FinderTermTiers = {
  /** Every term (the GIN-indexed `terms`). */
  terms: string[];
  /** The terms of a primary name's first clause. */
  subject: string[];
  /** The terms that appear only inside exclusions. */
  minor: string[];
};

/** Words that open a qualifier, a mention to the next comma: "whether or not", «وإن كانت». */
const QUALIFYING = new Set(['whether', 'وان']);
/** Words that open an exclusion on their own. */
const EXCLUDING = new Set([
  'excluding',
  'except',
  'excl',
  'عدا',
  'ماعدا',
  'باستثناء',
  'باستثنا',
  'غير',
  'سوى',
  'بخلاف',
  'خلاف',
]);
/** Words that end an exclusion ("excluding medicaments, including sunscreen…"). */
const INCLUDING = new Set(['including', 'incl', 'بما']);
/** The part of a hyphenated word that makes it a compound (not "T-shirts"): 3 letters and more. */
const COMPOUND_PART = 3;

/** Words that open a purpose on their own: "for", «معدة» (intended for), «للاستعمال» (for use). */
const PURPOSE = new Set(['for', 'معد', 'معده', 'المعد', 'المعده', 'للاستعمال', 'لاستعمال']);
/** «المستعملة» opens a purpose after «النوع» («من النوع المستعمل في», of a kind used in). */
const USED = new Set(['مستعمل', 'مستعمله', 'المستعمل', 'المستعمله']);
const KIND = new Set(['النوع', 'الانواع', 'نوع', 'انواع']);

/** Whether the token opens a purpose, given the one before it. */
function opensPurpose(token: string, previous: string | undefined): boolean {
  return PURPOSE.has(token) || (USED.has(token) && previous !== undefined && KIND.has(previous));
}

/** Whether the token opens an exclusion, given the one before it. */
function opensExclusion(token: string, previous: string | undefined): boolean {
  if (EXCLUDING.has(token)) return true;
  if (token === 'than') return previous === 'other';
  // "not soap", "not including"; but "whether or not", "soap or not" are no exclusion.
  if (token === 'not') return previous !== 'or';
  return false;
}

const isCompound = (token: string) => {
  const parts = token.split(/[-'’]/);
  return parts.length > 1 && parts.filter((part) => part.length >= COMPOUND_PART).length > 1;
};

type Tier = 'subject' | 'mention' | 'minor';

/** Each term of one name with the best place it has there. */
function tiersOfName(text: string, primary: boolean): Map<string, Tier> {
  const tiers = new Map<string, Tier>();
  const put = (term: string, tier: Tier) => {
    const before = tiers.get(term);
    if (before === 'subject' || before === tier) return;
    if (tier === 'minor' && before === 'mention') return;
    tiers.set(term, tier);
  };
  let depth = 0;
  let firstClause = primary;
  /** The bracket depth an exclusion was opened at, or null outside one. */
  let exclusionDepth: number | null = null;
  /** The bracket depth a qualifier was opened at, or null outside one. */
  let qualifierDepth: number | null = null;
  /** Whether a "for …" of the first clause was read (its purpose: mentions). */
  let purpose = false;
  let previous: string | undefined;
  for (const token of nameTokens(text)) {
    if (token === '(' || token === '[') {
      depth += 1;
    } else if (token === ')' || token === ']') {
      depth = Math.max(0, depth - 1);
      if (exclusionDepth !== null && depth < exclusionDepth) exclusionDepth = null;
      if (qualifierDepth !== null && depth < qualifierDepth) qualifierDepth = null;
    } else if (CLAUSE_ENDS.has(token) || LIST_ENDS.has(token)) {
      if (depth === 0 && CLAUSE_ENDS.has(token)) firstClause = false;
      if (exclusionDepth !== null && depth <= exclusionDepth) exclusionDepth = null;
      if (qualifierDepth !== null && depth <= qualifierDepth) qualifierDepth = null;
    } else if (QUALIFYING.has(token)) {
      qualifierDepth ??= depth;
    } else if (opensPurpose(token, previous) && firstClause) {
      // "Machinery for … leather or … footwear", «قضبان القطع المعدة للتركيب على الجرارات»: what
      // follows is the purpose, a side use.
      purpose = true;
    } else if (INCLUDING.has(token)) {
      exclusionDepth = null;
      for (const term of finderTermsOf(token)) put(term, firstClause ? 'subject' : 'mention');
    } else if (opensExclusion(token, previous)) {
      exclusionDepth = depth;
    } else {
      const whole: Tier =
        exclusionDepth !== null
          ? 'minor'
          : firstClause && !purpose && qualifierDepth === null
            ? 'subject'
            : 'mention';
      // A compound's parts are mentions ("fork-lift trucks" are no lifts); the compound whole, as
      // people join it ("forklift"), stands where the token stands.
      const compound = isCompound(token);
      for (const term of finderTermsOf(token))
        put(term, compound && whole === 'subject' ? 'mention' : whole);
      if (compound) for (const term of finderTermsOf(...joinedCompounds(token))) put(term, whole);
    }
    previous = token;
  }
  return tiers;
}

/**
 * The terms of a code: its primary names (its own, in English and Arabic) with their first
 * clauses as subject, and secondary ones (a subheading's heading's Arabic name) as mentions.
 */
export function finderTermTiers(
  primary: readonly string[],
  secondary: readonly string[] = [],
): FinderTermTiers {
  const best = new Map<string, Tier>();
  const rank: Record<Tier, number> = { minor: 0, mention: 1, subject: 2 };
  const merge = (tiers: Map<string, Tier>) => {
    for (const [term, tier] of tiers) {
      const before = best.get(term);
      if (!before || rank[tier] > rank[before]) best.set(term, tier);
    }
  };
  for (const text of primary) merge(tiersOfName(text, true));
  for (const text of secondary) merge(tiersOfName(text, false));
  const of = (tier: Tier) => [...best].filter(([, value]) => value === tier).map(([term]) => term);
  return { terms: [...best.keys()], subject: of('subject'), minor: of('minor') };
}

/** A code's term columns as hs_codes stores them. */
export type HsCodeTerms = {
  terms: string[];
  subject_terms: string[];
  minor_terms: string[];
  head_terms: string[];
};

/**
 * A code's finder terms: its own names, their first clauses its subject; for a subheading also its
 * heading's Arabic name (which it shows when it has none of its own), a mention; the head nouns of
 * its own names (finder-name-heads.ts). Every writer of a
 * code's names (the seed, the start-up's upgrade, the console) uses this one function.
 */
export function hsCodeTermsOf(name_en: string, name_ar: string, headingArabic = ''): HsCodeTerms {
  const tiers = finderTermTiers([name_en, name_ar], headingArabic ? [headingArabic] : []);
  return {
    terms: tiers.terms,
    subject_terms: tiers.subject,
    minor_terms: tiers.minor,
    head_terms: nameHeadTermsOf(name_en, name_ar),
  };
}
