import { finderWordForms } from './finder-terms';

// An English compound typed as one word that the names write as two ("rapeseed" for "rape seeds",
// "seatbelts" for "seat belts", "hairdryers" for "hair dryers"): the decompounding of search
// engines for Germanic languages, kept to the finder's own vocabulary. A word that finds no term
// (none it begins, none a typo away) is read as its two parts when both are terms (issue 55).

const LATIN_WORD = /^[a-z]+$/;
/** The shortest part of a compound ("ice", "car"). */
const MIN_PART = 3;

/** Whether a word is long enough and Latin to be tried as a compound. */
export const mayBeCompound = (word: string) =>
  LATIN_WORD.test(word) && word.length >= MIN_PART * 2 + 1;

/** Each way of cutting the word into two parts of MIN_PART letters or more. */
export function compoundSplits(word: string): [string, string][] {
  if (!mayBeCompound(word)) return [];
  const splits: [string, string][] = [];
  for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut += 1) {
    splits.push([word.slice(0, cut), word.slice(cut)]);
  }
  return splits;
}

/** A part and the forms it is known by (its singular). */
export const partForms = (part: string): string[] => finderWordForms(part);

/**
 * The word's two parts when both are known terms (in one of their forms), the most even cut
 * first ("seat" + "belts", not "seatbel" + "ts"); null when no cut gives two terms.
 */
export function compoundParts(word: string, known: ReadonlySet<string>): [string, string] | null {
  const isKnown = (part: string) => partForms(part).some((form) => known.has(form));
  const found = compoundSplits(word).filter(([first, second]) => isKnown(first) && isKnown(second));
  const evenness = ([first, second]: [string, string]) => Math.min(first.length, second.length);
  return found.sort((a, b) => evenness(b) - evenness(a))[0] ?? null;
}

/**
 * The other way: two words typed for a compound the names write as one ("sweet corn" for
 * "sweetcorn", "weed killer" for "weedkiller"). Each pair of adjacent words that may be parts,
 * joined, with its forms: the candidates to look up.
 */
export function compoundJoins(words: readonly string[], kept: readonly boolean[]): string[] {
  return words.slice(1).flatMap((second, index) => {
    const first = words[index] ?? '';
    const parts = [first, second].every((part) => LATIN_WORD.test(part) && part.length >= MIN_PART);
    return parts && kept[index] && kept[index + 1] ? partForms(`${first}${second}`) : [];
  });
}

/**
 * For each word that is a part of a pair whose join is a known term (in one of its forms), the
 * join's known forms: both words of "sweet corn" read also as "sweetcorn".
 */
export function joinedForms(
  words: readonly string[],
  kept: readonly boolean[],
  known: ReadonlySet<string>,
): Map<number, string[]> {
  const found = new Map<number, string[]>();
  for (let index = 0; index + 1 < words.length; index += 1) {
    const pair = [words[index] ?? '', words[index + 1] ?? ''];
    const forms = compoundJoins(pair, kept.slice(index, index + 2)).filter((form) =>
      known.has(form),
    );
    for (const at of forms.length ? [index, index + 1] : []) {
      found.set(at, [...(found.get(at) ?? []), ...forms]);
    }
  }
  return found;
}
