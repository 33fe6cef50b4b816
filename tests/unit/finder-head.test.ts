import { describe, expect, it } from 'vitest';

import { WEIGHT, wordWeights } from '@/lib/search/finder-head';
import { queryWordsOf } from '@/lib/search/search-terms';

// Issue 55, item 2: the finder reads a query's product noun as deciding and its qualifiers as
// steering; each rule of lib/search/finder-head.ts on a query of its own.

const { head, word, qualifier, none } = WEIGHT;
const weigh = (query: string) => wordWeights(queryWordsOf(query));

describe('wordWeights: English', () => {
  it('takes the last noun as the head', () => {
    expect(weigh('car alarms')).toEqual([word, head]);
    expect(weigh('kitchen towels')).toEqual([word, head]);
  });

  it('ends the head at a preposition; the words after it qualify, the preposition counts nothing', () => {
    expect(weigh('oats for horses')).toEqual([head, none, qualifier]);
    expect(weigh('anchovies in jars')).toEqual([head, none, qualifier]);
  });

  it('reads state, colour, size and material as qualifiers', () => {
    expect(weigh('frozen peas')).toEqual([qualifier, head]);
    expect(weigh('red wine')).toEqual([qualifier, head]);
    expect(weigh('stainless steel cutlery')).toEqual([qualifier, qualifier, head]);
    // "spare" qualifies the parts; the machine keeps its word.
    expect(weigh('pump spare parts')).toEqual([word, qualifier, head]);
  });

  it('gives the head of a word of form or packing to the product it holds', () => {
    expect(weigh('mango chunks')).toEqual([head, word]);
    expect(weigh('muesli bars')).toEqual([head, word]);
    expect(weigh('bars')).toEqual([head]);
    // The parts and forms a plant, a metal or a resin is traded in (issue 55).
    expect(weigh('vanilla pods')).toEqual([head, word]);
    expect(weigh('tea leaves')).toEqual([head, word]);
    expect(weigh('copper ingots')).toEqual([head, word]);
    expect(weigh('sweetcorn kernels')).toEqual([head, word]);
    expect(weigh('tobacco pouches')).toEqual([head, word]);
    // What a preparation is put up as: a spray, tablets, a paste.
    expect(weigh('insecticide spray')).toEqual([head, word]);
    expect(weigh('paracetamol tablets')).toEqual([head, word]);
    expect(weigh('tomato paste')).toEqual([head, word]);
  });

  it('keeps a query of qualifiers whole', () => {
    expect(weigh('frozen')).toEqual([head]);
    expect(weigh('fresh and frozen')).toEqual([head, none, head]);
  });
});

describe('wordWeights: Arabic', () => {
  it('weighs the head as a word: the words after it often name the goods', () => {
    expect(weigh('رافعه شوكيه')).toEqual([word, word]);
  });

  it('reads a qualifier with its article, conjunction or feminine ending', () => {
    expect(weigh('بازيلا مجمده')).toEqual([word, qualifier]);
    expect(weigh('اجنحه الحبش المجمده')).toEqual([word, word, qualifier]);
    expect(weigh('سطول بلاستيك')).toEqual([word, qualifier]);
    expect(weigh('تبغ خام')).toEqual([word, qualifier]);
  });

  it('weighs a word of form or packing as a qualifier: the goods are the word it goes with', () => {
    expect(weigh('سبايك ذهب')).toEqual([qualifier, word]);
    expect(weigh('شاي ظروف')).toEqual([word, qualifier]);
    expect(weigh('معجون طماطم')).toEqual([qualifier, word]);
    expect(weigh('بخاخ حشرات')).toEqual([qualifier, word]);
    expect(weigh('اكياس')).toEqual([word]);
  });

  it('reads a use with لل and the words after a preposition as qualifiers', () => {
    expect(weigh('علف للخيول')).toEqual([word, qualifier]);
    expect(weigh('زيت في علب')).toEqual([word, none, qualifier]);
    // «ب» with the article (in, with) names what the goods are kept in or go with.
    expect(weigh('زيتون اسود بالزيت')).toEqual([word, qualifier, qualifier]);
    expect(weigh('فطر بالماء المملح')).toEqual([word, qualifier, qualifier]);
    expect(weigh('بالونات')).toEqual([word]);
  });
});
