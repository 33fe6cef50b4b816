import { describe, expect, it } from 'vitest';

import { jordanCodeOf, parseBaciCountries } from '@/lib/trade-flows/baci-countries';
import {
  BaciFormatError,
  baciFileName,
  headerProblem,
  parseBaciLine,
} from '@/lib/trade-flows/baci-format';

// Issue 38: BACI's files as CEPII publishes them: the yearly file's name, its header, a line of
// flows (padded numbers, NA quantities, five-digit products), and a malformed line named by number.

describe('BACI yearly file names', () => {
  it('reads the revision, year and release; _extract marks the project’s sample', () => {
    expect(baciFileName('BACI_HS22_Y2023_V202501.csv')).toEqual({
      revision: 'HS22',
      year: 2023,
      release: 'V202501',
      sample: false,
    });
    expect(baciFileName('BACI_HS22_Y2019_V202501_extract.csv')).toMatchObject({ sample: true });
    expect(baciFileName('country_codes_V202501.csv')).toBeNull();
    expect(baciFileName('BACI_HS22_Y23_V202501.csv')).toBeNull();
  });
});

describe('the header', () => {
  it('accepts t,i,j,k,v,q with a byte-order mark or quotes, and names anything else', () => {
    expect(headerProblem('t,i,j,k,v,q')).toBeNull();
    expect(headerProblem('\uFEFF"t","i","j","k","v","q"')).toBeNull();
    expect(headerProblem('year,exporter,importer,product,value,quantity')).toMatch(
      /expected t,i,j,k,v,q/,
    );
  });
});

describe('a line of flows', () => {
  it('reads padded numbers, keeps the product’s leading zero and an NA quantity as none', () => {
    expect(parseBaciLine('2022,  400,  842,  70200,  1234.567,        NA', 'f.csv', 2)).toEqual({
      year: 2022,
      exporter: 400,
      importer: 842,
      product: '070200',
      value: 1234.567,
      quantity: null,
    });
    expect(parseBaciLine('2022,4,8,150920,1.5e3,12.25', 'f.csv', 3)).toMatchObject({
      value: 1500,
      quantity: 12.25,
    });
  });

  it.each([
    ['2022,400,842,150920,12', /6 columns|5 columns/],
    ['22,400,842,150920,12,1', /the year \(t\) "22"/],
    ['2022,JOR,842,150920,12,1', /the exporter \(i\) "JOR"/],
    ['2022,400,842,1509,12,1', /the product \(k\) "1509"/],
    ['2022,400,842,150920,twelve,1', /the value \(v\) "twelve"/],
    ['2022,400,842,150920,12,-1', /the quantity \(q\) "-1"/],
  ])('refuses %j, naming the file, the line and the column', (text, reason) => {
    let error: unknown;
    try {
      parseBaciLine(text, 'BACI_HS22_Y2022_V202501.csv', 41);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BaciFormatError);
    expect((error as BaciFormatError).line).toBe(41);
    expect((error as Error).message).toMatch(/^BACI_HS22_Y2022_V202501\.csv, line 41: /);
    expect((error as Error).message).toMatch(reason);
  });
});

describe('the country list', () => {
  it('reads both headers CEPII has published, and finds Jordan', () => {
    const recent = parseBaciCountries(
      'country_code,country_name,country_iso2,country_iso3\n400,Jordan,JO,JOR\n842,USA,US,USA\n',
      'country_codes_V202501.csv',
    );
    const older = parseBaciCountries(
      'country_code,country_name_abbreviation,country_name_full,iso_2digit_alpha,iso_3digit_alpha\n' +
        '400,Jordan,Hashemite Kingdom of Jordan,JO,JOR\n',
      'country_codes_V202201.csv',
    );
    expect(recent).toContainEqual({ code: 842, iso2: 'US', iso3: 'USA', name_en: 'USA' });
    expect(jordanCodeOf(recent)).toBe(400);
    expect(jordanCodeOf(older)).toBe(400);
  });

  it('names a list without the codes’ columns', () => {
    expect(() => parseBaciCountries('code,name\n400,Jordan\n', 'country_codes_V1.csv')).toThrow(
      BaciFormatError,
    );
  });
});
