import { describe, expect, it } from 'vitest';

import {
  MAX_QUERY_WORDS,
  queryWordsOf,
  searchQueryText,
  termsOf,
  wordForms,
  wordsOf,
} from '@/lib/search/search-terms';

// Issue 28: the words the site search indexes and compares, after the one normaliser.

describe('termsOf', () => {
  it('normalises, then cuts at anything that is not a letter or a digit', () => {
    expect(termsOf('Jordan’s EXPORT-guide, 2026!')).toEqual([
      'jordan',
      's',
      'export',
      'guide',
      '2026',
    ]);
    expect(termsOf('Café   Zürich')).toEqual(['cafe', 'zurich']);
  });

  it('folds the Arabic spellings: hamza, taa marbuta, alef maqsura, tashkeel, tatweel, digits', () => {
    expect(termsOf('الأُرْدُن')).toEqual(termsOf('الاردن'));
    expect(termsOf('مؤسسة')).toEqual(termsOf('موسسه'));
    expect(termsOf('رئيسي')).toEqual(termsOf('رييسي'));
    expect(termsOf('مستشفى')).toEqual(termsOf('مستشفي'));
    expect(termsOf('الـتـصـديـر')).toEqual(termsOf('التصدير'));
    expect(termsOf('٢٠٢٦ ۲۰۲۶')).toEqual(['2026']);
  });

  it('adds the forms of an Arabic word without its article and joined conjunction or preposition', () => {
    expect(termsOf('بالأردن')).toEqual(['بالاردن', 'الاردن', 'اردن']);
    expect(termsOf('للتصدير')).toEqual(['للتصدير', 'التصدير', 'تصدير']);
    expect(termsOf('والمصدرين')).toEqual(['والمصدرين', 'المصدرين', 'مصدرين']);
    expect(termsOf('وتصدير')).toEqual(['وتصدير', 'تصدير']);
  });

  it('keeps each term once', () => {
    expect(termsOf('oil Oil OIL زيت زيت')).toEqual(['oil', 'زيت']);
  });
});

describe('wordForms', () => {
  it('leaves short words and words of other scripts alone', () => {
    expect(wordForms('ولد')).toEqual(['ولد']);
    expect(wordForms('الم')).toEqual(['الم']);
    expect(wordForms('export')).toEqual(['export']);
    expect(wordForms('2026')).toEqual(['2026']);
  });
});

describe('queryWordsOf', () => {
  it('trims, normalises and keeps each word once', () => {
    expect(queryWordsOf('  Olive  OIL olive ')).toEqual(['olive', 'oil']);
    expect(queryWordsOf('الأردن')).toEqual(['الاردن']);
  });

  it('finds no word in %, _ or the characters of regular expressions', () => {
    for (const query of ['%', '_', '%_%', '.*', '\\', '()', '^$', '[]', '   ']) {
      expect(queryWordsOf(query), query).toEqual([]);
    }
    expect(queryWordsOf('100%_sure')).toEqual(['100', 'sure']);
  });

  it('reads at most 200 characters and eight words', () => {
    expect(searchQueryText(` ${'a'.repeat(250)} `)).toHaveLength(200);
    expect(queryWordsOf('a b c d e f g h i j')).toHaveLength(MAX_QUERY_WORDS);
  });

  it('cuts the words of a text as the index does', () => {
    expect(wordsOf('a-b c')).toEqual(['a', 'b', 'c']);
  });
});
