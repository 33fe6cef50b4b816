import { readFile, writeFile } from 'node:fs/promises';

import { finderTermsOf, finderWordForms } from '../lib/search/finder-terms';
import { comparedWords, wordsWithin } from '../tests/fixtures/hs-finder-general/containment';
import { HELD_OUT_ARABIC, HELD_OUT_ENGLISH } from '../tests/fixtures/hs-finder-general/held-out';

// What the extracts of word pairs the HS finder reads share (issue 55, item 1: the bilingual
// dictionary's, scripts/make-dictionary-extract.ts; WordNet's, scripts/make-wordnet-extract.ts):
// the words the finder's English can find, and the file written without a pair containing a
// phrase of the general evaluation set's held-out half (the containment rule), counted, never
// listed.

/**
 * Whether an English word's forms are a word of the nomenclature's English text, of the UK
 * search references or of `more` texts: a word an English query can find.
 */
export async function englishFinds(more: readonly string[] = []) {
  const csv = await readFile('data/hs-nomenclature/harmonized-system.csv', 'utf8');
  const references = Object.keys(
    JSON.parse(
      await readFile('data/uk-search-references/search-references.json', 'utf8'),
    ) as object,
  );
  const terms = new Set(finderTermsOf(csv, ...references, ...more));
  return (word: string) => finderWordForms(word).some((form) => terms.has(form));
}

/** A file of pairs being made: each pair added unless it holds a held-out phrase, either way. */
export function pairsExtract(header: string) {
  const heldOut = [...HELD_OUT_ENGLISH, ...HELD_OUT_ARABIC].map(([phrase]) =>
    comparedWords(phrase),
  );
  const pairs = new Set<string>();
  let left = 0;
  return {
    add(first: string, second: string) {
      const readings = [`${first} ${second}`, `${second} ${first}`].map(comparedWords);
      if (heldOut.some((phrase) => readings.some((words) => wordsWithin(phrase, words)))) {
        left += 1;
      } else pairs.add(`${first}\t${second}`);
    },
    async write(target: string) {
      const sorted = [...pairs].sort();
      await writeFile(target, `${header}\n${sorted.join('\n')}\n`);
      console.log(
        `${target}: ${sorted.length} pairs (${left} containing a held-out phrase left out).`,
      );
    },
  };
}
