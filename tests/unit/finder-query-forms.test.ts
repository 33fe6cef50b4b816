import { describe, expect, it } from 'vitest';

import { finderQueryForms, finderTermsOf } from '@/lib/search/finder-terms';

// The finder's tables of words are plain objects: a word that names one of an object's own
// properties ("constructor", "toString") is a word like any other, not the property (it made the
// finder throw, a 500, for "constructor").

describe('finderQueryForms', () => {
  it.each(['constructor', 'tostring', 'valueof', 'hasownproperty', '__proto__'])(
    'reads "%s" as a word, its forms all words',
    (word) => {
      const forms = finderQueryForms(word);
      expect(forms).toContain(word);
      for (const form of forms) expect(typeof form).toBe('string');
      expect(finderTermsOf(word).every((term) => typeof term === 'string')).toBe(true);
    },
  );
});
