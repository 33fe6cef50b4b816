import { describe, expect, it } from 'vitest';

import { COLLOQUIAL_PAIRS, standardArabic } from '@/lib/search/arabic-colloquial';
import { finderQueryForms } from '@/lib/search/finder-terms';
import { normalizeText } from '@/lib/search/normalize-text';

import { containmentCheck, entryOf } from '../fixtures/hs-finder-general/containment';
import { HELD_OUT_ARABIC } from '../fixtures/hs-finder-general/held-out';

// Issue 55, item 2: a colloquial word of a query also finds its standard form (بندورة/طماطم), and
// the table holds no held-out phrase of the general evaluation set.

describe('standardArabic', () => {
  it('gives a colloquial word its standard forms', () => {
    expect(standardArabic('بندوره')).toEqual(['طماطم']);
    expect(standardArabic('طماطم')).toEqual([]);
    // The everyday names of arabic-everyday-names.ts: a dialect word, a loanword, a trade name.
    expect(standardArabic('كفوف')).toEqual(['قفازات']);
    expect(standardArabic('لابتوب')).toEqual(['حواسيب']);
    expect(standardArabic('بامبرز')).toEqual(['حفاضات']);
    // The noun typed after the goods for the names' adjective (electric).
    expect(finderQueryForms(normalizeText('كهرباء'))).toEqual(expect.arrayContaining(['كهربايي']));
  });

  it('reads the query word with its article or conjunction off', () => {
    const forms = finderQueryForms(normalizeText('والبندورة'));
    expect(forms.at(-1)).toBe('طماطم');
    expect(forms).toContain('بندوره');
  });

  it('gives the standard word its own forms, as when it is typed (its stem, its singular)', () => {
    // «براد» → «ثلاجه», whose stem «ثلاج» is the term of the names' «ثلاجات».
    expect(finderQueryForms('براد')).toEqual(expect.arrayContaining(['براد', 'ثلاجه', 'ثلاج']));
    expect(finderQueryForms('ثلاجه')).toEqual(['ثلاجه', 'ثلاج']);
  });

  it('holds only normalised Arabic words', () => {
    for (const [word, standard] of COLLOQUIAL_PAIRS) {
      for (const text of [word, ...standard]) expect(normalizeText(text), text).toBe(text);
      expect(standard.length, word).toBeGreaterThan(0);
    }
  });

  it('holds no phrase of the held-out half', () => {
    const table = containmentCheck(
      [],
      COLLOQUIAL_PAIRS.flatMap(([word, standard]) =>
        [word, ...standard].map((text) => entryOf('arabic-colloquial.ts', text)),
      ),
    );
    expect(HELD_OUT_ARABIC.flatMap(([q]) => table(q))).toEqual([]);
  });
});
