import { describe, expect, it } from 'vitest';

import { highlightParts, snippetOf } from '@/lib/search/highlight';

// Issue 28: the matched words of a result marked, and the part of a long text around the first.

const hits = (text: string, words: string[], terms: string[] = []) =>
  highlightParts(text, { words, terms })
    .filter((part) => part.hit)
    .map((part) => part.text);

describe('highlightParts', () => {
  it('marks the words that start with a word of the query, whatever their case or accents', () => {
    expect(hits('Jordanian exporters in JORDAN', ['jordan'])).toEqual(['Jordanian', 'JORDAN']);
    expect(hits('Café de Zürich', ['cafe', 'zur'])).toEqual(['Café', 'Zürich']);
  });

  it('marks Arabic words as written, with their hamza, tashkeel or joined article', () => {
    expect(hits('صادرات الأُرْدُن بالأردن', ['الاردن'])).toEqual(['الأُرْدُن', 'بالأردن']);
    expect(hits('دليل التصدير', ['تصدير'])).toEqual(['التصدير']);
  });

  it('marks the words a typo matched', () => {
    expect(hits('Phosphate and potash', ['phosphatr'], ['phosphate'])).toEqual(['Phosphate']);
  });

  it('keeps the whole text, in order', () => {
    const parts = highlightParts('Olive oil, olive trees.', { words: ['olive'], terms: [] });
    expect(parts.map((part) => part.text).join('')).toBe('Olive oil, olive trees.');
    expect(parts).toEqual([
      { text: 'Olive', hit: true },
      { text: ' oil, ', hit: false },
      { text: 'olive', hit: true },
      { text: ' trees.', hit: false },
    ]);
  });

  it('marks nothing without words', () => {
    expect(highlightParts('Olive', { words: [], terms: [] })).toEqual([
      { text: 'Olive', hit: false },
    ]);
    expect(highlightParts('', { words: ['x'], terms: [] })).toEqual([]);
  });
});

describe('snippetOf', () => {
  const long = `${'Lorem ipsum dolor sit amet. '.repeat(20)}The phosphate mines of Jordan. ${'Tail text here. '.repeat(10)}`;

  it('keeps a short text as it is', () => {
    expect(snippetOf('  A short   text. ', { words: ['x'], terms: [] })).toBe('A short text.');
  });

  it('opens a window a few words before the first match, cut between words', () => {
    const snippet = snippetOf(long, { words: ['phosphate'], terms: [] }, 120);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).toContain('phosphate mines');
    expect(snippet.length).toBeLessThanOrEqual(122);
  });

  it('starts at the beginning when the match is near it or there is none', () => {
    expect(snippetOf(long, { words: ['lorem'], terms: [] }, 100).startsWith('Lorem')).toBe(true);
    expect(snippetOf(long, { words: ['zzz'], terms: [] }, 100).endsWith('…')).toBe(true);
  });
});
