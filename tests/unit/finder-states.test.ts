import { describe, expect, it } from 'vitest';

import {
  MEDIUM_WORDS,
  mediumStates,
  nomenclatureStates,
  STATE_PAIRS,
} from '@/lib/search/finder-states';
import { finderQueryForms } from '@/lib/search/finder-terms';
import { normalizeText } from '@/lib/search/normalize-text';

import { containmentCheck, entryOf } from '../fixtures/hs-finder-general/containment';
import { HELD_OUT_ARABIC, HELD_OUT_ENGLISH } from '../fixtures/hs-finder-general/held-out';

// Issue 55, item 2: a query's everyday state word also reads as the nomenclature's words for that
// state ("canned" → "prepared or preserved"), and the table holds no held-out phrase.

describe('nomenclatureStates', () => {
  it('gives an everyday state word the nomenclature’s words', () => {
    expect(nomenclatureStates('canned')).toEqual(['preserved', 'prepared']);
    expect(nomenclatureStates('pickled')).toContain('vinegar');
    expect(nomenclatureStates('frozen')).toEqual([]);
    // Spare parts («قطع غيار») are the names' parts («أجزاء»).
    expect(nomenclatureStates('غيار')).toEqual(['اجزاء']);
  });

  it('is read in the query’s forms, an Arabic word with its article or feminine ending', () => {
    expect(finderQueryForms('canned')).toEqual(expect.arrayContaining(['canned', 'preserved']));
    expect(finderQueryForms(normalizeText('المخللة'))).toEqual(
      expect.arrayContaining(['مخلل', 'خل', 'محفوظ']),
    );
  });

  it('reads what the goods are kept in as prepared or preserved, after "in" or with «ب»', () => {
    expect(mediumStates(['artichokes', 'in', 'oil'], 2)).toEqual(['preserved', 'prepared']);
    expect(mediumStates(['olive', 'oil'], 1)).toEqual([]);
    expect(mediumStates(['oil', 'in', 'drums'], 2)).toEqual([]);
    expect(mediumStates(['زيتون', 'بالزيت'], 1)).toEqual(['محفوظ', 'محضر']);
    expect(mediumStates(['بالزيت'], 0)).toEqual([]);
  });

  it('holds only normalised words', () => {
    for (const text of MEDIUM_WORDS) expect(normalizeText(text), text).toBe(text);
    for (const [word, states] of STATE_PAIRS) {
      for (const text of [word, ...states]) expect(normalizeText(text), text).toBe(text);
    }
  });

  it('holds no phrase of the held-out half', () => {
    const table = containmentCheck(
      [],
      [...STATE_PAIRS.flatMap(([word, states]) => [word, ...states]), ...MEDIUM_WORDS].map((text) =>
        entryOf('finder-states.ts', text),
      ),
    );
    expect([...HELD_OUT_ENGLISH, ...HELD_OUT_ARABIC].flatMap(([q]) => table(q))).toEqual([]);
  });
});
