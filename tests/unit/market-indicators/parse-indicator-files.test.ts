import { describe, expect, it } from 'vitest';

import { currencyOfCountry } from '@/lib/market-indicators/country-currencies';
import { CURRENCY_PEGS, pegOf } from '@/lib/market-indicators/currency-pegs';
import { FRED_SERIES, perUsdOf } from '@/lib/market-indicators/fred-series';
import {
  IndicatorFileError,
  parseExchangeRates,
  parseSalesTax,
  parseYearFigures,
  positionOf,
} from '@/lib/market-indicators/parse-indicator-files';

// Issue 58: the market indicators' files read and checked before anything is written.

const ALPHA2 = new Map([
  ['JOR', 'JO'],
  ['DEU', 'DE'],
]);

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof IndicatorFileError) return error;
    throw error;
  }
  throw new Error('no error');
};

describe('the World Bank figures', () => {
  const header = 'Country Name,Country Code,Year,Value\r\n';
  it('keeps countries from 2000 and leaves out aggregates and older years', () => {
    const parsed = parseYearFigures(
      header +
        'Jordan,JOR,1999,8000\r\nJordan,JOR,2023,50813642348.674644\r\n' +
        '"Korea, Rep.",KOR,2023,1\r\nArab World,ARB,2023,3.5e12\r\nGermany,DEU,2024,83516593\r\n',
      ALPHA2,
    );
    expect(parsed.rows).toEqual([
      { country: 'JO', year: 2023, value: 50813642348.674644 },
      { country: 'DE', year: 2024, value: 83516593 },
    ]);
    expect(parsed).toMatchObject({ records: 5, leftOut: 3 });
  });

  it('refuses a bad row with its line and column', () => {
    const error = failure(() =>
      parseYearFigures(`${header}Jordan,JOR,2023,1\r\nJordan,JOR,2024,12x4\r\n`, ALPHA2),
    );
    expect([error.line, error.column]).toEqual([3, 4]);
    expect(error.message).toBe('line 3, column 4: "12x4" is not a figure');
    expect(failure(() => parseYearFigures(`${header}Jordan,JOR,20x3,1\n`, ALPHA2)).column).toBe(3);
    expect(failure(() => parseYearFigures(`${header}Jordan,JOR,2023\n`, ALPHA2)).line).toBe(2);
    const heading = failure(() => parseYearFigures('Country,Code,Year,Value\n', ALPHA2));
    expect([heading.line, heading.column]).toEqual([1, 1]);
  });

  it('refuses a country and year twice', () => {
    const error = failure(() =>
      parseYearFigures(`${header}Jordan,JOR,2023,1\nJordan,JOR,2023,2\n`, ALPHA2),
    );
    expect(error.line).toBe(3);
  });
});

describe('the exchange rates', () => {
  const header = 'Date,Country,Exchange rate\n';
  it('maps each series name to its currency', () => {
    expect(FRED_SERIES.Euro?.currency).toBe('EUR');
    expect(FRED_SERIES['United Kingdom']?.currency).toBe('GBP');
    expect(FRED_SERIES['South Korea']?.currency).toBe('KRW');
    expect(FRED_SERIES['Hong Kong']?.currency).toBe('HKD');
    const parsed = parseExchangeRates(`${header}2026-06-01,Japan,160.7700\n`, 'monthly');
    expect(parsed.rows).toEqual([
      { currency: 'JPY', date: '2026-06-01', per_usd: 160.77, series: 'Japan' },
    ]);
  });

  it("inverts FRED's dollars-per-unit series only when the file quotes as FRED does", () => {
    const euro = FRED_SERIES.Euro!;
    expect(perUsdOf(euro, 1.25, 'fred')).toBe(0.8);
    expect(perUsdOf(euro, 0.8, 'per-usd')).toBe(0.8);
    expect(perUsdOf(FRED_SERIES.Japan!, 150, 'fred')).toBe(150);
    for (const name of ['Australia', 'Euro', 'Ireland', 'New Zealand', 'United Kingdom']) {
      expect(FRED_SERIES[name]?.usdPerUnit).toBe(true);
    }
    const text = `${header}2026-06-01,United Kingdom,1.25\n2026-06-01,Japan,160\n`;
    const fred = parseExchangeRates(text, 'monthly', 'fred').rows;
    expect(fred.map((row) => [row.currency, row.per_usd])).toEqual([
      ['GBP', 0.8],
      ['JPY', 160],
    ]);
  });

  it("refuses a file quoting the euro the other way round (the mark's fixed rate)", () => {
    // December 2001 as shipped: 2.1946 marks and 1.1221 euros per dollar = 1.9558 marks per euro.
    const text = `${header}2001-12-01,Euro,1.1221\n2001-12-01,Germany,2.1946\n`;
    expect(parseExchangeRates(text, 'monthly').rows).toEqual([
      { currency: 'EUR', date: '2001-12-01', per_usd: 1.1221, series: 'Euro' },
      { currency: 'DEM', date: '2001-12-01', per_usd: 2.1946, series: 'Germany' },
    ]);
    const error = failure(() => parseExchangeRates(text, 'monthly', 'fred'));
    expect([error.line, error.column]).toEqual([2, 3]);
  });

  it('refuses an unknown series, a day that is not the first, a rate of zero', () => {
    expect(
      failure(() => parseExchangeRates(`${header}2026-06-01,Atlantis,1\n`, 'monthly')).column,
    ).toBe(2);
    expect(
      failure(() => parseExchangeRates(`${header}2026-06-02,Japan,1\n`, 'monthly')).column,
    ).toBe(1);
    expect(
      failure(() => parseExchangeRates(`${header}2026-06-01,Japan,0\n`, 'monthly')).column,
    ).toBe(3);
    const yearly = 'Date,Country,Value\n2025-06-01,Japan,150\n';
    expect(failure(() => parseExchangeRates(yearly, 'yearly')).line).toBe(2);
  });
});

describe('the tax rates', () => {
  it('reads the national rate, its currency, and whether states have their own', () => {
    const parsed = parseSalesTax(
      '{\n  "JO": { "type": "vat", "currency": "JOD", "rate": 0.16 },\n' +
        '  "US": { "type": "none", "currency": "USD", "rate": 0, "states": { "CA": { "rate": 0.0825, "type": "vat" } } }\n}',
    );
    expect(parsed.rows).toEqual([
      { country: 'JO', kind: 'vat', rate: 0.16, currency: 'JOD', has_states: 0 },
      { country: 'US', kind: 'none', rate: 0, currency: 'USD', has_states: 1 },
    ]);
  });

  it('names the line and column of a syntax error and of a bad entry', () => {
    const broken = failure(() => parseSalesTax('{\n  "JO": { "type": "vat" "rate": 0.16 }\n}'));
    expect(broken.line).toBe(2);
    expect(broken.column).toBeGreaterThan(1);
    const bad = failure(() =>
      parseSalesTax(
        '{\n  "JO": { "type": "vat", "currency": "JOD", "rate": 0.16 },\n  "BH": { "type": "vat", "currency": "BHD", "rate": 5 }\n}',
      ),
    );
    expect([bad.line, bad.column]).toEqual([3, 3]);
    expect(bad.message).toContain('BH: its rate is not between 0 and 1');
  });

  it('finds a position from an offset', () => {
    expect(positionOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('currencies and pegs', () => {
  it("takes the tax file's currency, else the ISO 4217 list, else none", () => {
    expect(currencyOfCountry('DE', 'EUR')).toBe('EUR');
    expect(currencyOfCountry('IQ', null)).toBe('IQD');
    expect(currencyOfCountry('PS', null)).toBe('ILS');
    expect(currencyOfCountry('AQ', null)).toBeNull();
  });

  it('holds each peg with its central bank and the day it was checked', () => {
    expect(pegOf('JOD')).toMatchObject({ per_usd: 0.709, url: 'https://www.cbj.gov.jo/' });
    expect(CURRENCY_PEGS.map((peg) => [peg.currency, peg.per_usd])).toEqual([
      ['JOD', 0.709],
      ['SAR', 3.75],
      ['AED', 3.6725],
      ['QAR', 3.64],
      ['OMR', 0.3845],
      ['BHD', 0.376],
    ]);
    expect(CURRENCY_PEGS.every((peg) => peg.checked_on === '2026-11-27')).toBe(true);
    expect(pegOf('EGP')).toBeUndefined();
  });
});
