import { readFile } from 'node:fs/promises';

import { hsSynonymsSeed } from '../lib/db/seed/hs/synonyms';

import { englishFinds, pairsExtract } from './pairs-extract';

// `npx tsx scripts/make-wordnet-extract.ts [<wordnet folder>]` (issue 55, item 1): writes
// data/wordnet-nouns/related.tsv from Princeton WordNet 3.0's nouns as Debian ships them (package
// wordnet-base, /usr/share/wordnet/{index,data}.noun). For a noun of one word that is no word of
// the nomenclature's English text, the UK search references or the agency's seeded synonyms (a
// word the finder's English cannot find: "zipper", "marshmallow"), the words of its two commonest
// senses that name goods (GOODS; a food before its plant: "blueberry" read as the berry): the
// other names of the sense and of the sense it is a kind of ("zipper": "fastener"; "marshmallow":
// "candy"; a kind too wide to say what the goods are, WIDEST, is skipped), a name of several
// words by its last ("slide fastener": "fastener"), each kept when it is a word the finder's
// English can find. Left out, counted and never listed: a pair containing a phrase of the general
// evaluation set's held-out half (the containment rule, as for the other sources).

const TARGET = 'data/wordnet-nouns/related.tsv';
/** The senses read per noun: WordNet lists them commonest first. */
const SENSES = 2;
const folder = process.argv[2] ?? '/usr/share/wordnet';

/**
 * The senses that name goods, by WordNet's lexicographer file: noun.animal, noun.artifact,
 * noun.food, noun.object, noun.plant, noun.substance (not a person, an act, a place, a feeling).
 */
const GOODS = new Set(['05', '06', '13', '17', '20', '27']);

/** A sense with more kinds than this is too wide to stand for one of them ("plant", "device"). */
const WIDEST = 80;

const FOOD = '13';
const PLANT = '20';

/** A sense: its lexicographer file, its names, the senses it is a kind of, its number of kinds. */
type Synset = { file: string; names: string[]; kindOf: string[]; kinds: number };
const synsets = new Map<string, Synset>();
for (const line of (await readFile(`${folder}/data.noun`, 'utf8')).split('\n')) {
  if (!line || line.startsWith(' ')) continue;
  const fields = line.trim().split(' ');
  const count = parseInt(fields[3] ?? '0', 16);
  const names = Array.from({ length: count }, (_, index) =>
    (fields[4 + index * 2] ?? '').toLowerCase().replace(/\(.*\)$/, ''),
  );
  let at = 4 + count * 2;
  const pointers = parseInt(fields[at] ?? '0', 10);
  at += 1;
  const kindOf: string[] = [];
  let kinds = 0;
  for (let index = 0; index < pointers; index += 1, at += 4) {
    if (fields[at] === '@' || fields[at] === '@i') kindOf.push(fields[at + 1] ?? '');
    if (fields[at] === '~' || fields[at] === '~i') kinds += 1;
  }
  synsets.set(fields[0] ?? '', { file: fields[1] ?? '', names, kindOf, kinds });
}

const synonyms = hsSynonymsSeed().map((synonym) => synonym.phrase_en);
const findable = await englishFinds(synonyms);
const lastWord = (name: string) => name.split('_').at(-1) ?? name;

const extract = pairsExtract('related\tword');
for (const line of (await readFile(`${folder}/index.noun`, 'utf8')).split('\n')) {
  if (!line || line.startsWith(' ')) continue;
  const fields = line.trim().split(' ');
  const [noun = '', , senses = '0'] = fields;
  if (!/^[a-z]{3,}$/.test(noun) || findable(noun)) continue;
  const all = fields.slice(fields.length - Number(senses)).slice(0, SENSES);
  // A noun that names a food and its plant ("blueberry") is traded as the food.
  const food = all.some((offset) => synsets.get(offset)?.file === FOOD);
  const offsets = all.filter((offset) => !(food && synsets.get(offset)?.file === PLANT));
  const related = new Set<string>();
  for (const offset of offsets) {
    const synset = synsets.get(offset);
    if (!synset || !GOODS.has(synset.file)) continue;
    const kinds = synset.kindOf.flatMap((kind) => {
      const wider = synsets.get(kind);
      return wider && wider.kinds <= WIDEST ? wider.names : [];
    });
    for (const name of [...synset.names, ...kinds]) related.add(lastWord(name));
  }
  for (const word of related) {
    if (word === noun || !/^[a-z]+$/.test(word) || !findable(word)) continue;
    extract.add(word, noun);
  }
}
await extract.write(TARGET);
