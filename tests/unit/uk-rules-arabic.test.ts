import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  arabicRuleLines,
  arabicRuleText,
  arabicSetHeading,
  arabicSubdivision,
} from '@/features/market-access/product-rule-arabic';
import type { UkRuleAnswer } from '@/features/market-access/product-rule-schemas';
import { ruleCapsOf } from '@/lib/rules-of-origin-uk/rule-caps';

// Issue 57: the portal's Arabic reading of a UK–Jordan product-specific rule, class by class
// (data/rules-of-origin-uk-jordan/rule-classes.md), built from the class and the figures read
// from the text; the rule texts below are the data's own.

const rule = (text: string, classes: string[]): UkRuleAnswer => ({
  position: 1,
  operator: null,
  text,
  classes,
  percent: null,
  caps: ruleCapsOf(text),
});
/** The reading as plain text, without the Arabic letter mark Intl writes after a percent sign. */
const arabic = (text: string, classes: string[]) =>
  arabicRuleText(arabicRuleLines(rule(text, classes))).replace(/\u061c/g, '');

describe('arabicRuleLines: one line per condition', () => {
  it('CTH: a change of heading', () => {
    expect(
      arabic('Manufacture from materials of any heading, except that of the product', ['CTH']),
    ).toBe('التصنيع من مواد من أي بند، عدا بند المنتج نفسه.');
  });

  it('CTH with a tolerance: the percent of the same-heading materials', () => {
    const text =
      'Manufacture from materials of any heading, except that of the product. However, materials of the same heading as the product may be used, provided that their total value does not exceed **20%** of the ex-works price of the product';
    const lines = arabic(text, ['CTH TOLERANCE MAY BE USED RESTRICTION MAXNOM']).split('\n');
    expect(lines[0]).toBe('التصنيع من مواد من أي بند، عدا بند المنتج نفسه.');
    expect(lines[1]).toContain('بشرط ألا تتجاوز قيمتها الإجمالية ٢٠٪');
    expect(lines[1]).toContain('من سعر المنتج تسليم المصنع');
    expect(lines).toHaveLength(2);
  });

  it('CTH whose named materials may not be used: the headings it links to', () => {
    const text =
      'Manufacture from materials of any heading, except that of the product. However, waste and scrap of [heading&nbsp;7802](/headings/7802) may not be used';
    expect(arabic(text, ['CTH RESTRICTION MAY NOT BE USED'])).toContain(
      'ولا يجوز استخدام مواد معيّنة يسمّيها النص (من البند 78.02).',
    );
  });

  it('CTSH and CC, which this list lacks but others use', () => {
    expect(arabic('', ['CTSH'])).toBe(
      'التصنيع من مواد من أي بند فرعي، عدا البند الفرعي للمنتج نفسه.',
    );
    expect(arabic('', ['CC'])).toBe('التصنيع من مواد من أي فصل، عدا فصل المنتج نفسه.');
  });

  it('MAXNOM: a value cap on all materials, and a named cap "within the above limit"', () => {
    expect(
      arabic(
        'Manufacture in which the value of all the materials used does not exceed **40%** of the ex-works price of the product',
        ['MAXNOM'],
      ),
    ).toBe('ألا تتجاوز قيمة جميع المواد المستخدمة ٤٠٪ من سعر المنتج تسليم المصنع.');
    const named = arabic(
      'Manufacture in which:\n- the value of all the materials used does not exceed **40%** of the ex-works price of the product; and\n- within the above limit, the value of all the materials of [chapter&nbsp;17](/chapters/17) used does not exceed **30%** of the ex-works price of the product',
      ['MAXNOM'],
    ).split('\n');
    expect(named).toEqual([
      'ألا تتجاوز قيمة جميع المواد المستخدمة ٤٠٪ من سعر المنتج تسليم المصنع.',
      'ألا تتجاوز قيمة جميع المواد المستخدمة من الفصل 17 ٣٠٪ من سعر المنتج تسليم المصنع.',
    ]);
  });

  it('a decimal percent, a set, a minimum of originating materials', () => {
    expect(
      arabic(
        'provided that the value of the unprinted fabric used does not exceed **47.5%** of the ex-works price of the product',
        [],
      ),
    ).toContain('٤٧٫٥٪');
    expect(
      arabic(
        'Each item in the set must satisfy the rule; however, non-originating articles may be incorporated, provided that the total value of all the materials used does not exceed **15%** of the ex-works price of the set',
        ['SET TOLERANCE MAY BE USED SET RESTRICTION MAXNOM'],
      ),
    ).toContain('ألا تتجاوز قيمة السلع غير ذات المنشأ في الطقم ١٥٪ من سعر الطقم تسليم المصنع.');
    expect(
      arabic(
        'Manufacture in which the value of all the originating nuts and oil seeds of heading 0801 used exceeds **60%** of the ex-works price of the product',
        ['MAXNOM', 'MINOM_VALUE'],
      ),
    ).toBe('أن تتجاوز قيمة المواد ذات المنشأ التي يسمّيها النص ٦٠٪ من سعر المنتج تسليم المصنع.');
  });

  it('MAXNOM_OM: the non-originating value not above the originating', () => {
    expect(
      arabic(
        'the value of all the non-originating materials used does not exceed the value of all the originating materials used',
        ['MAXNOM_OM'],
      ),
    ).toBe(
      'ألا تتجاوز قيمة جميع المواد غير ذات المنشأ المستخدمة قيمة جميع المواد ذات المنشأ المستخدمة.',
    );
  });

  it('WO: the animals of chapter 1, the materials of the chapters linked, or those the text names', () => {
    expect(
      arabic('All the animals of [chapter&nbsp;1](/chapters/01) shall be wholly obtained.', ['WO']),
    ).toBe('أن تكون جميع الحيوانات من الفصل 01 متحصَّلاً عليها بالكامل.');
    expect(
      arabic(
        'Manufacture in which all the materials of [chapter&nbsp;1](/chapters/01) and [chapter&nbsp;2](/chapters/02) used are wholly obtained.',
        ['WO'],
      ),
    ).toBe(
      'التصنيع بحيث تكون جميع المواد المستخدمة من الفصل 01 ومن الفصل 02 متحصَّلاً عليها بالكامل.',
    );
    expect(
      arabic('Manufacture in which all the vegetable materials used are wholly obtained', ['WO']),
    ).toBe('التصنيع بحيث تكون المواد التي يسمّيها النص الإنجليزي متحصَّلاً عليها بالكامل.');
  });

  it('AH, AH INCLUDING and AH EXCEPT with the headings the text links to', () => {
    expect(arabic('Manufacture from materials of any heading', ['AH'])).toBe(
      'التصنيع من مواد من أي بند.',
    );
    expect(
      arabic(
        'Manufacture from materials of any heading, including other materials of [heading&nbsp;1504](/headings/1504)',
        ['AH INCLUDING'],
      ),
    ).toBe(
      'التصنيع من مواد من أي بند، بما فيها مواد أخرى من البند 15.04، عدا المواد التي تحمل وصف المنتج نفسه.',
    );
    expect(
      arabic(
        'Manufacture from materials of any heading, except those of [heading&nbsp;0203](/headings/0203), [heading&nbsp;0206](/headings/0206) or [heading&nbsp;0207](/headings/0207) or bones of [heading&nbsp;0506](/headings/0506).',
        ['AH EXCEPT'],
      ),
    ).toBe(
      'التصنيع من مواد من أي بند، عدا ما يستثنيه النص من مواد البند 02.03 أو البند 02.06 أو البند 02.07 أو البند 05.06.',
    );
  });

  it('PRODUCTION FROM: a stage the portal names in Arabic, else the one the text names', () => {
    expect(arabic('Manufacture from yarn', ['PRODUCTION FROM'])).toBe(
      'التصنيع انطلاقاً من الغزول، أي أن تكون كل مادة غير ذات منشأ في هذه المرحلة أو في مرحلة أسبق منها.',
    );
    expect(
      arabic('Manufacture from materials of [heading&nbsp;7001](/headings/7001)', [
        'PRODUCTION FROM',
      ]),
    ).toContain('المواد التي يسمّيها النص الإنجليزي من البند 70.01');
    expect(
      arabic('Manufacture from:\n\n- coir yarn,\n\n- natural fibres,\n\n- man-made staple fibres', [
        'PRODUCTION FROM OR_ENUM PRODUCTION FROM OR_ENUM PRODUCTION FROM',
      ]),
    ).toContain('(أو من واحدة أو أكثر من البدائل التي يعدّدها)');
  });

  it('PROCESSING, a rule without a class, ORIGINATING and ORIG RETAINED', () => {
    const processing =
      'يشترط إجراء عملية التصنيع أو المعالجة التي يسمّيها النص الإنجليزي على المنتج في الأردن.';
    expect(
      arabic('Cleaning, disinfecting, sorting and straightening of bristles and hair', [
        'PROCESSING',
      ]),
    ).toBe(processing.replace('يشترط ', ''));
    expect(arabic('Separation and alloying of precious metals', [])).toBe(
      processing.replace('يشترط ', ''),
    );
    expect(
      arabic('Manufacture in which all the fruit juice used is originating', ['ORIGINATING']),
    ).toBe('أن تكون المواد التي يسمّيها النص ذات منشأ.');
    expect(
      arabic('Product retains the origin of its original classification', ['ORIG RETAINED']),
    ).toBe('يحتفظ المنتج بالمنشأ الذي كان له قبل هذه العملية.');
  });

  it('renders every rule of the shipped list, each line Arabic, none empty', () => {
    const data = JSON.parse(
      readFileSync('data/rules-of-origin-uk-jordan/rule-sets.json', 'utf8'),
    ) as { rule_sets: { rules: { rule: string; class: string[] }[] }[] };
    let count = 0;
    for (const set of data.rule_sets) {
      for (const item of set.rules) {
        const lines = arabicRuleLines(rule(item.rule, item.class));
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) expect(arabicRuleText([line])).toMatch(/^[\u0600-\u06ff]/);
        count += 1;
      }
    }
    expect(count).toBe(996);
  });
});

describe('a list entry in Arabic', () => {
  it('names the heading, chapter or range, and "ex" as a part', () => {
    const plain = (heading: string) => arabicRuleText([arabicSetHeading(heading)]);
    expect(plain('Chapter 1')).toBe('الفصل 01');
    expect(plain('ex Chapter 4')).toBe('جزء من الفصل 04');
    expect(plain('0203')).toBe('البند 02.03');
    expect(plain('ex 0910')).toBe('جزء من البند 09.10');
    expect(plain('1507 to 1515')).toBe('البنود 15.07 إلى 15.15');
  });

  it('says "any other product from heading" in Arabic, and leaves a description it cannot say', () => {
    expect(arabicRuleText([arabicSubdivision('Any other product from heading 0910')!])).toBe(
      'أي منتج آخر من البند 09.10',
    );
    expect(arabicSubdivision('Mixtures of spices')).toBeNull();
  });
});
