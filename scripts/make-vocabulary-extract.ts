import { readFile, writeFile } from 'node:fs/promises';

import { comparedWords, wordsWithin } from '../tests/fixtures/hs-finder-general/containment';
import { HELD_OUT_ARABIC, HELD_OUT_ENGLISH } from '../tests/fixtures/hs-finder-general/held-out';

// `npx tsx scripts/make-vocabulary-extract.ts <published search_references.json>` (issue 55,
// item 1): writes data/uk-search-references/search-references.json, the UK Trade Tariff's search
// references as HMRC publishes them, less every reference that contains a phrase of the general
// evaluation set's held-out half (the containment rule of tests/fixtures/hs-finder-general/
// containment.ts: the phrase's words in order and contiguous). The held-out half measures words
// nobody gave the finder, so what the finder reads must not hold them; the references left out
// are counted, never listed (their text would repeat the held-out phrases). Production imports the
// full file with `npm run data:import-vocabulary`.

const TARGET = 'data/uk-search-references/search-references.json';
const source = process.argv[2];
if (!source) {
  console.error(
    'Usage: npx tsx scripts/make-vocabulary-extract.ts <published search_references.json>',
  );
  process.exit(2);
}

const published = JSON.parse(await readFile(source, 'utf8')) as Record<string, string>;
const heldOut = [...HELD_OUT_ENGLISH, ...HELD_OUT_ARABIC].map(([phrase]) => comparedWords(phrase));
const kept: Record<string, string> = {};
let left = 0;
for (const [reference, code] of Object.entries(published)) {
  const words = comparedWords(reference);
  if (heldOut.some((phrase) => wordsWithin(phrase, words))) left += 1;
  else kept[reference] = code;
}
// The published file's layout: four spaces, one reference a line, in its order.
await writeFile(TARGET, `${JSON.stringify(kept, null, 4)}\n`);
console.log(
  `${TARGET}: ${Object.keys(kept).length} of ${Object.keys(published).length} references ` +
    `(${left} containing a held-out phrase left out).`,
);
