// Latin spelling variants of a listed name, by a fixed set of rules (the recall measure of issue 47):
//   1. a known name (name-table.ts) written with another of its row's spellings: Mohammed → Mohamed,
//      Muhammad; Hussein → Husayn;
//   2. «عبد» + article written the other way: "Abdul Rahman" ↔ "Abd al-Rahman";
//   3. the article as el-, or dropped: "al-Tikriti" → "el-Tikriti", "Tikriti";
//   4. hyphens as spaces;
//   5. case: lower, Title Case, UPPER.
// Three variants a name, each a different mix: (1 next spelling, 3 el-, Title), (2, 3 dropped,
// lower), (1 the spelling after, 4, UPPER); a variant equal to the name itself is left out.
import { NAME_ROWS } from '@/lib/names/name-table';

const SPELLING = new Map<string, readonly string[]>();
for (const row of NAME_ROWS) for (const spelling of row.latin) SPELLING.set(spelling, row.latin);

/** Rule 1: every known word as the spelling `step` places after its own in its row. */
function respell(name: string, step: number): string {
  return name.replace(/[\p{L}]+/gu, (word) => {
    const row = SPELLING.get(word.toLowerCase());
    if (!row || row.length < 2 || word.length < 3) return word;
    const at = row.indexOf(word.toLowerCase());
    return row[(at + step) % row.length] ?? word;
  });
}

/** Rule 2. */
const abdOtherWay = (name: string) =>
  /\babd[- ]?(?:al|el|ul)[- ]/i.test(name)
    ? name.replace(/\babd[- ]?(?:al|el|ul)[- ]/gi, 'Abdul ')
    : name.replace(/\babd(?:ul|el)[- ]/gi, 'Abd al-');

/** Rule 3. */
const article = (name: string, as: 'el-' | '') => name.replace(/\b(?:al|el)[- ](?=\p{L})/giu, as);

const titleCase = (name: string) =>
  name
    .toLowerCase()
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, space: string, letter: string) => space + letter.toUpperCase(),
    );

export function latinVariants(name: string): string[] {
  const variants = [
    titleCase(article(respell(name, 1), 'el-')),
    article(abdOtherWay(name), '').toLowerCase(),
    respell(name, 2).replace(/-/g, ' ').toUpperCase(),
  ];
  return [...new Set(variants)].filter((variant) => variant !== name);
}
