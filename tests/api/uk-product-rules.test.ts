// @postgres: bulk COPY (the UK rules imported through copyRows)
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { AssessmentAnswer } from '@/features/market-access/assessment-schemas';
import type { ProductSpecificRule } from '@/features/market-access/product-rule-schemas';
import type { MarketAccessAnswer } from '@/features/market-access/schemas';
import { ukRules, ukRuleSets } from '@/lib/db/schema';
import { importUkRules, SHIPPED_UK_RULES } from '@/lib/rules-of-origin-uk/import-uk-rules';
import { UkRulesFormatError } from '@/lib/rules-of-origin-uk/rule-files';

import { json, testApiForFile } from './helpers/test-api';

// Issue 46: the UK–Jordan product-specific rules imported from the UK Trade Tariff's data (the seed
// imports the shipped folder), read for a code (a range, several subdivisions), evaluated class by
// class by POST /api/market-access/assessment; an import again replaces them in one transaction, a
// malformed file leaves the database as it was; bad answers are a 422, never a 500.

const api = testApiForFile();
const UK = 9;

async function ruleOf(hs: string): Promise<ProductSpecificRule> {
  const response = await api.request(`/api/market-access?hs=${hs}&country=GB`);
  expect(response.status, await response.clone().text()).toBe(200);
  const answer = await json<MarketAccessAnswer>(response);
  const rule = answer.agreements.find((item) => item.id === UK)?.rule_of_origin;
  expect(rule?.kind).toBe('product_specific');
  return rule as ProductSpecificRule;
}

const assess = (hs: string, answers: Record<string, unknown>, country = 'GB', agreementId = UK) =>
  api.request('/api/market-access/assessment', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
    body: JSON.stringify({
      hs,
      country,
      agreementId,
      answers: {
        non_originating_percent: 30,
        cumulation_percent: 0,
        cumulation_countries: [],
        classification_change: 'heading',
        ...answers,
      },
    }),
  });

async function outcome(
  hs: string,
  answers: Record<string, unknown>,
  country?: string,
  id?: number,
) {
  const response = await assess(hs, answers, country, id);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<AssessmentAnswer>(response);
}

const keys = (answer: AssessmentAnswer) => answer.reasons.map((reason) => reason.key);

describe('the shipped UK–Jordan rules', () => {
  it('a rule set the code does not have asks for the choice again', async () => {
    expect(keys(await outcome('150920', { rule_set: 40 }))).toContain('ukSetNotChosen');
  });

  it('every one of issue 46’s codes in the test nomenclature carries its GB rule', async () => {
    const codes = ['310420', '251010', '310530', '300490', '610910', '611030', '0702', '080410'];
    codes.push('150920', '330499', '252329', '091099', '200599', '854449', '040690');
    for (const code of codes) expect((await ruleOf(code)).sets.length, code).toBeGreaterThan(0);
  });

  it('15.09.20: the three subdivisions of 1507 to 1515, each with its rule, the scheme and source', async () => {
    const rule = await ruleOf('150920');
    expect(rule.sets.map((set) => set.subdivision.split(' ▸ ')[1])).toEqual([
      expect.stringMatching(/^Soya/),
      'Solid fractions that of jojoba oil',
      'Other',
    ]);
    expect(rule.sets[2]).toMatchObject({
      heading: '1507 to 1515',
      min: '1507000000',
      max: '1515999999',
      rules: [{ classes: ['WO'], operator: null, text: expect.stringMatching(/wholly obtained/) }],
    });
    expect(rule.proofs.map((proof) => proof.proof_class)).toEqual([
      'eur1',
      'eur-med',
      'origin-declaration',
    ]);
    expect(rule.proofs[2]!.subtext).toMatch(/£5500/);
    expect(rule.cumulation_partners).toEqual(expect.arrayContaining(['GB', 'DE', 'CH', 'RS']));
    expect(rule.cumulation_partners).not.toContain('JO');
    expect(rule.source).toMatchObject({
      url: expect.stringMatching(/^https:\/\/github\.com\/trade-tariff\//),
      date: '2025-04-10',
    });
  });

  it('a chapter overlaps many ranges; a MAXNOM rule carries its percent', async () => {
    const rule = await ruleOf('15');
    expect(rule.sets.length).toBeGreaterThan(3);
    const capped = (await ruleOf('3304')).sets.flatMap((set) => set.rules);
    expect(capped.some((item) => item.percent !== null)).toBe(true);
  });

  it('the assessment of 15.09.20 evaluates the chosen subdivision', async () => {
    const none = await outcome('150920', { non_originating_percent: 0 });
    expect(none.outcome).toBe('check_with_agency');
    expect(keys(none)).toContain('ukSetNotChosen');
    const olive = await outcome('150920', { non_originating_percent: 0, rule_set: 2 });
    expect(olive.outcome).toBe('likely_qualifies');
    expect(keys(olive)).toEqual(['ukSetUsed', 'ukNoNonOriginating']);
    const bought = await outcome('150920', { rule_set: 2 });
    expect(bought.outcome).toBe('check_with_agency');
    expect(keys(bought)).toContain('ukShowWhollyObtained');
    const notWhollyObtained = await outcome('150920', { rule_set: 2, rule_answers: ['no'] });
    expect(notWhollyObtained.outcome).toBe('likely_not');
    const cumulated = await outcome('150920', {
      non_originating_percent: 30,
      cumulation_percent: 30,
      cumulation_countries: ['ES'],
      rule_set: 2,
    });
    expect(cumulated.outcome).toBe('likely_qualifies');
  });
});

const SETS = [
  [
    '1501',
    ['MAXNOM'],
    'the value of all the materials used does not exceed **40%** of the ex-works price of the product',
  ],
  ['1502', ['CTH'], 'Manufacture from materials of any heading, except that of the product'],
  ['1503', ['WO'], 'Manufacture in which all the materials used are wholly obtained'],
  ['1504', ['PRODUCTION FROM'], 'Manufacture from yarn'],
  ['1505', ['PROCESSING'], 'Refining'],
] as const;

async function folderWith(ruleSets: unknown): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'uk-rules-'));
  await mkdir(path.join(folder, 'articles'));
  for (const name of ['scheme.json', 'summaries-ar.json', 'articles/sets.md']) {
    await writeFile(path.join(folder, name), await readFile(path.join(SHIPPED_UK_RULES, name)));
  }
  await writeFile(path.join(folder, 'rule-sets.json'), JSON.stringify(ruleSets));
  return folder;
}

const setOf = (heading: string, classes: readonly string[], rule: string, alternative = false) => ({
  heading,
  chapter: Number(heading.slice(0, 2)),
  subdivision: `Heading ${heading}`,
  min: `${heading}000000`,
  max: `${heading}999999`,
  rules: [
    { rule, class: classes, operator: null },
    ...(alternative
      ? [{ rule: 'Manufacture from yarn', class: ['PRODUCTION FROM'], operator: 'or' }]
      : []),
  ],
  valid: true,
});

describe('npm run data:import-rules-uk: a new release', () => {
  it('replaces the old rows; each class is evaluated; a malformed file leaves the database', async () => {
    const folder = await folderWith({
      rule_sets: [
        ...SETS.map(([heading, classes, text]) => setOf(heading, classes, text)),
        setOf(
          '1506',
          ['CTH'],
          'Manufacture from materials of any heading, except that of the product',
          true,
        ),
      ],
    });
    const result = await importUkRules(api.db, folder, { force: true }); // 6 sets over 760
    expect(result).toMatchObject({ sets: 6, rules: 7 });
    const [sets] = await api.db.select({ value: count() }).from(ukRuleSets);
    expect(sets!.value).toBe(6);
    expect((await ruleOf('1501')).sets[0]!.rules[0]!.percent).toBe(40);

    expect((await outcome('1501', { non_originating_percent: 40 })).outcome).toBe(
      'likely_qualifies',
    );
    expect((await outcome('1501', { non_originating_percent: 41 })).outcome).toBe('likely_not');
    expect((await outcome('1502', { classification_change: 'heading' })).outcome).toBe(
      'likely_qualifies',
    );
    expect((await outcome('1502', { classification_change: 'none' })).outcome).toBe('likely_not');
    expect((await outcome('1503', { non_originating_percent: 0 })).outcome).toBe(
      'likely_qualifies',
    );
    const production = await outcome('1504', {});
    expect(production.outcome).toBe('check_with_agency');
    expect(keys(production)).toContain('ukShowProductionFrom');
    expect((await outcome('1504', { rule_answers: ['yes'] })).outcome).toBe('likely_qualifies');
    expect(keys(await outcome('1505', {}))).toContain('ukShowProcessing');
    // Alternatives joined by "or": the CTH fails, the production-from rule is shown.
    const either = await outcome('1506', {
      classification_change: 'none',
      rule_answers: ['not_sure', 'yes'],
    });
    expect(either.outcome).toBe('likely_qualifies');
    expect(keys(either)).toContain('ukAlternativeMet');
    const neither = await outcome('1506', {
      classification_change: 'none',
      rule_answers: ['no', 'no'],
    });
    expect(neither.outcome).toBe('likely_not');

    const [rulesBefore] = await api.db.select({ value: count() }).from(ukRules);
    const broken = await folderWith({
      rule_sets: [setOf('1501', ['MAXNOM'], 'x'), { ...setOf('1502', ['CTH'], 'y'), min: '15' }],
    });
    await expect(importUkRules(api.db, broken)).rejects.toThrow(UkRulesFormatError);
    await expect(importUkRules(api.db, broken)).rejects.toThrow(/rule set 2: min/);
    const [rulesAfter] = await api.db.select({ value: count() }).from(ukRules);
    expect(rulesAfter!.value).toBe(rulesBefore!.value);
    expect((await ruleOf('1506')).sets[0]!.rules).toHaveLength(2);
  });
});

describe('the Jordan–US FTA: the 15 % cap and the textile rule', () => {
  it('33.04.99 with 85 % foreign materials, 30 % from the US: 15 + 15 = 30 % < 35 %', async () => {
    const answer = await outcome(
      '330499',
      { non_originating_percent: 85, cumulation_percent: 30, cumulation_countries: ['US'] },
      'US',
      2,
    );
    expect(answer.outcome).toBe('likely_not');
    expect(answer.reasons).toContainEqual({
      key: 'partnerMaterialsCapped',
      values: { countries: 'US', given: 30, counted: 15, limit: 15, cite: '19 CFR 10.710(b)' },
    });
    expect(answer.reasons).toContainEqual({
      key: 'originatingShort',
      values: { share: 30, limit: 35, kind: 'regional_value_content' },
    });
    expect(answer.rule).toMatchObject({ kind: 'general', value_cap: { percent: 15 } });
  });

  it('chapters 50–63 follow the textile rule: wholly assembled in Jordan, plus the 35 %', async () => {
    const base = { non_originating_percent: 50 };
    const yes = await outcome('610910', { ...base, wholly_assembled: 'yes' }, 'US', 2);
    expect(yes.outcome).toBe('likely_qualifies');
    expect(keys(yes)).toContain('textileMet');
    expect(yes.rule).toMatchObject({ textile_rule: { text_en: expect.stringMatching(/102\.21/) } });
    expect((await outcome('610910', { ...base, wholly_assembled: 'no' }, 'US', 2)).outcome).toBe(
      'likely_not',
    );
    expect(keys(await outcome('610910', base, 'US', 2))).toContain('textileNotSure');
    expect(
      (await outcome('610910', { non_originating_percent: 70, wholly_assembled: 'yes' }, 'US', 2))
        .outcome,
    ).toBe('likely_not');
    const oil = await outcome('150920', base, 'US', 2);
    expect(keys(oil)).toContain('substantialTransformation');
  });
});

describe('bad answers are a 422, never a 500', () => {
  for (const answers of [
    { rule_set: -1 },
    { rule_set: 'first' },
    { rule_set: 1.5 },
    { rule_answers: ['maybe'] },
    { rule_answers: 'yes' },
    { rule_answers: Array.from({ length: 11 }, () => 'yes') },
    { wholly_assembled: 'perhaps' },
  ]) {
    it(JSON.stringify(answers), async () => {
      expect((await assess('150920', answers)).status).toBe(422);
    });
  }
});
