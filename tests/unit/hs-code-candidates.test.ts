import { describe, expect, it } from 'vitest';

import { hsCodeCandidates } from '@/lib/hs/known-hs-code';

// Issue 37: the nomenclature's codes a member's HS code may stand for, the most precise first: the
// code itself, and for a subheading its heading (a subheading of another edition, as 150910 split
// in 2022, stands for its heading when the nomenclature has it).

describe('hsCodeCandidates', () => {
  it.each([
    ['15', ['15']],
    ['1509', ['1509']],
    ['150910', ['150910', '1509']],
  ])('%s may stand for %j', (digits, candidates) => {
    expect(hsCodeCandidates(digits)).toEqual(candidates);
  });

  it.each(['1', '150', '15091', '15091000', '15a9', ''])(
    '%j stands for no code (not 2, 4 or 6 digits)',
    (digits) => {
      expect(hsCodeCandidates(digits)).toEqual([]);
    },
  );
});
