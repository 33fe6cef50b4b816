import { describe, expect, it } from 'vitest';

import { nameHeadTermsOf } from '@/lib/search/finder-name-heads';

// The head nouns of an HS code's names (issue 55, item 2): what the code is.
describe('nameHeadTermsOf', () => {
  it('reads the noun a name is about, not the one that qualifies it', () => {
    const lees = nameHeadTermsOf('Wine lees; argol', 'رواسب النبيذ؛ طرطير خام');
    expect(lees).toEqual(expect.arrayContaining(['lees', 'رواسب']));
    expect(lees).not.toContain('wine');
    expect(lees).not.toContain('نبيذ');
    expect(lees).not.toContain('argol');
  });

  it('stops at a preposition or a participle', () => {
    expect(nameHeadTermsOf('Wine of fresh grapes, including fortified wines', '')).toEqual(
      expect.arrayContaining(['wine']),
    );
    const beer = nameHeadTermsOf('Beer made from malt', 'بيرة مصنوعة من الشعير المملت (المالت)');
    expect(beer).toEqual(expect.arrayContaining(['beer', 'بيره']));
    expect(beer).not.toContain('malt');
    expect(beer).not.toContain('شعير');
  });

  it('gives each item of a list its head, in English and in Arabic', () => {
    const fruit = nameHeadTermsOf(
      'Dates, figs, pineapples, avocados, guavas, mangoes and mangosteens; fresh or dried',
      'تمور وتين وأناناس وأفوكادو وجوافة ومانجو ومانغوستين، طازجة أو مجففة',
    );
    expect(fruit).toEqual(expect.arrayContaining(['mango', 'mangoes', 'fig', 'مانجو', 'تين']));
    expect(fruit).not.toContain('fresh');
    expect(fruit).not.toContain('dried');
  });

  it('leaves out qualifiers, brackets, compounds and exclusions', () => {
    const cement = nameHeadTermsOf(
      'Portland cement, aluminous cement (ciment fondu), slag cement, supersulphate cement and similar hydraulic cements, whether or not coloured',
      'إسمنت بورتلاندي، وإسمنت ألوميني (سيمنت فوندو)، وأنواع مماثلة من الإسمنت المائي، وإن كانت ملونة',
    );
    expect(cement).toEqual(expect.arrayContaining(['cement', 'اسمنت']));
    for (const word of ['whether', 'coloured', 'fondu', 'وان']) expect(cement).not.toContain(word);
    expect(
      nameHeadTermsOf('Asbestos-cement, of cellulose fibre-cement or the like', ''),
    ).not.toContain('cement');
    expect(nameHeadTermsOf('Fruit other than of heading 0804', '')).toEqual(['fruit']);
  });

  it('reads only the first clause', () => {
    expect(
      nameHeadTermsOf('Tobacco, unmanufactured; tobacco refuse', 'تبغ غير مصنع؛ فضلات التبغ'),
    ).not.toContain('refuse');
  });
});
