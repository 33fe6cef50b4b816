import { describe, expect, it } from 'vitest';

import { birthDateText, type BirthWords } from '@/features/screening/components/screening-texts';
import { withoutIsolates } from '@/lib/i18n/isolate';

// Issue 47: what the lists write in English (days, years, "approximately", "to") reads in the
// page's language, Arabic digits included; what cannot be read stays as written, isolated.

const words = (lang: 'en' | 'ar'): BirthWords =>
  lang === 'en'
    ? { approximately: (date) => `approximately ${date}`, range: (from, to) => `${from} to ${to}` }
    : { approximately: (date) => `نحو ${date}`, range: (from, to) => `من ${from} إلى ${to}` };

describe('a date of birth as a list writes it', () => {
  it.each([
    ['1937-04-28', 'en', 'Apr 28, 1937'],
    ['1937-04-28', 'ar', '٢٨ نيسان ١٩٣٧'],
    ['1960', 'ar', '١٩٦٠'],
    ['01 Jan 1960', 'en', 'Jan 1, 1960'],
    ['approximately 1960', 'ar', 'نحو ١٩٦٠'],
    ['circa 1962', 'en', 'approximately 1962'],
    ['1950 to 1955', 'ar', 'من ١٩٥٠ إلى ١٩٥٥'],
  ] as const)('%s in %s', (value, lang, expected) => {
    expect(birthDateText(value, lang, words(lang))).toBe(expected);
  });

  it('keeps what it cannot read as written, isolated on an Arabic page', () => {
    const text = birthDateText('Between 1960 and 1962', 'ar', words('ar'));
    expect(text).not.toBe('Between 1960 and 1962');
    expect(withoutIsolates(text)).toBe('Between 1960 and 1962');
    expect(birthDateText('31 Foo 1960', 'en', words('en'))).toBe('31 Foo 1960');
  });
});
