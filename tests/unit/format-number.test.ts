import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';

import {
  countValues,
  formatNumber,
  formatYear,
  pageValues,
  writtenNumbers,
} from '@/lib/i18n/format-number';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

const WESTERN = /[0-9]/;

// docs/decisions/look-and-speed.md "Digits in Arabic": one formatter, Arabic-Indic digits on Arabic pages.
describe('formatNumber', () => {
  it('writes Arabic-Indic digits in Arabic and Western ones in English', () => {
    expect(formatNumber(42, 'ar')).toBe('٤٢');
    expect(formatNumber(42, 'en')).toBe('42');
    expect(formatNumber(0, 'ar')).toBe('٠');
  });

  it("groups thousands with the language's separator", () => {
    expect(formatNumber(1234, 'ar')).toBe('١٬٢٣٤');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });

  it('takes Intl options (decimals)', () => {
    expect(formatNumber(2.5, 'ar', { maximumFractionDigits: 2 })).toBe('٢٫٥');
    expect(formatNumber(2.5, 'en', { maximumFractionDigits: 2 })).toBe('2.5');
  });

  it('writes a year without a thousands separator', () => {
    expect(formatYear(2026, 'ar')).toBe('٢٠٢٦');
    expect(formatYear(2026, 'en')).toBe('2026');
  });
});

describe('the values of a message', () => {
  it('keep the count a number for the plural and add the written one', () => {
    expect(countValues(3, 'ar')).toEqual({ count: 3, shown: '٣' });
    expect(pageValues(2, 5, 'ar')).toEqual({ page: '٢', pages: '٥' });
  });

  it('write every number of an API message in its language', () => {
    expect(writtenNumbers({ seconds: 30, name: 'x' }, 'ar')).toEqual({ seconds: '٣٠', name: 'x' });
    expect(writtenNumbers({ count: 12 }, 'ar')).toEqual({ count: 12, shown: '١٢' });
    expect(writtenNumbers({ count: 12, shown: 'twelve' }, 'en')).toEqual({
      count: 12,
      shown: 'twelve',
    });
  });
});

// next-intl formats with the locale 'ar': ICU writes it with Western digits (only ar-JO has
// Arabic-Indic ones), so the catalogues' plurals show `shown`, never `#`.
describe('the catalogues with the formatter', () => {
  const arabic = createTranslator({ locale: 'ar', messages: ar });
  const english = createTranslator({ locale: 'en', messages: en });

  it('count institutions, articles and listings with Arabic-Indic digits', () => {
    for (const [key, count] of [
      ['Institutions.count', 42],
      ['News.count', 11],
      ['Buyers.companyCount', 3],
      ['Buyers.itemCount', 1234],
      ['Experts.count', 7],
    ] as const) {
      const text = arabic(key, countValues(count, 'ar'));
      expect(text, key).not.toMatch(WESTERN);
      expect(text, key).toContain(formatNumber(count, 'ar'));
    }
    expect(arabic('Institutions.count', countValues(42, 'ar'))).toBe('٤٢ مؤسسة');
    expect(english('Institutions.count', countValues(42, 'en'))).toBe('42 institutions found');
  });

  it('write "page 2 of 5" in the page\'s digits', () => {
    expect(arabic('Institutions.pageOf', pageValues(2, 5, 'ar'))).toBe('الصفحة ٢ من ٥');
    expect(english('Institutions.pageOf', pageValues(2, 5, 'en'))).toMatch(/2.*5/);
  });

  it('pick the Arabic plural form from the number, whatever it shows', () => {
    expect(arabic('Buyers.companyCount', countValues(2, 'ar'))).toBe('شركتان');
    expect(arabic('Buyers.companyCount', countValues(5, 'ar'))).toBe('٥ شركات');
    expect(arabic('Buyers.companyCount', countValues(11, 'ar'))).toBe('١١ شركة');
  });

  it("write an API error's numbers in the answer's language", () => {
    const api = createTranslator({ locale: 'ar', messages: ar, namespace: 'Api' });
    expect(api('tooManyRequests', writtenNumbers({ seconds: 45 }, 'ar'))).toContain('٤٥');
  });
});
