import { describe, expect, it } from 'vitest';

import {
  carriesQualifier,
  qualifiersOf,
  type NamedCode,
} from '@/features/hs-codes/finder-qualifiers';
import { finderQuestionOf, qualifierOf, querySaysKind } from '@/features/hs-codes/finder-question';

// Issue 55, item 4: the qualifier the nomenclature decides by, read from a code's own text (then
// its heading's, then its chapter's), and the one question the best candidates call for. The names
// are the HS 2022 texts as shipped (data/hs-nomenclature/harmonized-system.csv).

const CHAPTERS: Record<string, string> = {
  '02': 'Meat and edible meat offal',
  '03': 'Fish and crustaceans, molluscs and other aquatic invertebrates',
  '07': 'Vegetables and certain roots and tubers; edible',
  '08': 'Fruit and nuts, edible; peel of citrus fruit or melons',
  '15': 'Animal, vegetable or microbial fats and oils and their cleavage products',
  '16': 'Meat, fish, crustaceans, molluscs or other aquatic invertebrates, or insects; preparations thereof',
  '20': 'Preparations of vegetables, fruit, nuts or other parts of plants',
  '30': 'Pharmaceutical products',
  '52': 'Cotton',
  '61': 'Apparel and clothing accessories; knitted or crocheted',
  '62': 'Apparel and clothing accessories; not knitted or crocheted',
};

/** A code with its path: its chapter and, for a subheading, its heading (named as given). */
function code(digits: string, name: string, heading?: string): NamedCode {
  const chapter = digits.slice(0, 2);
  const path = [
    { code: 'X', level: 0, name_en: 'A section' },
    { code: chapter, level: 2, name_en: CHAPTERS[chapter] ?? '' },
    ...(heading ? [{ code: digits.slice(0, 4), level: 4, name_en: heading }] : []),
  ];
  return { code: digits, name_en: name, path };
}

const PEAS = [
  code('0708', 'Leguminous vegetables; shelled or unshelled, fresh or chilled'),
  code(
    '070810',
    'Vegetables, leguminous; peas (pisum sativum), shelled or unshelled, fresh or chilled',
  ),
  code(
    '071310',
    'Vegetables, leguminous; peas (pisum sativum), shelled, whether or not skinned or split, dried',
  ),
  code(
    '200540',
    'Vegetable preparations; peas (pisum sativum), prepared or preserved otherwise than by vinegar or acetic acid, not frozen',
  ),
  code(
    '071021',
    'Vegetables, leguminous; peas (pisum sativum), shelled or unshelled, uncooked or cooked by steaming or boiling in water, frozen',
  ),
];
const BEEF = [
  code('0201', 'Meat of bovine animals; fresh or chilled'),
  code('0202', 'Meat of bovine animals; frozen'),
];
const SHIRTS = [
  code('6205', "Shirts; men's or boys' (not knitted or crocheted)"),
  code('6105', "Shirts; men's or boys', knitted or crocheted"),
  code(
    '610510',
    "Shirts; men's or boys', of cotton, knitted or crocheted",
    "Shirts; men's or boys', knitted or crocheted",
  ),
];
const YARN = [
  code('5207', 'Cotton yarn (other than sewing thread), put up for retail sale'),
  code(
    '5205',
    'Cotton yarn (other than sewing thread), containing 85% or more by weight of cotton, not put up for retail sale',
  ),
];
const OLIVE_OIL = [
  code('1509', 'Olive oil and its fractions; whether or not refined, but not chemically modified'),
  code(
    '150920',
    'Vegetable oils; olive oil and its fractions, extra virgin olive oil, whether or not refined, but not chemically modified',
  ),
];

describe('qualifiersOf: what the nomenclature says of a code', () => {
  it('reads the state in the name, a negation excluded', () => {
    const [fresh, , dried, prepared, frozen] = PEAS.map((c) => [...qualifiersOf(c, 'state')]);
    expect(fresh).toEqual(['fresh']);
    expect(dried).toEqual(['dried']);
    // "not frozen" is not frozen; chapter 20 is prepared or preserved.
    expect(prepared).toEqual(['prepared']);
    expect(frozen).toEqual(['frozen']);
    expect([
      ...qualifiersOf(code('0204', 'Meat of sheep or goats; fresh, chilled or frozen'), 'state'),
    ]).toEqual(['fresh', 'frozen']);
    expect([
      ...qualifiersOf(
        code(
          '2004',
          'Vegetables preparations n.e.c.; prepared or preserved otherwise than by vinegar or acetic acid, frozen, other than products of heading no. 2006',
        ),
        'state',
      ),
    ]).toEqual(['frozen', 'prepared']);
  });

  it('reads a subheading silent on it by its heading, then its chapter', () => {
    const tongue = code('020621', 'Offal, edible; of bovine animals, tongues, frozen');
    expect([...qualifiersOf(tongue, 'state')]).toEqual(['frozen']);
    const silent = code(
      '610990',
      'T-shirts; of other textile materials',
      'T-shirts, singlets and other vests; knitted or crocheted',
    );
    expect([...qualifiersOf(silent, 'fabric')]).toEqual(['knitted']);
    const chapterSays = code('6211', 'Track suits, swimwear and other garments');
    expect([...qualifiersOf(chapterSays, 'fabric')]).toEqual(['woven']);
  });

  it('reads knitted or not, and retail sale or not, with "whether or not" as both', () => {
    expect(SHIRTS.map((c) => [...qualifiersOf(c, 'fabric')])).toEqual([
      ['woven'],
      ['knitted'],
      ['knitted'],
    ]);
    expect(YARN.map((c) => [...qualifiersOf(c, 'packing')])).toEqual([['retail'], ['bulk']]);
    const thread = code('5204', 'Cotton sewing thread, whether or not put up for retail sale');
    expect([...qualifiersOf(thread, 'packing')].sort()).toEqual(['bulk', 'retail']);
    expect(
      carriesQualifier(
        code(
          '300390',
          'Medicaments; (not containing antibiotics), for therapeutic or prophylactic uses, (not packaged for retail sale)',
        ),
        'bulk',
      ),
    ).toBe(true);
  });

  it('says nothing outside the chapters where a kind decides', () => {
    // "Wine of fresh grapes" is no fresh wine; a cheese's "fresh" is no heading's state.
    expect(
      qualifiersOf(code('2204', 'Wine of fresh grapes, including fortified wines'), 'state').size,
    ).toBe(0);
    expect(
      qualifiersOf(
        code(
          '040610',
          'Dairy produce; fresh cheese (including whey cheese), not fermented, and curd',
        ),
        'state',
      ).size,
    ).toBe(0);
    expect(qualifiersOf(OLIVE_OIL[0]!, 'state').size).toBe(0);
  });
});

describe('finderQuestionOf: one question when the words are not enough', () => {
  it('asks the state when the best differ by it, offering the answers they carry', () => {
    expect(finderQuestionOf(PEAS, 'peas')).toEqual({
      kind: 'state',
      options: ['fresh', 'frozen', 'dried', 'prepared'],
    });
    expect(finderQuestionOf(BEEF, 'بقر')).toEqual({ kind: 'state', options: ['fresh', 'frozen'] });
  });

  it('asks knitted or woven, and retail sale or not', () => {
    expect(finderQuestionOf(SHIRTS, 'shirts')).toEqual({
      kind: 'fabric',
      options: ['knitted', 'woven'],
    });
    expect(finderQuestionOf(YARN, 'cotton yarn')).toEqual({
      kind: 'packing',
      options: ['retail', 'bulk'],
    });
  });

  it('asks nothing when the candidates agree or do not say it', () => {
    expect(finderQuestionOf(OLIVE_OIL, 'olive oil')).toBeNull();
    expect(
      finderQuestionOf(
        [BEEF[0]!, code('020130', 'Meat; of bovine animals, boneless cuts, fresh or chilled')],
        'beef',
      ),
    ).toBeNull();
    // Dates are "fresh or dried" alike: an answer carried by every candidate narrows nothing.
    const dates = [
      code(
        '0804',
        'Dates, figs, pineapples, avocados, guavas, mangoes and mangosteens; fresh or dried',
      ),
      code('080410', 'Fruit, edible; dates, fresh or dried'),
      code('0810', 'Fruit, fresh; n.e.c. in chapter 08'),
    ];
    expect(finderQuestionOf(dates, 'dates')).toBeNull();
    // The best candidate must say it: a qualifier of a lower one is not the product's.
    expect(finderQuestionOf([OLIVE_OIL[0]!, ...PEAS], 'olive oil')).toBeNull();
    expect(finderQuestionOf([], 'peas')).toBeNull();
  });

  it('asks nothing the query already says, in English or Arabic', () => {
    expect(finderQuestionOf(PEAS, 'frozen peas')).toBeNull();
    expect(finderQuestionOf(PEAS, 'بازيلا مجمدة')).toBeNull();
    expect(finderQuestionOf(PEAS, 'canned peas')).toBeNull();
    expect(finderQuestionOf(SHIRTS, 'قمصان تريكو')).toBeNull();
    expect(finderQuestionOf(YARN, 'خيوط قطن بالتجزئة')).toBeNull();
    expect(querySaysKind('peas', 'state')).toBe(false);
    expect(querySaysKind('المجمدة', 'state')).toBe(true);
  });

  it('keeps the question of a chosen answer, the answer marked', () => {
    expect(finderQuestionOf(PEAS, 'peas', 'frozen')).toEqual({
      kind: 'state',
      options: ['fresh', 'frozen', 'dried', 'prepared'],
      chosen: 'frozen',
    });
    expect(finderQuestionOf(OLIVE_OIL, 'olive oil', 'retail')).toEqual({
      kind: 'packing',
      options: ['retail'],
      chosen: 'retail',
    });
  });

  it('reads the parameter: a known answer or nothing', () => {
    expect(qualifierOf('frozen')).toBe('frozen');
    expect(qualifierOf('Frozen')).toBeUndefined();
    expect(qualifierOf(undefined)).toBeUndefined();
  });
});
