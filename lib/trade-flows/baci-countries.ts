import { parseCsv } from '@/lib/csv/parse-csv';

import { BaciFormatError } from './baci-format';

// BACI's country list (`country_codes_V202401.csv`): its numeric codes with ISO codes and names.
// Releases since 2024 name the columns country_code, country_name, country_iso2, country_iso3;
// older ones country_code, country_name_abbreviation, country_name_full, iso_2digit_alpha,
// iso_3digit_alpha. Either is read.

export type BaciCountry = { code: number; iso2: string; iso3: string; name_en: string };

export const COUNTRY_LIST_FILE = /^country_codes_V\d{6}[a-z]?\.csv$/i;

const COLUMNS = {
  code: ['country_code'],
  name: ['country_name', 'country_name_full', 'country_name_abbreviation'],
  iso2: ['country_iso2', 'iso_2digit_alpha'],
  iso3: ['country_iso3', 'iso_3digit_alpha'],
} as const;

export function parseBaciCountries(text: string, file: string): BaciCountry[] {
  const [header, ...rows] = parseCsv(text);
  const names = (header?.cells ?? []).map((cell) => cell.trim().toLowerCase());
  const column = (candidates: readonly string[]) =>
    candidates.map((name) => names.indexOf(name)).find((index) => index >= 0) ?? -1;
  const at = { code: column(COLUMNS.code), name: column(COLUMNS.name) };
  if (at.code < 0 || at.name < 0) {
    throw new BaciFormatError(file, 1, 'expected the columns country_code and country_name');
  }
  const iso2 = column(COLUMNS.iso2);
  const iso3 = column(COLUMNS.iso3);
  return rows.map(({ cells, line }) => {
    const code = cells[at.code]?.trim() ?? '';
    if (!/^\d{1,3}$/.test(code)) {
      throw new BaciFormatError(file, line, `the country code "${code}" is not a number`);
    }
    const cell = (index: number) => (index >= 0 ? (cells[index]?.trim() ?? '') : '');
    return {
      code: Number(code),
      name_en: cell(at.name),
      iso2: cell(iso2).toUpperCase(),
      iso3: cell(iso3).toUpperCase(),
    };
  });
}

/** Jordan's code in a country list (400 when the list does not name it). */
export const jordanCodeOf = (countries: readonly BaciCountry[]) =>
  countries.find((country) => country.iso3 === 'JOR')?.code ?? 400;
