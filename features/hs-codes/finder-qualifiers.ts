// The qualifiers the HS nomenclature decides between headings by (issue 55, item 4), read from a
// code's own English text as the nomenclature writes it, never from lists of goods:
// - state (sections I to IV's chapters of meat, fish, vegetables and fruit, and of their
//   preparations): "fresh or chilled", "frozen", "dried, salted, in brine or smoked", and "prepared
//   or preserved", which is what chapters 16 and 20 hold (the raw chapters' notes send prepared
//   meat and fish to 16, prepared vegetables and fruit to 20);
// - fabric (section XI, chapters 50 to 63): "knitted or crocheted" (chapters 60 and 61 say it)
//   or not ("not knitted or crocheted", chapter 62; "woven fabrics");
// - packing (any chapter): "put up for retail sale" or not ("not put up for retail sale": in bulk).
// A code says its qualifier in its own name, else its heading's, else its chapter's: the first of
// these that mentions the kind at all decides. A mention inside a negation ("not frozen", "(not
// knitted or crocheted)", "other than …", "excluding …") is not the qualifier; for a kind of two
// answers it is the other one ("not put up for retail sale" is in bulk). "whether or not …" is both.

export const HS_QUALIFIER_KINDS = {
  state: ['fresh', 'frozen', 'dried', 'prepared'],
  fabric: ['knitted', 'woven'],
  packing: ['retail', 'bulk'],
} as const;

export type HsQualifierKind = keyof typeof HS_QUALIFIER_KINDS;
export type HsQualifier = (typeof HS_QUALIFIER_KINDS)[HsQualifierKind][number];

/** Every answer, in the order the question lists them. */
export const HS_QUALIFIERS = Object.values(HS_QUALIFIER_KINDS).flat() as [
  HsQualifier,
  ...HsQualifier[],
];
/** The kinds in the order they are asked about when several would split the candidates. */
export const HS_QUALIFIER_KIND_ORDER = Object.keys(HS_QUALIFIER_KINDS) as HsQualifierKind[];

export const kindOfQualifier = (qualifier: HsQualifier): HsQualifierKind =>
  HS_QUALIFIER_KIND_ORDER.find((kind) =>
    (HS_QUALIFIER_KINDS[kind] as readonly string[]).includes(qualifier),
  )!;

/** A code as the finder answers it: its own name and its path (section, chapter, heading). */
export type NamedCode = {
  code: string;
  name_en: string;
  path: readonly { code: string; level: number; name_en: string }[];
};

type Rule = {
  /** The words of an answer in the nomenclature's text. */
  words: RegExp;
  /** The answer they name. */
  answer: HsQualifier;
  /** The answer a negated mention names (a kind of two answers), if any. */
  negated?: HsQualifier;
};

const RULES: Record<HsQualifierKind, readonly Rule[]> = {
  state: [
    { words: /\b(?:fresh|chilled)\b/g, answer: 'fresh' },
    { words: /\bfrozen\b/g, answer: 'frozen' },
    { words: /\b(?:dried|salted|smoked|in brine)\b/g, answer: 'dried' },
  ],
  fabric: [
    { words: /\b(?:knitted|crocheted|knit)\b/g, answer: 'knitted', negated: 'woven' },
    { words: /(?<![-\w])woven\b/g, answer: 'woven' },
  ],
  packing: [{ words: /\bretail\b/g, answer: 'retail', negated: 'bulk' }],
};

/** Chapters where each kind decides between headings (none listed: every chapter). */
const KIND_CHAPTERS: Partial<Record<HsQualifierKind, readonly string[]>> = {
  state: ['02', '03', '07', '08', '16', '20'],
  fabric: Array.from({ length: 14 }, (_, index) => String(50 + index)),
};
/** The chapters of preparations: everything in them is prepared or preserved. */
const PREPARED_CHAPTERS = ['16', '20'];

const CLAUSE_START = /[;,()]/g;
const NEGATION = /\b(?:not|other than|excluding|except|excl|neither)\b|\bnon-?$/;

/** How a mention at `index` reads: 'both' ("whether or not …"), 'negated' or 'positive'. */
function mentionAt(text: string, index: number): 'both' | 'negated' | 'positive' {
  let start = 0;
  for (const match of text.slice(0, index).matchAll(CLAUSE_START)) start = (match.index ?? 0) + 1;
  const clause = text.slice(start, index);
  if (/\bwhether or not\b/.test(clause)) return 'both';
  return NEGATION.test(clause) ? 'negated' : 'positive';
}

/** The answers of a kind one text names; null when it does not mention the kind. */
function answersIn(text: string, kind: HsQualifierKind): Set<HsQualifier> | null {
  const lower = text.toLowerCase();
  let mentioned = false;
  const answers = new Set<HsQualifier>();
  for (const rule of RULES[kind]) {
    for (const match of lower.matchAll(rule.words)) {
      mentioned = true;
      const reading = mentionAt(lower, match.index ?? 0);
      if (reading !== 'negated') answers.add(rule.answer);
      if (reading !== 'positive' && rule.negated) answers.add(rule.negated);
    }
  }
  return mentioned ? answers : null;
}

/** The answers of a kind a code carries (none when the kind says nothing of it). */
export function qualifiersOf(result: NamedCode, kind: HsQualifierKind): Set<HsQualifier> {
  const chapter = result.code.slice(0, 2);
  const chapters = KIND_CHAPTERS[kind];
  if (chapters && !chapters.includes(chapter)) return new Set();
  const above = [...result.path].filter((step) => step.level > 0).reverse();
  const texts = [result.name_en, ...above.map((step) => step.name_en)];
  let answers = new Set<HsQualifier>();
  for (const text of texts) {
    const found = answersIn(text, kind);
    if (found) {
      answers = found;
      break;
    }
  }
  if (kind === 'state' && PREPARED_CHAPTERS.includes(chapter)) answers.add('prepared');
  return answers;
}

/** Whether a code carries the answer: what a chosen answer keeps. */
export const carriesQualifier = (result: NamedCode, qualifier: HsQualifier) =>
  qualifiersOf(result, kindOfQualifier(qualifier)).has(qualifier);
