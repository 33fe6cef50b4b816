// A bilingual dictionary's pairs as the HS finder reads them (issue 55, item 1):
// data/freedict-eng-ara/translations.tsv, UTF-8, a header line `english<TAB>arabic`, then one
// pair a line: an English word (letters) and an Arabic word it translates. Read with positions, so
// a malformed file is refused naming the line and the byte where it starts; nothing is written
// before the whole file is read.

/** A pair: the English word, the Arabic one, where it stands in the file. */
export type TranslationEntry = { english: string; arabic: string; line: number; offset: number };

/** The file is malformed: what, and where (the line from 1, its byte offset). */
export class TranslationsFileError extends Error {
  constructor(reason: string, line: number, offset: number) {
    super(`line ${line} at byte ${offset}: ${reason}`);
  }
}

export const TRANSLATIONS_HEADER = 'english\tarabic';
/** The longest word kept (the longest shipped Arabic word is 14 letters). */
export const MAX_WORD_LENGTH = 40;
const ENGLISH = /^[a-z]+(?:[-'][a-z]+)*$/;
const ARABIC = /^[\u0621-\u064a]+$/;

function checkedPair(fields: string[], line: number, offset: number): TranslationEntry {
  const fail = (reason: string) => new TranslationsFileError(reason, line, offset);
  if (fields.length !== 2) throw fail(`${fields.length} fields, 2 expected (english, arabic)`);
  const [english = '', arabic = ''] = fields.map((field) => field.trim());
  if (!ENGLISH.test(english) || english.length > MAX_WORD_LENGTH) {
    throw fail(`"${english.slice(0, 40)}" is not an English word in lower case`);
  }
  if (!ARABIC.test(arabic) || arabic.length > MAX_WORD_LENGTH) {
    throw fail(`"${arabic.slice(0, 40)}" is not one Arabic word`);
  }
  return { english, arabic, line, offset };
}

/** The file's pairs in order; anything else is refused with the line and byte where it goes wrong. */
export function parseTranslations(bytes: Buffer): TranslationEntry[] {
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
      if (text !== TRANSLATIONS_HEADER) {
        throw new TranslationsFileError(
          `the header "${TRANSLATIONS_HEADER}" was expected`,
          1,
          offset,
        );
      }
    } else if (text.trim() !== '') {
      const entry = checkedPair(text.split('\t'), line, offset);
      const key = `${entry.english}\t${entry.arabic}`;
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
