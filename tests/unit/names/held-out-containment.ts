// Issue 56: no rule or list of the matcher may name a name of the held-out halves
// (tests/fixtures/screening-eval). What "naming" means here:
//   1. a held-out name whole, in a string or a comment: its folded words in order, legal forms
//      included ("Issa Trading", «مؤسسة عيسى التجارية»);
//   2. in a string (a table's or a list's entry): the words the matcher compares (tokenizeName:
//      legal forms, titles and articles dropped) of a name written in two words or more ("Dakkak
//      Furniture" as 'dakkak furniture', "Abdulkhaliq Badruddin al-Houthi");
//   3. in a string: a word of a held-out press spelling that nothing else shows (no tuning name,
//      no UN list name, no ordinary-names fixture), alone ('gadhafi' added to a table) or with a
//      neighbouring word of that name (an alias list's 'moammar gadhafi').
// A single common word (a given name, "Trading", "Abdullah") is not a name: the tables hold them.
// Comments may explain a rule with any name; only 1. applies to them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { GENERIC_WORDS, LATIN_ARTICLES } from '@/lib/names/generic-words';
import { foldedWords, tokenizeName } from '@/lib/names/tokens';

import { COMPANY_NAMES_HELD_OUT } from '../../fixtures/screening-eval/company-names.held-out';
import { COMPANY_NAMES_TUNING } from '../../fixtures/screening-eval/company-names.tuning';
import { PRESS_SPELLINGS_HELD_OUT } from '../../fixtures/screening-eval/press-spellings.held-out';
import { PRESS_SPELLINGS_TUNING } from '../../fixtures/screening-eval/press-spellings.tuning';

import { ORDINARY_COMPANIES, ORDINARY_PEOPLE } from './jordanian-names';
import unNames from './un-names.json';

/** The matcher's rules and lists: the name library, the screening feature, the lists' readers. */
export const MATCHER_FOLDERS = ['lib/names', 'features/screening', 'lib/sanctions'] as const;
const SOURCE_FILE = /\.(tsx?|json|csv|txt)$/;

const compared = (name: string) => tokenizeName(name).map((token) => token.text);

/** The words a name is written in, legal forms and articles aside ("Abdullah Trading": one). */
const writtenWords = (name: string) =>
  foldedWords(name).filter((word) => !GENERIC_WORDS.has(word) && !LATIN_ARTICLES.has(word));

/**
 * Words that were in the matcher's tables before the sets were written (fa7a261), which only a
 * held-out spelling happens to use: the table did not learn them from it.
 */
const TABLE_WORDS_BEFORE_THE_SETS = ['mousa'];

/** Whether `needle` is a run of consecutive words of `haystack`. */
export function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  return needle.length > 0 && ` ${haystack.join(' ')} `.includes(` ${needle.join(' ')} `);
}

/** Word sequences as one text, each apart (" a b | c d "), for runs of words within one. */
const joined = (sequences: readonly (readonly string[])[]) =>
  ` ${sequences.map((words) => words.join(' ')).join(' | ')} `;

const inJoined = (text: string, run: readonly string[]) => text.includes(` ${run.join(' ')} `);

type Named = { readonly name: string; readonly press: boolean };

const HELD_OUT: readonly Named[] = [
  ...COMPANY_NAMES_HELD_OUT.map(({ name }) => ({ name, press: false })),
  ...PRESS_SPELLINGS_HELD_OUT.map(({ name }) => ({ name, press: true })),
];

/** Each held-out name as folded and as compared, worked out once. */
const HELD_OUT_WORDS = HELD_OUT.map((named) => ({
  ...named,
  whole: foldedWords(named.name),
  words: compared(named.name),
  written: writtenWords(named.name).length,
}));

/** Every word the project wrote down outside the held-out halves, as compared and as folded. */
function knownWords(): Set<string> {
  const names = [
    ...COMPANY_NAMES_TUNING.map(({ name }) => name),
    ...PRESS_SPELLINGS_TUNING.map(({ name }) => name),
    ...[...ORDINARY_PEOPLE, ...ORDINARY_COMPANIES].flatMap(({ latin, arabic }) => [latin, arabic]),
    ...unNames.flatMap((record) => [...record.latin, record.arabic]),
  ];
  return new Set([
    ...TABLE_WORDS_BEFORE_THE_SETS,
    ...names.flatMap((name) => [...compared(name), ...foldedWords(name)]),
  ]);
}

/** The words of held-out press spellings that nothing but the held-out halves shows. */
export function heldOutOnlyWords(): Set<string> {
  const known = knownWords();
  return new Set(
    HELD_OUT.filter(({ press }) => press)
      .flatMap(({ name }) => compared(name))
      .filter((word) => word.length >= 3 && !known.has(word)),
  );
}

export type Finding = { readonly file: string; readonly heldOut: string; readonly what: string };

const LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** String literals of a source text ('…', "…", `…`), escapes kept as written. */
const literals = (text: string) =>
  [...text.matchAll(LITERAL)].map((match) => match[0].slice(1, -1));

/**
 * The runs of text a name can be written in: each string, and each line without its strings (a
 * comment), so that two entries of a list ('muhammad', 'gaddafi') do not read as one name.
 */
const segments = (text: string) => [...literals(text), ...text.replace(LITERAL, '\n').split('\n')];

/** What a source text names of the held-out halves. */
export function namedIn(file: string, text: string, onlyHeldOut: ReadonlySet<string>): Finding[] {
  const findings: Finding[] = [];
  const folded = joined(segments(text).map(foldedWords));
  const stringWords = literals(text).map(compared);
  const strings = joined(stringWords);
  const alone = new Set(stringWords.filter((words) => words.length === 1).map(([word]) => word));
  for (const { name, press, whole, words, written } of HELD_OUT_WORDS) {
    if (whole.length > 0 && inJoined(folded, whole)) {
      findings.push({ file, heldOut: name, what: 'the whole name' });
    } else if (written >= 2 && words.length >= 2 && inJoined(strings, words)) {
      findings.push({ file, heldOut: name, what: 'its words in order' });
    }
    if (!press) continue;
    for (const [index, word] of words.entries()) {
      if (!onlyHeldOut.has(word)) continue;
      const runs = [words.slice(Math.max(0, index - 1), index + 1), words.slice(index, index + 2)];
      if (alone.has(word)) findings.push({ file, heldOut: name, what: `its word "${word}" alone` });
      else if (runs.some((run) => run.length === 2 && inJoined(strings, run)))
        findings.push({ file, heldOut: name, what: `its word "${word}" with a neighbour` });
    }
  }
  return findings;
}

/** The matcher's source files (relative to the repository root). */
export function matcherFiles(root: string): string[] {
  return MATCHER_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => SOURCE_FILE.test(name))
      .map((name) => path.join(folder, name)),
  );
}

/** What the matcher's files name of the held-out halves. */
export function heldOutNamedByMatcher(root: string): Finding[] {
  const onlyHeldOut = heldOutOnlyWords();
  return matcherFiles(root).flatMap((file) =>
    namedIn(file, readFileSync(path.join(root, file), 'utf8'), onlyHeldOut),
  );
}
