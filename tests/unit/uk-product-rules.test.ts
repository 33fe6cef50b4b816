import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { AssessmentAnswers } from '@/features/market-access/assessment-types';
import { markdownBlocks, tariffHref } from '@/features/market-access/components/markdown-text';
import { asksExporter, evaluateUkRule } from '@/features/market-access/product-rule-classes';
import type { UkRuleAnswer } from '@/features/market-access/product-rule-schemas';
import { ruleCapsOf } from '@/lib/rules-of-origin-uk/rule-caps';

// Issue 46: the percentages read from a UK–Jordan rule's text, and each class mapped into the
// self-assessment (data/rules-of-origin-uk-jordan/rule-classes.md).

describe('ruleCapsOf: the percent read from the rule text', () => {
  it('reads an all-materials cap, a named cap "within the above limit" and a tolerance', () => {
    expect(
      ruleCapsOf(
        'Manufacture in which:\n- the value of all the materials used does not exceed **40%** of the ex-works price of the product; and\n- within the above limit, the value of all the materials of [chapter&nbsp;17](/chapters/17) used does not exceed **30%** of the ex-works price of the product',
      ),
    ).toEqual([
      { percent: 40, scope: 'all' },
      { percent: 30, scope: 'named' },
    ]);
    expect(
      ruleCapsOf(
        'Manufacture from materials of any heading, except that of the product. However, materials of the same heading as the product may be used, provided that their total value does not exceed **20%** of the ex-works price of the product',
      ),
    ).toEqual([{ percent: 20, scope: 'tolerance' }]);
  });

  it('reads a minimum, a set, a decimal; not "by volume" or "by weight"', () => {
    expect(
      ruleCapsOf(
        'Manufacture in which the value of all the originating nuts and oil seeds of heading 0801 used exceeds **60%** of the ex-works price of the product',
      ),
    ).toEqual([{ percent: 60, scope: 'minimum' }]);
    expect(
      ruleCapsOf(
        'Each item in the set must satisfy the rule; however, non-originating articles may be incorporated, provided that the total value of all the materials used does not exceed **15%** of the ex-works price of the set',
      ),
    ).toEqual([{ percent: 15, scope: 'all' }]);
    expect(
      ruleCapsOf(
        'provided that the value of the unprinted fabric used does not exceed **47.5%** of the ex-works price of the product',
      ),
    ).toEqual([{ percent: 47.5, scope: 'named' }]);
    expect(ruleCapsOf('arrack up to a limit of **5%** by volume')).toEqual([]);
  });
});

const rule = (classes: string[], text = 'Manufacture.', caps: UkRuleAnswer['caps'] = []) => ({
  position: 1,
  operator: null,
  text,
  classes,
  percent: null,
  caps,
});

const context = (given: Partial<Parameters<typeof evaluateUkRule>[1]> = {}) => ({
  share: 30,
  change: 'heading' as AssessmentAnswers['classification_change'],
  chapter: 15,
  answer: 'not_sure' as const,
  ...given,
});

const keys = (result: ReturnType<typeof evaluateUkRule>) => result.reasons.map((r) => r.key);

describe('evaluateUkRule: each class', () => {
  it('MAXNOM: met at or under its percent, not met over it', () => {
    const capped = rule(['MAXNOM'], 'x', [{ percent: 40, scope: 'all' }]);
    expect(evaluateUkRule(capped, context({ share: 40 })).verdict).toBe('met');
    expect(evaluateUkRule(capped, context({ share: 41 }))).toMatchObject({
      verdict: 'not_met',
      reasons: [{ key: 'ukCapOver', values: { rule: 1, share: 41, limit: 40 } }],
    });
  });

  it('CTH, CTSH, CC: from the answered change of classification', () => {
    expect(evaluateUkRule(rule(['CTH']), context({ change: 'heading' })).verdict).toBe('met');
    expect(
      evaluateUkRule(rule(['CTH']), context({ change: 'subheading', share: 30 })).verdict,
    ).toBe('not_met');
    expect(evaluateUkRule(rule(['CTSH']), context({ change: 'subheading' })).verdict).toBe('met');
    expect(evaluateUkRule(rule(['CC']), context({ change: 'heading', share: 30 })).verdict).toBe(
      'not_met',
    );
    expect(evaluateUkRule(rule(['CTH']), context({ change: 'not_sure', share: 30 })).verdict).toBe(
      'unknown',
    );
  });

  it('a failed CTH is met within its tolerance, or the general 10 % outside chapters 50–63', () => {
    const tolerant = rule(['CTH TOLERANCE MAY BE USED RESTRICTION MAXNOM'], 'x', [
      { percent: 20, scope: 'tolerance' },
    ]);
    expect(keys(evaluateUkRule(tolerant, context({ change: 'none', share: 20 })))).toEqual([
      'ukToleranceMet',
    ]);
    expect(keys(evaluateUkRule(rule(['CTH']), context({ change: 'none', share: 10 })))).toEqual([
      'ukGeneralTolerance',
    ]);
    expect(
      evaluateUkRule(rule(['CTH']), context({ change: 'none', share: 10, chapter: 61 })).verdict,
    ).toBe('not_met');
  });

  it('WO: met with no non-originating materials, else the exporter’s answer', () => {
    expect(evaluateUkRule(rule(['WO']), context({ share: 0 })).verdict).toBe('met');
    expect(keys(evaluateUkRule(rule(['WO']), context()))).toEqual(['ukShowWhollyObtained']);
    expect(evaluateUkRule(rule(['WO']), context({ answer: 'yes' })).verdict).toBe('met');
    expect(evaluateUkRule(rule(['WO']), context({ answer: 'no' })).verdict).toBe('not_met');
  });

  it('judgement classes say what the exporter must show', () => {
    expect(keys(evaluateUkRule(rule(['PRODUCTION FROM']), context()))).toEqual([
      'ukShowProductionFrom',
    ]);
    expect(keys(evaluateUkRule(rule(['PROCESSING']), context({ share: 0 })))).toEqual([
      'ukShowProcessing',
    ]);
    expect(keys(evaluateUkRule(rule([]), context()))).toEqual(['ukShowProcessing']);
    expect(keys(evaluateUkRule(rule(['AH EXCEPT']), context({ share: 40 })))).toEqual([
      'ukShowExcept',
    ]);
    expect(evaluateUkRule(rule(['AH']), context()).verdict).toBe('met');
  });
});

describe('the rule text as Markdown', () => {
  it('makes the UK Trade Tariff’s links absolute and refuses any other address', () => {
    expect(tariffHref('/headings/0203')).toBe(
      'https://www.trade-tariff.service.gov.uk/headings/0203',
    );
    expect(tariffHref('javascript:alert(1)')).toBeNull();
    expect(tariffHref('{ord_url}')).toBeNull();
  });

  it('nests numbered lists by their indentation', () => {
    const blocks = markdownBlocks('### Title\n\n1. One\n   1. One a\n2. Two');
    expect(blocks[0]).toEqual({ kind: 'heading', text: 'Title' });
    expect(blocks[1]).toMatchObject({
      kind: 'list',
      ordered: true,
      items: [{ text: 'One', children: [{ kind: 'list' }] }, { text: 'Two' }],
    });
  });
});

describe('the rule text’s alternatives', () => {
  it('an *or* line is a paragraph in italics, not a list item', () => {
    expect(markdownBlocks('Manufacture from yarn\n*or*\nManufacture from fibres')).toEqual([
      { kind: 'paragraph', text: 'Manufacture from yarn' },
      { kind: 'paragraph', text: '*or*' },
      { kind: 'paragraph', text: 'Manufacture from fibres' },
    ]);
  });
});

describe('every shipped rule', () => {
  const file = JSON.parse(
    readFileSync('data/rules-of-origin-uk-jordan/rule-sets.json', 'utf8'),
  ) as { rule_sets: { chapter: number; rules: { rule: string; class: string[] }[] }[] };

  it('is evaluated; a rule the figures cannot decide asks the exporter, and only such a one', () => {
    for (const set of file.rule_sets) {
      for (const [index, item] of set.rules.entries()) {
        const shaped = {
          ...rule(item.class, item.rule, ruleCapsOf(item.rule)),
          position: index + 1,
        };
        const unsure = evaluateUkRule(shaped, context({ chapter: set.chapter, share: 45 }));
        const asked = unsure.reasons.some((reason) => reason.key.startsWith('ukShow'));
        if (asked) expect(asksExporter(shaped), item.rule).toBe(true);
        const answered = evaluateUkRule(
          shaped,
          context({ chapter: set.chapter, share: 0, change: 'chapter', answer: 'yes' }),
        );
        expect(['met', 'unknown'], item.rule).toContain(answered.verdict);
      }
    }
  });
});
