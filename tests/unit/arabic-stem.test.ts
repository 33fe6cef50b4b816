import { describe, expect, it } from 'vitest';

import { arabicStem, collectiveOf, withoutFinalHamza } from '@/lib/search/arabic-stem';
import { finderTermsOf, finderWordForms } from '@/lib/search/finder-terms';
import { normalizeText } from '@/lib/search/normalize-text';

// Issue 55, item 2: Arabic as Arabic. The light stem of a word (its feminine or plural suffix
// off), so the form a query types meets the form a name holds.

describe('arabicStem', () => {
  it('takes the feminine ending off', () => {
    expect(arabicStem('مجمده')).toBe('مجمد');
    expect(arabicStem('كهربائيه')).toBe('كهربائي');
  });

  it('takes the feminine plural off', () => {
    expect(arabicStem('ماتورات')).toBe('ماتور');
    expect(arabicStem('عبايات')).toBe('عباي');
    expect(arabicStem('عبايه')).toBe('عباي');
  });

  it('keeps a stem of four letters at least, and leaves ون and ين on', () => {
    expect(arabicStem('ساعه')).toBeNull();
    expect(arabicStem('بروتين')).toBeNull();
    expect(arabicStem('زيتون')).toBeNull();
  });

  it('leaves other scripts alone', () => {
    expect(arabicStem('frozen')).toBeNull();
  });
});

describe('the finder’s forms of an Arabic word', () => {
  it('puts the stem of the barest form last, after the article and conjunction are off', () => {
    expect(finderWordForms('والمجمده')).toEqual(['والمجمده', 'المجمده', 'مجمده', 'مجمد']);
  });

  it('indexes a name with its stems, so a plural finds a singular', () => {
    const terms = finderTermsOf('سجادة يدوية');
    expect(terms).toEqual(expect.arrayContaining(['سجاده', 'سجاد', 'يدويه', 'يدوي']));
    expect(finderWordForms('سجادات')).toContain('سجاد');
  });
});

describe('withoutFinalHamza', () => {
  it('takes a final hamza off, as phones type it', () => {
    expect(withoutFinalHamza('بازلاء')).toBe('بازلا');
    expect(withoutFinalHamza('حذاء')).toBe('حذا');
    expect(finderWordForms('كهرباء')).toContain('كهربا');
  });

  it('leaves a word without one, a short one and a Latin one alone', () => {
    expect(withoutFinalHamza('بازلا')).toBeNull();
    expect(withoutFinalHamza('ماء')).toBeNull();
    expect(withoutFinalHamza('tea')).toBeNull();
  });
});

describe('collectiveOf', () => {
  it('reads a unit noun in ة as its collective of three letters', () => {
    expect(collectiveOf(normalizeText('سمكة'))).toBe('سمك');
    expect(collectiveOf('كسبه')).toBe('كسب');
  });

  it('reads no other word: longer stems are arabicStem’s, shorter ones too short', () => {
    expect(collectiveOf('مجمده')).toBeNull();
    expect(collectiveOf('حبه')).toBeNull();
    expect(collectiveOf('سمك')).toBeNull();
    expect(collectiveOf('fish')).toBeNull();
  });
});
