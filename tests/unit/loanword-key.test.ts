import { describe, expect, it } from 'vitest';

import { arabicLoanKey, englishLoanKey } from '@/lib/search/loanword-key';

// An English name written in Arabic letters and the English word share a sound key (issue 55).
describe('loanword keys', () => {
  it.each([
    ['digital', 'ديجيتال'],
    ['mushroom', 'مشروم'],
    ['acrylic', 'اكريليك'],
    ['protein', 'بروتين'],
    ['chocolate', 'شوكولاته'],
    ['plastic', 'بلاستيك'],
    ['printer', 'برنتر'],
    ['thermos', 'ترمس'],
    ['hydraulic', 'هيدروليك'],
  ])('"%s" and «%s» share a key', (english, arabic) => {
    const key = englishLoanKey(english);
    expect(key).not.toBeNull();
    expect(arabicLoanKey(arabic)).toBe(key);
  });

  it('reads c, ch, sh, ph, th, tion and double letters as Arabic writes them', () => {
    expect(englishLoanKey('cement')).toBe('smnt');
    expect(englishLoanKey('cocoa')).toBe(null);
    expect(englishLoanKey('phosphate')).toBe('fsft');
    expect(englishLoanKey('station')).toBe('stsn');
    expect(englishLoanKey('scanner')).toBe('sknr');
  });

  it('keeps no key of fewer than four consonants, nor for a word of another script', () => {
    expect(englishLoanKey('camera')).toBeNull();
    expect(arabicLoanKey('كروت')).toBeNull();
    expect(englishLoanKey('كاميرا')).toBeNull();
    expect(arabicLoanKey('digital')).toBeNull();
  });

  it('drops the vowels and the letters that write them, and a final ه', () => {
    expect(arabicLoanKey('شوكولاته')).toBe('sklt');
    expect(arabicLoanKey('عبوات')).toBeNull();
  });
});
