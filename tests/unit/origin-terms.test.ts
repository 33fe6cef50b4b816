import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  AGREEMENT_ORIGIN_TERMS,
  withAgreementTerms,
} from '@/features/market-access/agreement-origin-terms';
import { assessOrigin, type AssessmentAnswers } from '@/features/market-access/origin-assessment';
import type { AppliedRule, GeneralOriginRule } from '@/features/market-access/schemas';
import { originRulesSeed } from '@/lib/db/seed/agreements/origin-rules';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// Issue 57: the EU and EFTA agreements under the revised PEM rules, the Singapore and Canada
// agreements' general rules: each pair keeps a sourced rule, its terms (sources, checked-on day, a
// "to check" where no source settles it), and the self-assessment answers it from them.

const EU = 3;
const EFTA = 4;
const SINGAPORE = 5;
const CANADA = 8;

const seeded = (id: number) => {
  const row = originRulesSeed.find((rule) => rule.agreement_id === id);
  expect(row, `the seed's rule of agreement ${id}`).toBeDefined();
  return row!;
};

const ruleOf = (id: number, code: string): AppliedRule => {
  const row = seeded(id);
  const general: GeneralOriginRule = {
    agreement_id: id,
    value_kind: row.value_kind ?? null,
    value_percent: row.value_percent ?? null,
    tariff_shift: row.tariff_shift ?? null,
    cumulation_en: row.cumulation_en ?? '',
    cumulation_ar: row.cumulation_ar ?? '',
    cumulation_partners: row.cumulation_partners ?? [],
    proofs: row.proofs ?? null,
    notes_en: row.notes_en ?? '',
    notes_ar: row.notes_ar ?? '',
    source: {
      name_en: row.source_name_en ?? '',
      name_ar: row.source_name_ar ?? '',
      url: row.source_url ?? '',
      date: row.source_date ?? null,
    },
    version: 1,
  };
  return withAgreementTerms({ kind: 'general', ...general }, id, code)!;
};

const answers = (given: Partial<AssessmentAnswers> = {}): AssessmentAnswers => ({
  non_originating_percent: 30,
  cumulation_percent: 0,
  cumulation_countries: [],
  classification_change: 'heading',
  ...given,
});

const keys = (rule: AppliedRule, given: Partial<AssessmentAnswers> = {}) =>
  assessOrigin(rule, 'in_force', answers(given));

describe('the seed: every pair of the four agreements has a sourced general rule', () => {
  for (const id of [EU, EFTA, SINGAPORE, CANADA]) {
    it(`agreement ${id}`, () => {
      const row = seeded(id);
      expect(row.source_url).toMatch(/^https?:\/\//);
      expect(row.source_name_en).not.toBe('');
      expect(row.source_name_ar).not.toBe('');
      expect(row.proofs?.length).toBeGreaterThan(0);
    });
  }

  it('EU: no EUR-MED under the revised rules; Singapore 35 % with SG; Canada with CA', () => {
    expect(seeded(EU).proofs).toEqual(['eur1', 'statement_on_origin']);
    expect(seeded(SINGAPORE)).toMatchObject({
      value_kind: 'regional_value_content',
      value_percent: 35,
      tariff_shift: 'none',
      cumulation_partners: ['SG'],
      proofs: ['certificate_of_origin'],
    });
    expect(seeded(CANADA)).toMatchObject({
      cumulation_partners: ['CA'],
      proofs: ['certificate_of_origin'],
      source_date: '2009-06-28',
    });
  });

  it('migration 0037 writes them for an older database as the seed writes them for a new one', () => {
    const migration = readFileSync('lib/db/migrations/0038_revised-pem-origin.sql', 'utf8');
    const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;
    for (const id of [SINGAPORE, CANADA]) {
      const row = seeded(id);
      for (const value of [row.cumulation_en, row.notes_en, row.notes_ar, row.source_url]) {
        expect(migration).toContain(quoted(value!));
      }
    }
    expect(migration).toContain(`ARRAY['eur1', 'statement_on_origin']`);
    expect(seeded(EU).notes_en).toContain('16 January 2025');
  });
});

describe('the origin terms', () => {
  const messages = (locale: typeof en) => locale.ProductRules.originTerms as Record<string, string>;

  it('go on the four agreements’ general rules, each term sourced, dated and titled in both languages', () => {
    for (const id of [EU, EFTA, SINGAPORE, CANADA]) {
      const rule = ruleOf(id, '3304');
      expect(rule.kind === 'general' && rule.scheme).toBe(AGREEMENT_ORIGIN_TERMS[id]!.scheme);
      const terms = rule.kind === 'general' ? rule.origin_terms! : [];
      expect(terms.length).toBeGreaterThan(0);
      for (const term of terms) {
        expect(term.checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(term.text_en).not.toBe('');
        expect(term.text_ar).toMatch(/[\u0600-\u06FF]/);
        expect(term.sources.length).toBeGreaterThan(0);
        for (const source of term.sources) expect(source.url).toMatch(/^https?:\/\//);
        expect(messages(en)[term.id], term.id).toBeTruthy();
        expect(messages(ar as typeof en)[term.id], term.id).toBeTruthy();
      }
    }
  });

  it('say what to check where no source settles it (the EU’s day, the tolerance, Canada’s Annex 4-1)', () => {
    const checks = (id: number) => {
      const rule = ruleOf(id, '3304');
      return rule.kind === 'general'
        ? rule.origin_terms!.filter((t) => t.check).map((t) => t.id)
        : [];
    };
    expect(checks(EU)).toEqual(['pemJordanDate', 'pemTolerance', 'pemListRule']);
    expect(checks(EFTA)).toContain('eftaStatus');
    expect(checks(CANADA)).toEqual(['caAnnexRule', 'caFigures']);
    expect(checks(SINGAPORE)).toEqual(['sgTextile']);
  });

  it('leave other agreements and rules as they are', () => {
    const us = { ...ruleOf(SINGAPORE, '3304'), agreement_id: 2 } as AppliedRule;
    expect(withAgreementTerms(null, SINGAPORE, '3304')).toBeNull();
    expect(withAgreementTerms(us, 2, '3304')).toBe(us);
  });
});

describe('the self-assessment of the four agreements', () => {
  it('EU: for the agency, saying what to check under the revised PEM rules', () => {
    const result = keys(ruleOf(EU, '6109'), {
      cumulation_percent: 10,
      cumulation_countries: ['DE'],
    });
    expect(result.outcome).toBe('check_with_agency');
    expect(result.reasons.map((r) => r.key)).toEqual([
      'cumulationCounted',
      'pemListRuleToCheck',
      'pemToleranceToCheck',
      'pemJordanDateToCheck',
    ]);
  });

  it('EFTA: for the agency, its status under the revised rules to check', () => {
    const result = keys(ruleOf(EFTA, '6109'));
    expect(result.outcome).toBe('check_with_agency');
    expect(result.reasons.map((r) => r.key)).toEqual(['eftaRulesToCheck', 'pemListRuleToCheck']);
  });

  it('Singapore: the 35 % local value content decides, Singapore’s materials counting', () => {
    const within = keys(ruleOf(SINGAPORE, '3304'), { non_originating_percent: 65 });
    expect(within.outcome).toBe('likely_qualifies');
    expect(within.reasons[0]).toEqual({
      key: 'originatingEnough',
      values: { share: 35, limit: 35, kind: 'regional_value_content' },
    });
    expect(keys(ruleOf(SINGAPORE, '3304'), { non_originating_percent: 70 }).outcome).toBe(
      'likely_not',
    );
    const cumulated = keys(ruleOf(SINGAPORE, '3304'), {
      non_originating_percent: 70,
      cumulation_percent: 20,
      cumulation_countries: ['SG'],
    });
    expect(cumulated.outcome).toBe('likely_qualifies');
  });

  it('Singapore: a textile good (chapters 50–63) is for the agency (Article 3.3)', () => {
    const rule = ruleOf(SINGAPORE, '6109');
    expect(rule.kind === 'general' && rule.scheme).toBe('sg_fta_textile');
    const result = keys(rule, { non_originating_percent: 10 });
    expect(result.outcome).toBe('check_with_agency');
    expect(result.reasons.map((r) => r.key)).toContain('sgTextileToCheck');
  });

  it('Canada: goods exclusively of originating materials qualify; else Annex 4-1 to check', () => {
    const only = keys(ruleOf(CANADA, '3304'), {
      non_originating_percent: 25,
      cumulation_percent: 25,
      cumulation_countries: ['CA'],
    });
    expect(only.outcome).toBe('likely_qualifies');
    expect(only.reasons.map((r) => r.key)).toEqual(['cumulationCounted', 'caOriginatingOnly']);
    const other = keys(ruleOf(CANADA, '3304'));
    expect(other.outcome).toBe('check_with_agency');
    expect(other.reasons.map((r) => r.key)).toEqual(['caAnnexRuleToCheck', 'caFiguresToCheck']);
  });

  it('every reason it gives has its text in both languages', () => {
    const reasons = en.OriginAssessment.reasons as Record<string, string>;
    const arabic = ar.OriginAssessment.reasons as Record<string, string>;
    for (const key of [
      'pemListRuleToCheck',
      'pemToleranceToCheck',
      'pemJordanDateToCheck',
      'eftaRulesToCheck',
      'sgAppraisedValue',
      'sgTextileToCheck',
      'caOriginatingOnly',
      'caAnnexRuleToCheck',
      'caFiguresToCheck',
    ]) {
      expect(reasons[key], key).toBeTruthy();
      expect(arabic[key], key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
