import { readFileSync } from 'node:fs';

import { describe, expect, it, vi } from 'vitest';

import { entryRequestOf } from '@/features/market-access/entry-request';
import { hasMissingFigure } from '@/features/market-access/missing-figures';
import type { MarketAccessAnswer } from '@/features/market-access/schemas';
import { withPageTariff } from '@/features/market-access/server/page-tariff';
import {
  TariffProviderError,
  type TariffProvider,
} from '@/features/market-access/server/tariff/tariff-provider';
import { originRulesSeed } from '@/lib/db/seed/agreements/origin-rules';
import { tradeAgreementsSeed } from '@/lib/db/seed/agreements/trade-agreements';
import { routeListView } from '@/lib/navigation/list-view-routes';
import { listViewSegment, LIST_VIEW_KEYS } from '@/lib/navigation/list-views';

// Issue 37, market access: the entry page's reading of its form, the page's tariff figures (the
// provider away is a note, never a failed page), and the seed and its migration saying the same.

describe('the addresses', () => {
  it('rewrites the entry page and its form’s query onto a cached view; a product’s page is its own route', () => {
    const query = new URLSearchParams({ country: 'us', hs: '15.09', other: 'x' });
    const segment = listViewSegment({ hs: '15.09', country: 'us' }, LIST_VIEW_KEYS.marketAccess);
    expect(routeListView('/ar/market-access', query)).toEqual({
      type: 'rewrite',
      locale: 'ar',
      path: `/ar/views/market-access/${segment}`,
    });
    expect(routeListView('/market-access', new URLSearchParams())).toMatchObject({
      path: '/en/views/market-access/all',
    });
    expect(routeListView('/market-access/1509/US', new URLSearchParams())).toBeNull();
  });
});

describe('the entry page’s query', () => {
  it('is the start with nothing sent', () => {
    expect(entryRequestOf({})).toEqual({ state: 'start' });
  });

  it('reads a code in any spelling and the country in either case', () => {
    expect(entryRequestOf({ hs: '15.09', country: 'us' })).toEqual({
      state: 'check',
      hs: '15.09',
      country: 'US',
      code: '1509',
      codeProblem: null,
      countryProblem: null,
    });
    expect(entryRequestOf({ hs: '١٥٠٩٢٠', country: 'FR' })).toMatchObject({ code: '150920' });
  });

  it('tells words from a malformed code and a missing code', () => {
    expect(entryRequestOf({ hs: 'olive oil', country: 'US' })).toMatchObject({
      code: null,
      codeProblem: 'words',
    });
    expect(entryRequestOf({ hs: '150', country: 'US' })).toMatchObject({ codeProblem: 'notCode' });
    expect(entryRequestOf({ country: 'US' })).toMatchObject({ codeProblem: 'missing' });
  });

  it('refuses a missing or unknown country, and Jordan', () => {
    expect(entryRequestOf({ hs: '1509' })).toMatchObject({ countryProblem: 'missing' });
    expect(entryRequestOf({ hs: '1509', country: 'XX' })).toMatchObject({
      countryProblem: 'invalid',
    });
    expect(entryRequestOf({ hs: '1509', country: 'USA' })).toMatchObject({
      countryProblem: 'invalid',
    });
    expect(entryRequestOf({ hs: '1509', country: 'jo' })).toMatchObject({
      countryProblem: 'jordan',
    });
  });
});

const UK_ANSWER: MarketAccessAnswer = {
  partner: {
    country_code: 'GB',
    name_en: 'United Kingdom',
    name_ar: 'المملكة المتحدة',
    country_page_id: 3,
  },
  code: {
    code: '1103',
    level: 4,
    name_en: 'Cereal groats',
    name_ar: 'جريش',
    name_ar_of_heading: false,
    path: [],
  },
  agreements: [
    {
      id: 9,
      title_eng: 'UK–Jordan Association Agreement',
      title_ara: 'اتفاقية الشراكة بين الأردن والمملكة المتحدة',
      link: '',
      legal_status: { status: 'in_force', note_en: '', note_ar: '', source: null },
      preferential_duty: null,
      tariff: null,
      rule_of_origin: null,
    },
  ],
};

const provider = (duties: TariffProvider['duties']): TariffProvider => ({
  partners: ['GB'],
  duties,
});

describe('the page’s tariff figures', () => {
  it('adds the provider’s figures to the agreement in force', async () => {
    const page = await withPageTariff(
      UK_ANSWER,
      provider(async () => ({
        partner: 'GB',
        code: '1103111000',
        mfn: { text: '223.00 GBP / 1000 kg', measure: 'Third country duty' },
        preferential: null,
        source: { name_en: 'UK Trade Tariff (GOV.UK)', name_ar: 'التعرفة', url: 'https://x.test' },
        retrievedAt: '2026-11-21T09:00:00.000Z',
      })),
      vi.fn(),
    );
    expect(page.tariffUnavailable).toBe(false);
    expect(page.answer.agreements[0]!.tariff).toMatchObject({
      code: '1103111000',
      mfn: { text: '223.00 GBP / 1000 kg' },
      retrieved_at: '2026-11-21T09:00:00.000Z',
    });
  });

  it('shows the page without them when the provider is away, and logs why', async () => {
    const warn = vi.fn();
    const page = await withPageTariff(
      UK_ANSWER,
      provider(async () => {
        throw new TariffProviderError('timeout', 'http://tariff.test/headings/1103');
      }),
      warn,
    );
    expect(page).toEqual({ answer: UK_ANSWER, tariffUnavailable: true });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'timeout' }),
      'tariff provider failed',
    );
  });

  it('asks nothing without a provider, or for a partner it does not cover', async () => {
    const duties = vi.fn();
    expect(await withPageTariff(UK_ANSWER, null, vi.fn())).toEqual({
      answer: UK_ANSWER,
      tariffUnavailable: false,
    });
    const france = { ...UK_ANSWER, partner: { ...UK_ANSWER.partner, country_code: 'FR' } };
    await withPageTariff(france, provider(duties), vi.fn());
    expect(duties).not.toHaveBeenCalled();
  });
});

describe('a card’s missing figures', () => {
  it('offers the agency when a figure of an agreement that applies is missing, never for a suspended one', () => {
    const [uk] = UK_ANSWER.agreements;
    expect(hasMissingFigure(uk!)).toBe(true);
    expect(
      hasMissingFigure({ ...uk!, legal_status: { ...uk!.legal_status, status: 'suspended' } }),
    ).toBe(false);
  });
});

describe('the seed’s corrections of issue 46', () => {
  it('are written by migrations 0029 and 0040 for an older database as the seed writes them for a new one', () => {
    // 0040 (issue 57) rewrote GAFTA's notes after their check.
    const migration = ['0029_agreement-duty-facts', '0040_legal-facts-checked']
      .map((name) => readFileSync(`lib/db/migrations/${name}.sql`, 'utf8'))
      .join('\n');
    const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;
    const uk = tradeAgreementsSeed.find((agreement) => agreement.id === 9)!;
    expect(uk.in_force_on).toBe('2021-05-01');
    expect(migration).toContain(`"in_force_on" = '2021-05-01'`);
    for (const id of [1, 4, 9]) {
      const rule = originRulesSeed.find((row) => row.agreement_id === id)!;
      for (const value of [rule.cumulation_en, rule.cumulation_ar, rule.notes_en, rule.notes_ar]) {
        expect(migration).toContain(quoted(value!));
      }
    }
    const efta = originRulesSeed.find((row) => row.agreement_id === 4)!;
    expect(migration).toContain(quoted(JSON.stringify(efta.cumulation_partners)));
  });
});

describe('the Jordan–Turkey FTA’s legal status', () => {
  it('is written by the migration for an older database as the seed writes it for a new one', () => {
    const turkey = tradeAgreementsSeed.find((agreement) => agreement.id === 7)!;
    // Issue 46: terminated by Jordan in 2018 (migration 0029 corrects an older database).
    expect(turkey.legal_status).toBe('terminated');
    const migration = readFileSync('lib/db/migrations/0029_agreement-duty-facts.sql', 'utf8');
    for (const value of [
      turkey.legal_status,
      turkey.legal_status_note_eng,
      turkey.legal_status_note_ara,
      turkey.legal_status_source_eng,
      turkey.legal_status_source_ara,
      turkey.legal_status_source_url,
      turkey.legal_status_source_date,
    ]) {
      expect(migration).toContain(`'${value!.replaceAll("'", "''")}'`);
    }
  });
});
