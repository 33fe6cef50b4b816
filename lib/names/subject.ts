// The subject's kind in the score (issue 56): a person's name is screened against individuals,
// a company's against entities (and vessels, aircraft), and a name matched on one common word is
// never a strong match. The kind is the caller's (GET /api/screening's `kind`, a company subject
// of the staff hold) or read from the name: a name with a company word (company-words.ts: Trading,
// Co., LLC, Group, «شركة», «مؤسسة»…) is a company's. Without either, the kind is not known and
// counts for nothing. Rules and figures: docs/decisions/screening.md, "The subject's kind".
import { COMPANY_MARKERS, LAST_WORD_LEGAL_FORMS } from './company-words';
import { GENERIC_WORDS, LATIN_SUN_ARTICLES, TITLE_WORDS } from './generic-words';
import { COMMON_GIVEN_NAMES } from './given-names';
import { preparedFromTokens, type PreparedName } from './prepare';
import { scoreNameDetailed, type DetailedScore, type MatchReason } from './score';
import { latinSkeleton } from './skeleton';
import { foldedWords } from './tokens';

export type SubjectKind = 'person' | 'entity';
/** As the lists write a record's kind. */
export type RecordKind = 'individual' | 'entity' | 'vessel' | 'aircraft';

/** What a match of a person with an entity (or the other way) loses, when more than a word pairs. */
export const KIND_MISMATCH_PENALTY = 10;

/**
 * The most a match on one common given name scores (Hassan against a record's one-word alias
 * "Hassan"): under the threshold, so at most a possible match.
 */
export const ONE_COMMON_NAME_CAP = 75;

/** How alike one word must be to a listed one to be a strong match alone (else ONE_WORD_CAP). */
export const ONE_WORD_SURE = 0.95;
export const ONE_WORD_CAP = 80;

/** The reasons of a scored match, and `common-name`: only one common given name matches. */
export type SubjectReason = MatchReason | 'common-name';

export type SubjectScore = { score: number; reason: SubjectReason };

/** Arabic prefixes a company word carries (ال, لل, و): «المصنع», «وشركاه». */
const ARABIC_PREFIX = /^(?:وال|ال|لل|و|ل)(?=..)/;

/**
 * Whether a name carries a company word. The titles that open it are no company word ("General"
 * before a name is a rank: "General Trading Co." still has Trading and Co.).
 */
export function hasCompanyWord(name: string): boolean {
  const words = foldedWords(name);
  let start = 0;
  while (start < words.length && TITLE_WORDS.has(words[start] ?? '')) start += 1;
  const last = words.length - 1;
  return words.slice(start).some((word, index) => {
    const at = index + start;
    if (SENTENCE_WORDS.has(word) || isSunArticle(word, words[at + 1])) return false;
    return (
      COMPANY_MARKERS.has(word) ||
      COMPANY_MARKERS.has(word.replace(ARABIC_PREFIX, '')) ||
      (at === last && index > 0 && LAST_WORD_LEGAL_FORMS.has(word))
    );
  });
}

/**
 * Words set aside in a company's name that a person's name has too, so no sign of a company alone:
 * "son of", "de Vera", "The Doctor" (issue 56, fifth round).
 */
const SENTENCE_WORDS: ReadonlySet<string> = new Set(['the', 'of', 'and', 'for', 'de', 'et']);

/** The Latin article before its sun letter ("Abd as-Salam"), not the Turkish A.Ş. ("as"). */
const isSunArticle = (word: string, next: string | undefined) => {
  const consonant = LATIN_SUN_ARTICLES.get(word);
  return consonant !== undefined && next !== undefined && next.startsWith(consonant);
};

/** The subject's kind: the caller's, else an entity when its name has a company word, else null. */
export function subjectOf(query: PreparedName, given?: SubjectKind): SubjectKind | null {
  if (given) return given;
  return hasCompanyWord(query.name) ? 'entity' : null;
}

const kindsDiffer = (subject: SubjectKind | null, record: RecordKind) =>
  subject !== null && (subject === 'person') !== (record === 'individual');

/** One alias's score once the subject's kind and the one-common-name rule are applied. */
export function adjustForSubject(
  scored: DetailedScore,
  subject: SubjectKind | null,
  record: RecordKind,
  weakCommonName = true,
): SubjectScore {
  const { score, reason, detail } = scored;
  if (reason === 'none') return { score: 0, reason };
  const oneWord = detail.queryPaired <= 1;
  if (kindsDiffer(subject, record)) {
    // A company is never an individual on a given name (or any one word) alone.
    if (oneWord) return { score: 0, reason: 'none' };
    return { score: Math.max(0, score - KIND_MISMATCH_PENALTY), reason };
  }
  if (oneWord && detail.knownOnly && weakCommonName) {
    return { score: Math.min(score, ONE_COMMON_NAME_CAP), reason: 'common-name' };
  }
  // One word written otherwise (a family name against a like one: Otaibi and Taibah) is too little.
  if (oneWord && detail.leastSimilar < ONE_WORD_SURE) {
    return { score: Math.min(score, ONE_WORD_CAP), reason };
  }
  return { score, reason };
}

export type SubjectMatch = SubjectScore & { index: number; alias: string };

/** A record's name as screenRecord weighs it: whether it is the record's main name. */
export type RecordName = { readonly name: PreparedName; readonly primary: boolean };

/** The subject as screenRecord takes it: the name prepared, its kind, whether words were dropped. */
export type Subject = {
  readonly query: PreparedName;
  readonly kind: SubjectKind | null;
  /** Legal forms, company words or titles were set aside ("Hassan Trading Co." is compared as Hassan). */
  readonly dropped: boolean;
  /** The titles the name carries ("Hajji", «الحاج»), as titleKeys writes them. */
  readonly titles: readonly string[];
};

/**
 * A name's titles, each as one key for all its spellings: a Latin title's skeleton without a final
 * h (Haji, Hajji and Hadji one, Mullah and Mulla), an Arabic one without its article (الحاج, حاج).
 */
export function titleKeys(name: string): string[] {
  return foldedWords(name)
    .filter((word) => TITLE_WORDS.has(word))
    .map((word) =>
      /^[a-z]+$/.test(word) ? latinSkeleton(word).replace(/h$/, '') : word.replace(/^ال/, ''),
    );
}

/**
 * Whether an alias carries a title the subject carries too: the list names someone by a title and
 * a name ("Mullah <name>"), and a query written so is that alias as written, not one common name
 * with its title set aside.
 */
const sharesTitle = (subject: Subject, alias: PreparedName) =>
  subject.titles.length > 0 && titleKeys(alias.name).some((key) => subject.titles.includes(key));

/** The subject of a query: its kind (subjectOf) and whether words were set aside. */
export function subjectFor(query: PreparedName, given?: SubjectKind): Subject {
  const words = foldedWords(query.name);
  const dropped = words.some(
    (word, index) =>
      GENERIC_WORDS.has(word) ||
      (index === words.length - 1 && index > 0 && LAST_WORD_LEGAL_FORMS.has(word)),
  );
  return { query, kind: subjectOf(query, given), dropped, titles: titleKeys(query.name) };
}

/**
 * The record's main name with each of its one-word aliases after it (AHMED ABDI AW-MOHAMED and
 * "GODANE"): the press writes a listed person by a given name and a byname ("Ahmed Godane"), which
 * neither name alone holds. Common given names are no byname.
 */
function withBynames(aliases: readonly RecordName[]): RecordName[] {
  const main = aliases.find((alias) => alias.primary && alias.name.tokens.length > 1);
  if (!main) return [];
  return aliases.flatMap(({ name }) => {
    const [word] = name.tokens;
    if (name.tokens.length !== 1 || !word || word.row >= 0 || COMMON_GIVEN_NAMES.has(word.text)) {
      return [];
    }
    const tokens = [...main.name.tokens, word];
    const combined = preparedFromTokens(`${main.name.name} (${name.name})`, tokens, []);
    return [{ name: combined, primary: false }];
  });
}

/** The alias of a record that the subject matches best, kind counted (the first on a tie). */
export function screenRecord(
  subject: Subject,
  aliases: readonly RecordName[],
  record: RecordKind,
): SubjectMatch | undefined {
  let best: SubjectMatch | undefined;
  [...aliases, ...withBynames(aliases)].forEach(({ name, primary }, index) => {
    const scored = scoreNameDetailed(subject.query, name);
    // One common name is a full match only when nothing was set aside and it is the record's name,
    // or the alias names the person by the same title.
    const weak = (subject.dropped || !primary) && !sharesTitle(subject, name);
    const result = adjustForSubject(scored, subject.kind, record, weak);
    if (best === undefined || result.score > best.score) {
      best = { ...result, index, alias: name.name };
    }
  });
  return best;
}
