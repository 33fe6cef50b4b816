import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { LandedCostAnswer, MarketCost } from '@/features/landed-cost/answer-schema';

import { json, testApiForFile } from './helpers/test-api';

// Issue 58: GET /api/landed-cost, on the market indicators the seed imports from the shipped
// files (data/market-indicators: the tax file with staff's corrections, FRED's rates, the pegs):
// the customs value on each market's basis, the duty from the market-access answer the seed gives
// (GAFTA free, the US FTA free, Section 232 at 50 % on aluminium), the VAT and the totals in
// dinars and the market's currency, the figures the portal does not hold named in `unknown`,
// never guessed; and every input error as a 422 by field in English and Arabic.

const api = testApiForFile({ wholeNomenclature: true });

type ErrorBody = { message: string; errors: Record<string, string[]> };

const ar = JSON.parse(readFileSync('messages/ar.json', 'utf8')).LandedCost.errors as Record<
  string,
  string
>;
const en = JSON.parse(readFileSync('messages/en.json', 'utf8')).LandedCost.errors as Record<
  string,
  string
>;

const ask = (query: Record<string, string>, lang = 'en') =>
  api.request(`/api/landed-cost?${new URLSearchParams(query).toString()}`, {
    headers: { 'Accept-Language': lang },
  });

async function answer(query: Record<string, string>): Promise<LandedCostAnswer> {
  const response = await ask(query);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<LandedCostAnswer>(response);
}

const lines = (market: MarketCost) => market.lines.map((line) => [line.key, line.amount]);

const SHIRTS = { hs: '6109.10', country: 'SA', value: '1000', incoterm: 'CIF', qualifies: 'true' };

describe('GET /api/landed-cost', () => {
  it('T-shirts to Saudi Arabia: CIF basis, GAFTA free, VAT 15 %, the total in dinars and riyals', async () => {
    // CIF 1,000 JOD = the customs value; GAFTA free → duty 0; VAT 15 % of 1,000 = 150.000;
    // total 1,150.000 JOD; at the pegs 1,150 ÷ 0.709 × 3.75 = 6,082.5105… → SAR 6,082.51.
    const body = await answer(SHIRTS);
    expect(body).toMatchObject({ hs: '610910', currency: 'JOD', incoterm: 'CIF' });
    const [saudi] = body.markets;
    expect(saudi).toMatchObject({ country: 'SA', customs_basis: 'CIF', duty_basis: 'preference' });
    expect(lines(saudi!)).toEqual([
      ['price', 1000],
      ['customs_value', 1000],
      ['duty_preference', 0],
      ['tax_base', 1000],
      ['tax', 150],
      ['total', 1150],
    ]);
    const duty = saudi!.lines.find((line) => line.key === 'duty_preference')!;
    expect(duty.text_en).toMatch(/Greater Arab Free Trade Area|GAFTA/i);
    expect(duty.source?.url).toMatch(/^https?:\/\//);
    expect(saudi!.total_jod).toBe(1150);
    expect(saudi!.total_local).toEqual({ amount: 6082.51, currency: 'SAR' });
    expect(saudi!.unknown).toEqual([]);
    // Each rate used is a peg with its source and the day it was checked.
    expect(saudi!.rates.map((rate) => [rate.currency, rate.per_usd, rate.basis])).toEqual([
      ['JOD', 0.709, 'peg'],
      ['SAR', 3.75, 'peg'],
    ]);
    for (const rate of saudi!.rates) expect(rate.source?.checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // So is each cited line: the duty and the tax say when they were checked against their source.
    const cited = saudi!.lines.filter((line) => line.source);
    expect(cited.map((line) => line.key)).toEqual(['duty_preference', 'tax']);
    for (const line of cited) expect(line.source?.checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('without qualifying and with no duty held: the duty unknown, the preference noted', async () => {
    const body = await answer({ ...SHIRTS, qualifies: 'false' });
    const [saudi] = body.markets;
    expect(saudi!.duty_basis).toBe('unknown');
    expect(saudi!.unknown).toContain('duty');
    expect(saudi!.notes).toContain('preferenceIfQualifies');
    // The exporter's own rate is used instead: 12 % of 1,000 = 120.
    const entered = (await answer({ ...SHIRTS, qualifies: '', duty_rate: '12' })).markets[0]!;
    expect(entered.duty_basis).toBe('entered');
    expect(entered.lines.find((line) => line.key === 'duty_entered')).toMatchObject({
      amount: 120,
      rate: 12,
      base: 1000,
    });
  });

  it('the United States on an FOB basis, with no federal tax: the total in dinars stands', async () => {
    const body = await answer({ ...SHIRTS, country: 'US', freight: '80', insurance: '5' });
    const [us] = body.markets;
    expect(us!.customs_basis).toBe('FOB');
    expect(lines(us!)).toEqual([
      ['price', 1000],
      ['less_freight', 80],
      ['less_insurance', 5],
      ['customs_value', 915],
      ['duty_preference', 0],
      ['tax_us', 0],
      ['carriage_freight', 80],
      ['carriage_insurance', 5],
      ['total', 1000],
    ]);
    // In dollars at the dinar's peg: 1,000 ÷ 0.709 = 1,410.4372… → USD 1,410.44.
    expect(us!.total_jod).toBe(1000);
    expect(us!.total_local).toEqual({ amount: 1410.44, currency: 'USD' });
    expect(us!.unknown).toEqual([]);
  });

  it('aluminium 7604 to the United States: Section 232 at 50 % of the customs value', async () => {
    const body = await answer({
      hs: '7604.10',
      country: 'US',
      value: '10000',
      incoterm: 'FOB',
      freight: '400',
      insurance: '30',
      qualifies: '1',
    });
    const [us] = body.markets;
    const section232 = us!.lines.find((line) => line.key === 'additional_duty')!;
    expect(section232).toMatchObject({ amount: 5000, rate: 50, base: 10000 });
    expect(section232.text_en).toMatch(/Section 232/);
    expect(section232.source?.date).toBe('2025-06-04');
    expect(section232.source?.checked_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const customs = us!.lines.find((line) => line.key === 'customs_value')!;
    expect(customs.source).toMatchObject({
      url: expect.stringContaining('1401a'),
      checked_on: '2026-11-27',
    });
    // 10,000 + 0 + 5,000 + 0 + 400 + 30.
    expect(us!.lines.at(-1)).toMatchObject({ key: 'total', amount: 15430 });
    expect(us!.total_jod).toBe(15430);
  });

  it('several markets side by side, in the order asked; an FOB price without freight said so', async () => {
    const body = await answer({ ...SHIRTS, country: 'sa,us,kw', incoterm: 'FOB' });
    expect(body.markets.map((market) => [market.country, market.customs_basis])).toEqual([
      ['SA', 'CIF'],
      ['US', 'FOB'],
      ['KW', 'CIF'],
    ]);
    expect(body.markets[0]!.unknown).toEqual(expect.arrayContaining(['freight', 'insurance']));
    expect(body.markets[0]!.lines.find((line) => line.key === 'customs_value')?.amount).toBeNull();
    // The US customs value is the FOB price; only its total needs the carriage.
    expect(body.markets[1]!.lines.find((line) => line.key === 'customs_value')?.amount).toBe(1000);
    expect(body.markets[1]!.total_jod).toBeNull();
  });

  it('an entered specific duty per 100 kg with the quantity (olive oil to the UK)', async () => {
    const body = await answer({
      hs: '1509.20',
      country: 'GB',
      value: '5000',
      incoterm: 'CIF',
      quantity: '2000',
      unit: 'kg',
      duty_amount: '105',
      duty_per: '100',
    });
    const [uk] = body.markets;
    expect(uk!.lines.find((line) => line.key === 'duty_specific')).toMatchObject({
      amount: 2100,
      specific: { amount: 105, per: 100, quantity: 2000, unit: 'kg' },
    });
    expect(uk!.notes).toContain('preferenceDepends');
    expect(uk!.tariff_link?.url).toMatch(/^https?:\/\//);
  });
});

describe('GET /api/landed-cost: every input refused by field, in English and in Arabic', () => {
  const CASES: [string, Record<string, string>, string, string][] = [
    ['no code', { hs: '' }, 'hs', 'Required.'],
    ['a code of 5 digits', { hs: '61091' }, 'hs', en.code!],
    ['a code the nomenclature lacks', { hs: '9999' }, 'hs', en.unknownCode!],
    ['no market', { country: '' }, 'country', 'Required.'],
    ['an unknown country', { country: 'SA,XX' }, 'country', en.country!],
    ['Jordan', { country: 'JO' }, 'country', en.jordan!],
    ['seven markets', { country: 'SA,AE,KW,QA,OM,BH,US' }, 'country', en.tooMany!],
    ['no price', { value: '' }, 'value', en.number!],
    ['a price of 0', { value: '0' }, 'value', en.number!],
    ['a price in words', { value: 'a thousand' }, 'value', en.number!],
    ['a price too large', { value: '5000000000' }, 'value', en.tooLarge!],
    ['no incoterm', { incoterm: '' }, 'incoterm', en.incoterm!],
    ['an unknown incoterm', { incoterm: 'FAS' }, 'incoterm', en.incoterm!],
    ['a currency in words', { currency: 'dinars' }, 'currency', en.currency!],
    ['a currency without a rate', { currency: 'EUR' }, 'currency', en.currencyNotHeld!],
    ['a negative freight', { freight: '-5' }, 'freight', en.number!],
    ['a negative insurance', { insurance: '-1' }, 'insurance', en.number!],
    ['a quantity of 0', { quantity: '0' }, 'quantity', en.number!],
    ['an unknown unit', { unit: 'furlong' }, 'unit', 'Invalid value.'],
    ['a duty rate over 1000 %', { duty_rate: '1001' }, 'duty_rate', en.tooLarge!],
    ['a specific duty without a quantity', { duty_amount: '10' }, 'quantity', en.quantityNeeded!],
    ['a duty per 0 units', { duty_per: '0' }, 'duty_per', en.number!],
    ['a qualifies that is not yes or no', { qualifies: 'maybe' }, 'qualifies', 'Invalid value.'],
  ];

  it.each(CASES)('%s → 422 on its field', async (_name, change, field, message) => {
    const response = await ask({ ...SHIRTS, ...change });
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.errors[field]).toEqual([message]);
  });

  it("an older edition's code: its only HS 2022 successor, saying what was asked", async () => {
    // 3002.20 of HS 2017 (vaccines for human medicine) is 3002.41 alone in HS 2022.
    const body = await answer({ ...SHIRTS, hs: '300220' });
    expect(body.hs).toBe('300241');
    expect(body.requested).toEqual({ code: '300220', edition: 2017 });
    expect(body.markets.map((market) => market.country)).toEqual(['SA']);
  });

  it('an older code that became several: 422 on hs, naming them in both languages', async () => {
    // 1509.10 of HS 2017 (virgin olive oil) became 1509.20, 1509.30 and 1509.40 in HS 2022.
    for (const lang of ['en', 'ar']) {
      const response = await ask({ ...SHIRTS, hs: '150910' }, lang);
      expect(response.status).toBe(422);
      const [message] = (await json<ErrorBody>(response)).errors.hs!;
      expect(message).toContain('150910');
      expect(message).toContain('150920, 150930, 150940');
      expect(message).toContain(lang === 'en' ? 'HS 2017' : 'إصدار ٢٠٢٢');
    }
  });

  it('answers each in Arabic for an Arabic request', async () => {
    for (const [, change, field, message] of CASES) {
      const response = await ask({ ...SHIRTS, ...change }, 'ar');
      expect(response.status).toBe(422);
      const body = await json<ErrorBody>(response);
      const key = Object.entries(en).find(([, text]) => text === message)?.[0];
      if (key) expect(body.errors[field]).toEqual([ar[key]]);
      else expect(body.errors[field]![0]).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
