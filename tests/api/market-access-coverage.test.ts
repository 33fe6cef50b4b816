import { describe, expect, it } from 'vitest';

import { assessOrigin } from '@/features/market-access/origin-assessment';
import type { MarketAccessAgreement, MarketAccessAnswer } from '@/features/market-access/schemas';
import type { HsSuccessorsAnswer } from '@/lib/hs/older-code-schemas';

import { json, testApiForFile } from './helpers/test-api';

// Issue 46, "Done when": over 20 of Jordan's main export codes and 14 partners, at least 90 % of
// the pairs under an agreement in force carry a sourced preferential duty (a figure, or the
// sourced statement of what it depends on), and every pair with the UK its product-specific rule.
// Issue 57: every pair with the EU, EFTA, Singapore and Canada a sourced rule of origin with its
// terms, which the self-assessment answers from (never "no rule").
// Read from the seeded database as the page reads it.

const api = testApiForFile({ wholeNomenclature: true });

const CODES = [
  '31.04.20', '25.10.10', '31.05.30', '28.09.20', '30.04.90', '61.09.10', '61.10.30', '62.03.42',
  '07.02', '08.04.10', '15.09.20', '33.04.99', '25.23.29', '68.02.21', '76.04.10', '28.01.30',
  '09.10.99', '20.05.99', '85.44.49', '04.06.90',
]; // prettier-ignore
const UK_AGREEMENT = 9;
/** Issue 57: the partners whose agreement's rule of origin comes with its origin terms. */
const TERMS_PARTNERS = new Set(['DE', 'FR', 'CH', 'NO', 'SG', 'CA']);
const ANSWERS = {
  non_originating_percent: 30,
  cumulation_percent: 0,
  cumulation_countries: [],
  classification_change: 'heading',
} as const;

/** Why a pair's rule of origin is not a sourced rule with its terms and an answered assessment. */
function ruleProblem(agreement: MarketAccessAgreement): string | null {
  const rule = agreement.rule_of_origin;
  if (rule?.kind !== 'general') return 'no general rule';
  if (!/^https?:\/\//.test(rule.source.url)) return 'no source address';
  if (!rule.scheme || (rule.origin_terms ?? []).length === 0) return 'no origin terms';
  const assessed = assessOrigin(rule, agreement.legal_status.status, {
    ...ANSWERS,
    cumulation_countries: [],
  });
  return assessed.reasons.some((reason) => reason.key === 'noRule') ? 'not assessed' : null;
}
const PARTNERS = [
  'US',
  'DE',
  'FR',
  'GB',
  'SA',
  'IQ',
  'AE',
  'KW',
  'CA',
  'SG',
  'CH',
  'NO',
  'EG',
  'MA',
];

/** The answer as the page gives it: an older code with several successors is read as its first. */
async function access(hs: string, country: string): Promise<MarketAccessAnswer> {
  const response = await api.request(`/api/market-access?${new URLSearchParams({ hs, country })}`);
  expect(response.status, `${hs} ${country}`).toBe(200);
  const answer = await json<MarketAccessAnswer | HsSuccessorsAnswer>(response);
  if ('successors' in answer) return access(answer.successors[0]!.code, country);
  return answer;
}

/** A duty that is a fact with its source: a figure or a sourced "depends", never a sample. */
const sourced = (agreement: MarketAccessAgreement) => {
  const duty = agreement.preferential_duty;
  return (
    duty !== null &&
    !duty.sample &&
    (duty.text_en.trim() !== '' || duty.text_ar.trim() !== '') &&
    (duty.source.url.trim() !== '' || duty.source.name_en.trim() !== '')
  );
};

describe('coverage of the preferential duty (issue 46)', () => {
  it('gives at least 90 % of the pairs under an agreement in force a sourced duty', async () => {
    let inForce = 0;
    let covered = 0;
    const missing: string[] = [];
    const withoutUkRule: string[] = [];
    const withoutRule: string[] = [];
    for (const code of CODES) {
      for (const partner of PARTNERS) {
        const answer = await access(code, partner);
        if (TERMS_PARTNERS.has(partner)) {
          for (const agreement of answer.agreements) {
            const problem = ruleProblem(agreement);
            if (problem) withoutRule.push(`${code} ${partner} ${agreement.id}: ${problem}`);
          }
        }
        if (partner === 'GB') {
          const uk = answer.agreements.find((a) => a.id === UK_AGREEMENT);
          const rule = uk?.rule_of_origin;
          if (rule?.kind !== 'product_specific' || rule.sets.length === 0) withoutUkRule.push(code);
        }
        const agreements = answer.agreements.filter((a) => a.legal_status.status === 'in_force');
        if (agreements.length === 0) continue;
        inForce += 1;
        if (agreements.some(sourced)) covered += 1;
        else missing.push(`${code} ${partner}`);
      }
    }
    const share = (100 * covered) / inForce;
    console.info(
      `Preferential duty coverage: ${covered} of ${inForce} pairs under an agreement in force ` +
        `(${share.toFixed(1)} %)${missing.length ? `; without: ${missing.join(', ')}` : ''}`,
    );
    expect(inForce).toBeGreaterThan(0);
    expect(share).toBeGreaterThanOrEqual(90);
    expect(withoutUkRule, 'GB pairs without the UK product-specific rule').toEqual([]);
    expect(withoutRule, 'EU, EFTA, SG and CA pairs without a sourced rule and terms').toEqual([]);
  });
});
