import { describe, expect, it } from 'vitest';

import { classificationQuestionOf, classificationSearch } from '@/lib/hs/classification-question';

// Issue 55, item 5: the HS finder's "Ask the agency" carries the search and its first codes in the
// contact page's address; the form reads them back, and nothing the finder could not have written.

describe('the classification question in an address', () => {
  it('goes there and back', () => {
    const search = classificationSearch(' بامية مجمدة ', ['0710', '071080']);
    expect(classificationQuestionOf(`?${search}`)).toEqual({
      q: 'بامية مجمدة',
      codes: ['0710', '071080'],
    });
  });

  it('keeps five codes at most, and a question without codes', () => {
    const search = classificationSearch('okra', ['01', '02', '03', '04', '05', '06']);
    expect(classificationQuestionOf(search)?.codes).toEqual(['01', '02', '03', '04', '05']);
    expect(classificationQuestionOf(classificationSearch('okra', []))).toEqual({
      q: 'okra',
      codes: [],
    });
  });

  it('reads nothing from an address without a question, or with a bad one', () => {
    expect(classificationQuestionOf('')).toBeNull();
    expect(classificationQuestionOf('?hs_q=%20')).toBeNull();
    expect(classificationQuestionOf(`?hs_q=${'a'.repeat(201)}`)).toBeNull();
    expect(classificationQuestionOf('?hs_q=okra&hs_codes=07a0')).toBeNull();
    expect(classificationQuestionOf('?hs_q=okra&hs_codes=1,2,3,4,5,6')).toBeNull();
  });
});
