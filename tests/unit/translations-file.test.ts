import { describe, expect, it } from 'vitest';

import { TRANSLATION_SOURCES } from '@/lib/hs/vocabulary/import-translations';
import { parseTranslations } from '@/lib/hs/vocabulary/translations-file';

// Issue 55, item 1: a bilingual dictionary's pairs (data/freedict-eng-ara/translations.tsv) and a
// lexical database's (data/wordnet-nouns/related.tsv), read whole with positions: a malformed file
// is refused naming its line and the byte it starts at.

const file = (text: string) => Buffer.from(text, 'utf8');
const HEADER = 'english\tarabic\n';

describe('parseTranslations', () => {
  it('reads each pair with its line and byte, past a byte-order mark, CRLF and blank lines', () => {
    const last = 'zipper\tسوستة\n';
    const text = `\ufeff${HEADER}kettle\tمغلاة\r\n\n${last}`;
    const entries = parseTranslations(file(text));
    const lastAt = Buffer.byteLength(text) - Buffer.byteLength(last);
    expect(entries).toEqual([
      { english: 'kettle', word: 'مغلاة', line: 2, offset: 18 },
      { english: 'zipper', word: 'سوستة', line: 4, offset: lastAt },
    ]);
  });

  it.each([
    ['', 'line 1 at byte 0: the file is empty'],
    ['arabic\tenglish\n', 'line 1 at byte 0: the header "english\tarabic" was expected'],
    [`${HEADER}kettle مغلاة\n`, 'line 2 at byte 15: 1 fields, 2 expected (english, arabic)'],
    [
      `${HEADER}kettle\tمغلاة\textra\n`,
      'line 2 at byte 15: 3 fields, 2 expected (english, arabic)',
    ],
    [
      `${HEADER}Kettle\tمغلاة\n`,
      'line 2 at byte 15: "Kettle" is not an English word in lower case',
    ],
    [`${HEADER}kettle\tkettle\n`, 'line 2 at byte 15: "kettle" is not one Arabic word'],
    [
      `${HEADER}kettle\tمغلاة كهربائية\n`,
      'line 2 at byte 15: "مغلاة كهربائية" is not one Arabic word',
    ],
    [`${HEADER}kettle\tمغلاة\nkettle\tمغلاة\n`, 'is given twice (line 2 too)'],
  ])('refuses %j: %s', (text, message) => {
    expect(() => parseTranslations(file(text))).toThrow(message);
  });

  it('refuses bytes that are not UTF-8, naming the line', () => {
    const bytes = Buffer.concat([file(`${HEADER}kettle\t`), Buffer.from([0xff, 0xfe]), file('\n')]);
    expect(() => parseTranslations(bytes)).toThrow('line 2 at byte 15: not UTF-8');
  });

  describe('a lexical database’s pairs (an English noun and a word of its meaning)', () => {
    const { format } = TRANSLATION_SOURCES['wordnet-nouns'];
    const WORDNET = 'related\tword\n';

    it('reads an English word in the second field', () => {
      expect(parseTranslations(file(`${WORDNET}fastener\tzipper\n`), format)).toEqual([
        { english: 'fastener', word: 'zipper', line: 2, offset: 13 },
      ]);
    });

    it.each([
      [
        'english\tarabic\nfastener\tzipper\n',
        'line 1 at byte 0: the header "related\tword" was expected',
      ],
      [
        `${WORDNET}fastener\tسوستة\n`,
        'line 2 at byte 13: "سوستة" is not an English word in lower case',
      ],
      [`${WORDNET}fastener\tfastener\n`, 'line 2 at byte 13: "fastener" reads as itself'],
      [`${WORDNET}fastener zipper\n`, 'line 2 at byte 13: 1 fields, 2 expected (related, word)'],
    ])('refuses %j: %s', (text, message) => {
      expect(() => parseTranslations(file(text), format)).toThrow(message);
    });
  });
});
