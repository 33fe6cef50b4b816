import { describe, expect, it } from 'vitest';

import { QUERY_QUALIFIER_WORDS, queryStateWords } from '@/features/hs-codes/finder-question';
import { finderRequestOf } from '@/features/hs-codes/finder-request';

import { containmentCheck, entryOf } from '../fixtures/hs-finder-general/containment';
import { HELD_OUT_ARABIC, HELD_OUT_ENGLISH } from '../fixtures/hs-finder-general/held-out';

// Issue 55, item 4: the words that say a qualifier in a query (no question then) hold no phrase
// of the held-out half, and the finder's page reads the answer from its view.

describe('the words that say a qualifier in a query', () => {
  it('hold no phrase of the held-out half', () => {
    const table = containmentCheck(
      [],
      Object.values(QUERY_QUALIFIER_WORDS)
        .flat()
        .map((word) => entryOf('finder-question.ts', word)),
    );
    expect([...HELD_OUT_ENGLISH, ...HELD_OUT_ARABIC].flatMap(([q]) => table(q))).toEqual([]);
  });
});

describe('queryStateWords', () => {
  it('names the one state a query says and the others, which a code naming only them contradicts', () => {
    const frozen = queryStateWords('frozen okra');
    expect(frozen?.asked).toContain('frozen');
    expect(frozen?.other).toEqual(expect.arrayContaining(['fresh', 'chilled', 'dried', 'salted']));
    expect(frozen?.other).not.toContain('frozen');
    expect(queryStateWords('البامية المجمدة')?.asked).toContain('مجمده');
    // Salted is the nomenclature's "dried, salted or in brine": the same answer as dried.
    expect(queryStateWords('salted fish')?.asked).toContain('dried');
  });

  it('says none for a word alone, a query without a state or one saying two', () => {
    expect(queryStateWords('okra')).toBeNull();
    // «فريز» is also strawberries: alone it contradicts nothing.
    expect(queryStateWords('فريز')).toBeNull();
    expect(queryStateWords('okra pods')).toBeNull();
    expect(queryStateWords('fresh or frozen okra')).toBeNull();
  });
});

describe("the finder's page request", () => {
  it('reads a known answer from the view and leaves an unknown one out', () => {
    expect(finderRequestOf({ q: 'peas', qualifier: 'frozen' })).toEqual({
      state: 'search',
      q: 'peas',
      page: 1,
      qualifier: 'frozen',
    });
    expect(finderRequestOf({ q: 'peas', qualifier: 'boiled' })).toEqual({
      state: 'search',
      q: 'peas',
      page: 1,
    });
  });
});
