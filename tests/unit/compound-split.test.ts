import { describe, expect, it } from 'vitest';

import {
  compoundJoins,
  compoundParts,
  compoundSplits,
  joinedForms,
  mayBeCompound,
} from '@/lib/search/compound-split';

// Issue 55, item 2: an English compound typed as one word reads as the two words the names hold.

describe('compound splitting', () => {
  it('tries only Latin words long enough for two parts of three letters', () => {
    expect(mayBeCompound('rapeseed')).toBe(true);
    expect(mayBeCompound('icebox')).toBe(false);
    expect(mayBeCompound('بذورلفت')).toBe(false);
    expect(compoundSplits('seatbelt')).toEqual([
      ['sea', 'tbelt'],
      ['seat', 'belt'],
      ['seatb', 'elt'],
    ]);
  });

  it('cuts where both parts are terms, in one of their forms, the most even cut first', () => {
    const known = new Set(['rape', 'seed', 'seat', 'belt', 'sea', 'hair', 'dryer']);
    expect(compoundParts('rapeseed', known)).toEqual(['rape', 'seed']);
    expect(compoundParts('seatbelts', known)).toEqual(['seat', 'belts']);
    expect(compoundParts('hairdryers', known)).toEqual(['hair', 'dryers']);
    expect(compoundParts('marshmallows', known)).toBeNull();
  });

  it('joins two words typed for a compound the names write as one, keeping both words', () => {
    const kept = [true, true, true];
    // Each adjacent pair of Latin words of three letters or more, with the join's singular.
    expect(compoundJoins(['weed', 'killers', 'for'], [true, true, false])).toEqual([
      'weedkillers',
      'weedkiller',
    ]);
    expect(compoundJoins(['sweet', 'corn', 'ذرة'], kept)).toEqual(['sweetcorn']);
    expect(compoundJoins(['ice', 'in', 'bags'], kept)).toEqual([]);
    const known = new Set(['sweetcorn']);
    expect(joinedForms(['frozen', 'sweet', 'corn'], kept, known)).toEqual(
      new Map([
        [1, ['sweetcorn']],
        [2, ['sweetcorn']],
      ]),
    );
    // A little word (not kept) joins nothing.
    expect(joinedForms(['sweet', 'corn'], [false, true], known)).toEqual(new Map());
  });
});
