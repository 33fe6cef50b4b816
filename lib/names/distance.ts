// How far two skeletons (skeleton.ts) are: an edit distance whose costs follow how names are
// actually transliterated, and its similarity 0-1.
//   - dropping or adding a short vowel costs 0.05 (Latin writes the vowels Arabic leaves out);
//   - a long vowel 0.4 (Latin often leaves it out: Raed for رائد), a final weak h 0.3, an h, a w
//     or a y 0.5, any other consonant 1;
//   - a long vowel for a short one 0.15, two different long vowels 0.6, a long vowel for the
//     consonant at a word's start (ī/Y, ū/W) 0.2;
//   - letters one script spells several ways cost less than 1: the transliteration table's rules
//     (transliteration.ts: ق written q, k or g; ذ written dh, z, d or th…) LETTER_RULE_COST, and
//     the confusions of NEAR below.
//   - across scripts, a Latin single vowel for an Arabic long one costs CROSS_SCRIPT_VOWEL (0.05):
//     Arabic writes a long vowel where Latin writes one letter (هانيبال Hannibal, قذافي Qadhafi),
//     so it is the usual transliteration, not a different vowel.
// similarity = 1 - distance / the heavier skeleton's cost of deleting it all.
import { LETTER_RULE_COST, letterRulePairs } from './transliteration';

const SHORT = 'a';
const LONG = 'āīū';

/** Pairs of symbols transliteration confuses, and the cost of one for the other (see RULED). */
const CONFUSED: readonly (readonly [string, string, number])[] = [
  ['Q', 'K', 0.2],
  ['Q', 'G', 0.4],
  ['Q', 'U', 0.4],
  ['U', 'G', 0.2],
  ['G', 'J', 0.3],
  ['G', 'K', 0.5],
  ['K', 'X', 0.4],
  ['C', 'X', 0.5],
  ['X', 'H', 0.4],
  ['X', 'U', 0.5],
  ['T', 'P', 0.3],
  ['P', 'S', 0.2],
  ['P', 'V', 0.3],
  ['V', 'D', 0.3],
  ['V', 'Z', 0.3],
  ['D', 'Z', 0.3],
  ['D', 'T', 0.6],
  ['S', 'C', 0.4],
  ['S', 'Z', 0.5],
  ['H', 'h', 0],
  // ة at a word's end (the weak h) written t in the construct state (Jamaat, «جماعة»).
  ['h', 'T', 0.2],
  ['h', 'a', 0.1],
  ['B', 'F', 0.6],
  ['C', 'J', 0.6],
  ['Y', 'ī', 0.2],
  ['W', 'ū', 0.2],
];

/** CONFUSED, each pair the transliteration table rules at LETTER_RULE_COST at most. */
const NEAR: readonly (readonly [string, string, number])[] = (() => {
  const ruled = letterRulePairs();
  const isRuled = (a: string, b: string) =>
    ruled.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const near = CONFUSED.map(
    ([a, b, cost]) => [a, b, isRuled(a, b) ? Math.min(cost, LETTER_RULE_COST) : cost] as const,
  );
  const missing = ruled.filter(
    ([a, b]) => !CONFUSED.some(([x, y]) => (x === a && y === b) || (x === b && y === a)),
  );
  return [...near, ...missing.map(([a, b]) => [a, b, LETTER_RULE_COST] as const)];
})();

/** The symbols of skeleton.ts, each given a number for the cost tables. */
const SYMBOLS = 'BTPJHXDVRZSCUFQKGLMNWYhaāīū';
const SYMBOL_INDEX = new Int8Array(0x180).fill(-1);
for (let index = 0; index < SYMBOLS.length; index += 1) {
  SYMBOL_INDEX[SYMBOLS.charCodeAt(index)] = index;
}
const indexOf = (code: number) => (code < 0x180 ? (SYMBOL_INDEX[code] ?? -1) : -1);

/** The cost of adding or dropping a symbol. */
export function indelCost(symbol: string): number {
  if (symbol === SHORT) return 0.05;
  if (LONG.includes(symbol)) return 0.4;
  if (symbol === 'h') return 0.3;
  if (symbol === 'H' || symbol === 'W' || symbol === 'Y') return 0.5;
  return 1;
}

/** The cost of writing one symbol for another. */
export function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  const near = NEAR.find(([x, y]) => (x === a && y === b) || (x === b && y === a));
  if (near) return near[2];
  const aLong = LONG.includes(a);
  const bLong = LONG.includes(b);
  if ((aLong && b === SHORT) || (bLong && a === SHORT)) return 0.15;
  if (aLong && bLong) return 0.6;
  return Math.min(1.5, indelCost(a) + indelCost(b));
}

/**
 * A Latin single vowel (the short symbol) against an Arabic long vowel, across scripts: what a
 * short vowel's adding or dropping costs, since Latin writes ا و ي inside a name with one letter.
 */
export const CROSS_SCRIPT_VOWEL = 0.05;

/** The cost of writing one symbol for another when one word is Arabic and the other Latin. */
export function crossScriptSubstitutionCost(a: string, b: string): number {
  if ((a === SHORT && LONG.includes(b)) || (b === SHORT && LONG.includes(a))) {
    return CROSS_SCRIPT_VOWEL;
  }
  return substitutionCost(a, b);
}

// The cost functions as tables, so the distance below looks costs up and allocates nothing.
const COUNT = SYMBOLS.length;
const INDEL = Float64Array.from(SYMBOLS, (symbol) => indelCost(symbol));
const costTable = (cost: (a: string, b: string) => number) => {
  const table = new Float64Array(COUNT * COUNT);
  for (let a = 0; a < COUNT; a += 1) {
    for (let b = 0; b < COUNT; b += 1)
      table[a * COUNT + b] = cost(SYMBOLS[a] ?? '', SYMBOLS[b] ?? '');
  }
  return table;
};
const SUBSTITUTION = costTable(substitutionCost);
const CROSS_SUBSTITUTION = costTable(crossScriptSubstitutionCost);

/** The cost of deleting a whole skeleton. */
export function skeletonWeight(skeleton: string): number {
  let weight = 0;
  for (let i = 0; i < skeleton.length; i += 1)
    weight += INDEL[indexOf(skeleton.charCodeAt(i))] ?? 1;
  return weight;
}

// Row buffers reused across calls: the distance allocates nothing per pair.
let previous = new Float64Array(64);
let current = new Float64Array(64);
let codes = new Int8Array(64);

/** The weighted edit distance between two skeletons (`cross`: one word Arabic, the other Latin). */
export function skeletonDistance(a: string, b: string, cross = false): number {
  const substitution = cross ? CROSS_SUBSTITUTION : SUBSTITUTION;
  if (b.length + 1 > previous.length) {
    previous = new Float64Array(b.length * 2 + 2);
    current = new Float64Array(b.length * 2 + 2);
    codes = new Int8Array(b.length * 2 + 2);
  }
  previous[0] = 0;
  for (let j = 1; j <= b.length; j += 1) {
    const code = indexOf(b.charCodeAt(j - 1));
    codes[j] = code;
    previous[j] = (previous[j - 1] ?? 0) + (INDEL[code] ?? 1);
  }
  for (let i = 1; i <= a.length; i += 1) {
    const symbol = indexOf(a.charCodeAt(i - 1));
    const drop = INDEL[symbol] ?? 1;
    const row = symbol * COUNT;
    current[0] = (previous[0] ?? 0) + drop;
    for (let j = 1; j <= b.length; j += 1) {
      const other = codes[j] ?? 0;
      const keep = (previous[j - 1] ?? 0) + (substitution[row + other] ?? 1);
      const remove = (previous[j] ?? 0) + drop;
      const add = (current[j - 1] ?? 0) + (INDEL[other] ?? 1);
      current[j] = keep < remove ? (keep < add ? keep : add) : remove < add ? remove : add;
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length] ?? 0;
}

/** 1 for the same skeleton, 0 for nothing in common (weights: skeletonWeight, when known). */
export function skeletonSimilarity(
  a: string,
  b: string,
  weightA = skeletonWeight(a),
  weightB = skeletonWeight(b),
  cross = false,
): number {
  if (a === b) return a.length > 0 ? 1 : 0;
  const weight = Math.max(weightA, weightB);
  if (weight === 0) return 0;
  return Math.max(0, 1 - skeletonDistance(a, b, cross) / weight);
}

let aUsed = new Uint8Array(64);
let bUsed = new Uint8Array(64);

/** Jaro-Winkler similarity of two Latin words (prefix scale 0.1, at most 4 letters). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return a.length > 0 ? 1 : 0;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  if (a.length > aUsed.length || b.length > bUsed.length) {
    aUsed = new Uint8Array(Math.max(a.length, b.length) * 2);
    bUsed = new Uint8Array(Math.max(a.length, b.length) * 2);
  }
  aUsed.fill(0, 0, a.length);
  bUsed.fill(0, 0, b.length);
  let matches = 0;
  for (let i = 0; i < a.length; i += 1) {
    const end = Math.min(b.length, i + window + 1);
    for (let j = Math.max(0, i - window); j < end; j += 1) {
      if (bUsed[j] || a[i] !== b[j]) continue;
      aUsed[i] = 1;
      bUsed[j] = 1;
      matches += 1;
      break;
    }
  }
  if (matches === 0) return 0;
  let transpositions = 0;
  let j = 0;
  for (let i = 0; i < a.length; i += 1) {
    if (!aUsed[i]) continue;
    while (!bUsed[j]) j += 1;
    if (a[i] !== b[j]) transpositions += 1;
    j += 1;
  }
  const jaro =
    (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && a[prefix] !== undefined && a[prefix] === b[prefix]) prefix += 1;
  return jaro + prefix * 0.1 * (1 - jaro);
}
