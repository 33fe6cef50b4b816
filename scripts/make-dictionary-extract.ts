import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

import { englishFinds, pairsExtract } from './pairs-extract';

// `npx tsx scripts/make-dictionary-extract.ts [<dictd folder>]` (issue 55, item 1): writes
// data/freedict-eng-ara/translations.tsv from FreeDict's English-Arabic dictionary as Debian ships
// it (package dict-freedict-eng-ara, /usr/share/dictd/freedict-eng-ara.{index,dict.dz}). Kept: an
// English headword of letters whose forms are a word of the nomenclature's English text or of the
// UK search references (the words an English query can find), with each gloss that is one Arabic
// word. Left out, counted and never listed: a pair containing a phrase of the general evaluation
// set's held-out half (the containment rule, as for the UK search references).

const TARGET = 'data/freedict-eng-ara/translations.tsv';
const folder = process.argv[2] ?? '/usr/share/dictd';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const number = (text: string) =>
  [...text].reduce((sum, char) => sum * 64 + BASE64.indexOf(char), 0);

const dictionary = gunzipSync(await readFile(`${folder}/freedict-eng-ara.dict.dz`));
const index = (await readFile(`${folder}/freedict-eng-ara.index`, 'utf8')).split('\n');

const findable = await englishFinds();
const extract = pairsExtract('english\tarabic');
for (const line of index) {
  const [headword, offset, length] = line.split('\t');
  if (!headword || !offset || !length || !/^[a-z]+$/.test(headword)) continue;
  if (!findable(headword)) continue;
  const text = dictionary
    .subarray(number(offset), number(offset) + number(length))
    .toString('utf8');
  for (const raw of text.split('\n').slice(1)) {
    // The gloss as written, less its diacritics and tatweel (the finder folds the rest).
    const gloss = raw
      .replace(/^\s*\d+\.\s*/, '')
      .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
      .trim();
    if (!/^[\u0621-\u064a]+$/.test(gloss)) continue;
    extract.add(headword, gloss);
  }
}
await extract.write(TARGET);
