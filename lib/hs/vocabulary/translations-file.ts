// A source's pairs of a word and the English word it reads as, as the HS finder reads them (issue
// 55, item 1). UTF-8, a header line, then one pair a line: an English word (letters) and the word
// a query may hold. A bilingual dictionary's (data/freedict-eng-ara/translations.tsv, header
// `english<TAB>arabic`): an Arabic word the English translates; a lexical database's
// (data/wordnet-nouns/related.tsv, header `related<TAB>word`): an English noun and a word of its
// meaning. Read with positions, so a malformed file is refused naming the line and the byte where
// it starts; nothing is written before the whole file is read.

/** A pair: the English word read, the word a query may hold, where it stands in the file. */
export type TranslationEntry = { english: string; word: string; line: number; offset: number };

/** A source's file: its header, and the language of its second field (the query's word). */
export type TranslationsFormat = { header: string; word: 'arabic' | 'english' };
export const DICTIONARY_FORMAT: TranslationsFormat = { header: 'english\tarabic', word: 'arabic' };

/** The file is malformed: what, and where (the line from 1, its byte offset). */
export class TranslationsFileError extends Error {
  constructor(reason: string, line: number, offset: number) {
    super(`line ${line} at byte ${offset}: ${reason}`);
  }
}

/** The longest word kept (the longest shipped Arabic word is 14 letters). */
export const MAX_WORD_LENGTH = 40;
const ENGLISH = /^[a-z]+(?:[-'][a-z]+)*$/;
const ARABIC = /^[\u0621-\u064a]+$/;

const WORDS = {
  arabic: { pattern: ARABIC, what: 'one Arabic word' },
  english: { pattern: ENGLISH, what: 'an English word in lower case' },
} as const;

function checkedPair(
  fields: string[],
  format: TranslationsFormat,
  line: number,
  offset: number,
): TranslationEntry {
  const fail = (reason: string) => new TranslationsFileError(reason, line, offset);
  const names = format.header.replace('\t', ', ');
  if (fields.length !== 2) throw fail(`${fields.length} fields, 2 expected (${names})`);
  const [english = '', word = ''] = fields.map((field) => field.trim());
  if (!ENGLISH.test(english) || english.length > MAX_WORD_LENGTH) {
    throw fail(`"${english.slice(0, 40)}" is not an English word in lower case`);
  }
  const expected = WORDS[format.word];
  if (!expected.pattern.test(word) || word.length > MAX_WORD_LENGTH) {
    throw fail(`"${word.slice(0, 40)}" is not ${expected.what}`);
  }
  if (word === english) throw fail(`"${word}" reads as itself`);
  return { english, word, line, offset };
}

/** The file's pairs in order; anything else is refused with the line and byte where it goes wrong. */
export function parseTranslations(
  bytes: Buffer,
  format: TranslationsFormat = DICTIONARY_FORMAT,
): TranslationEntry[] {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const entries: TranslationEntry[] = [];
  const seen = new Map<string, number>();
  let offset = start;
  let line = 0;
  while (offset < bytes.length) {
    const end = bytes.indexOf(0x0a, offset);
    const stop = end === -1 ? bytes.length : end;
    line += 1;
    const text = bytes.subarray(offset, stop).toString('utf8').replace(/\r$/, '');
    if (text.includes('\ufffd')) throw new TranslationsFileError('not UTF-8', line, offset);
    if (line === 1) {
      if (text !== format.header) {
        throw new TranslationsFileError(`the header "${format.header}" was expected`, 1, offset);
      }
    } else if (text.trim() !== '') {
      const entry = checkedPair(text.split('\t'), format, line, offset);
      const key = `${entry.english}\t${entry.word}`;
      const before = seen.get(key);
      if (before !== undefined) {
        throw new TranslationsFileError(
          `the pair is given twice (line ${before} too)`,
          line,
          offset,
        );
      }
      seen.set(key, line);
      entries.push(entry);
    }
    offset = stop + 1;
  }
  if (line === 0) throw new TranslationsFileError('the file is empty', 1, start);
  return entries;
}
