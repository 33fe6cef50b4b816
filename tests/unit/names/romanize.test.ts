import { describe, expect, it } from 'vitest';

import { jaroWinkler, skeletonDistance, skeletonSimilarity } from '@/lib/names/distance';
import { prepareName } from '@/lib/names/prepare';
import { latinToArabic, MAX_SPELLINGS, romanizeArabic } from '@/lib/names/romanize';
import { DEFAULT_MIN_SCORE, scoreName } from '@/lib/names/score';
import { arabicSkeleton, latinSkeleton } from '@/lib/names/skeleton';

describe('romanizeArabic', () => {
  it('gives the usual spellings of a known name, most usual first', () => {
    expect(romanizeArabic('محمد')).toEqual(['Muhammad', 'Mohammed', 'Mohamed']);
  });

  it('writes عبد الله as Abdullah, Abd Allah, Abdallah, glued or not', () => {
    expect(romanizeArabic('عبد الله')).toEqual(['Abdullah', 'Abd Allah', 'Abdallah']);
    expect(romanizeArabic('عبدالله')).toEqual(['Abdullah', 'Abd Allah', 'Abdallah']);
  });

  it('writes the article as al-, el- or nothing', () => {
    const spellings = romanizeArabic('علي حسن المجيد');
    expect(spellings.slice(0, 3)).toEqual([
      'Ali Hassan Al-Majid',
      'Ali Hassan El-Majid',
      'Ali Hassan Majid',
    ]);
  });

  it('spells an unknown word from its letters', () => {
    expect(romanizeArabic('التكريتي')[0]).toBe('Al-Takariti');
  });

  it('is bounded however long the name', () => {
    const name = 'محمد حسين علي يوسف عمر عثمان ابراهيم اسماعيل مصطفى';
    expect(romanizeArabic(name).length).toBeLessThanOrEqual(MAX_SPELLINGS);
  });

  it('returns a Latin name as it is', () => {
    expect(romanizeArabic('Saddam Hussein')).toEqual(['Saddam Hussein']);
  });

  it('gives spellings that find the Arabic name back', () => {
    for (const name of ['صدام حسين التكريتي', 'عبد الرحمن الزيدي', 'أسامة بن لادن']) {
      for (const spelling of romanizeArabic(name)) {
        expect(scoreName(spelling, name).score).toBeGreaterThanOrEqual(DEFAULT_MIN_SCORE);
      }
    }
  });
});

describe('latinToArabic', () => {
  it('writes known names as the table does, others as their consonant skeleton (a last i as ي)', () => {
    expect(latinToArabic('Mohammed')).toBe('محمد');
    expect(latinToArabic('Hussein')).toBe('حسين');
    expect(latinToArabic('Abdullah')).toBe('عبد الله');
    expect(latinToArabic('Saddam Hussein al-Tikriti')).toBe('سدم حسين تكرتي');
  });
});

describe('the common skeleton', () => {
  it('writes both scripts of a name alike, but for the short vowels Latin adds', () => {
    expect(arabicSkeleton('حسين')).toBe('HSīN');
    expect(latinSkeleton('hussein')).toBe('HaSīN');
    expect(arabicSkeleton('محمد')).toBe('MHMD');
    expect(latinSkeleton('khalid')).toBe('XaLaD');
    for (const [latin, arabic] of [
      ['youssef', 'يوسف'],
      ['tikriti', 'تكريتي'],
      ['ghafari', 'غفاري'],
      ['thamir', 'ثامر'],
    ] as const) {
      expect(skeletonSimilarity(latinSkeleton(latin), arabicSkeleton(arabic))).toBeGreaterThan(
        0.85,
      );
    }
  });

  it('drops the first vowel, ع and ء, and counts a repeated letter once', () => {
    expect(arabicSkeleton('عمر')).toBe('MR');
    expect(latinSkeleton('omar')).toBe('MaR');
    expect(latinSkeleton('hassan')).toBe('HaSaN');
  });

  it('reads y and w between vowels as consonants, ay before a consonant as a diphthong', () => {
    expect(latinSkeleton('sabawi')).toBe('SaBaūī');
    expect(latinSkeleton('husayn')).toBe('HaSīN');
  });

  it('reads French spellings: ou, ch, dj, c before e', () => {
    expect(latinSkeleton('djamel')).toBe(latinSkeleton('jamel'));
    expect(latinSkeleton('charia')).toBe(latinSkeleton('sharia'));
    expect(latinSkeleton('youcef')).toBe(latinSkeleton('yousef'));
  });
});

describe('skeleton distance', () => {
  it('costs little for the letters transliteration confuses, much for others', () => {
    expect(skeletonDistance('Q', 'K')).toBeLessThan(skeletonDistance('Q', 'M'));
    expect(skeletonDistance('MHMD', 'MaHaMaD')).toBeCloseTo(0.15);
    expect(skeletonSimilarity('MHMD', 'MHMD')).toBe(1);
    expect(skeletonSimilarity('', '')).toBe(0);
  });

  it('is symmetric', () => {
    for (const [a, b] of [
      ['HSīN', 'HaSaN'],
      ['BRāHīM', 'BRaHaM'],
      ['XDāīDāD', 'XaDīDaD'],
    ] as const) {
      expect(skeletonDistance(a, b)).toBeCloseTo(skeletonDistance(b, a));
    }
  });

  it('handles skeletons longer than its buffers', () => {
    const long = 'BTRS'.repeat(40);
    expect(skeletonDistance(long, long)).toBe(0);
    expect(skeletonSimilarity(long, `${long}M`)).toBeGreaterThan(0.99);
  });
});

describe('jaroWinkler', () => {
  it('gives the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.813, 3);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('', 'abc')).toBe(0);
  });
});

describe('prepared names', () => {
  it('score the same as the names', () => {
    expect(scoreName(prepareName('صدام حسين'), prepareName('Saddam Hussein'))).toEqual(
      scoreName('صدام حسين', 'Saddam Hussein'),
    );
  });
});
