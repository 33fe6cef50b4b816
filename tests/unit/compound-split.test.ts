import { describe, expect, it } from 'vitest';

import { compoundParts, compoundSplits, mayBeCompound } from '@/lib/search/compound-split';

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
});
