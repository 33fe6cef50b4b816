import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

import { csvCell } from '../../lib/csv/csv';
import { countriesSeed } from '../../lib/db/seed/lookups/countries';
import { alpha2OfNumeric } from '../../lib/geo/country-codes';
import { BACI_HEADER } from '../../lib/trade-flows/baci-format';

// Files in BACI's own format for the project's extract and benches (issue 38): the yearly flows
// (numbers padded with spaces and NA for a missing quantity, as CEPII writes them), and the
// country list with CEPII's own codes where they differ from ISO 3166's.

/** CEPII's codes that are not ISO 3166 numeric ones (its country list names them). */
const BACI_CODES: Record<string, { code: number; name?: string }> = {
  FRA: { code: 251 },
  USA: { code: 842 },
  IND: { code: 699 },
  CHE: { code: 757 },
  NOR: { code: 579 },
  TWN: { code: 490, name: 'Other Asia, nes' },
};

export type BaciCountryRow = { code: number; name: string; iso2: string; iso3: string };

/** The country list: every country of the portal's list, by CEPII's code. */
export const BACI_COUNTRIES: readonly BaciCountryRow[] = countriesSeed
  .map((row) => ({
    code: BACI_CODES[row.code_3]?.code ?? row.id,
    name: BACI_CODES[row.code_3]?.name ?? row.name_eng,
    iso2: alpha2OfNumeric(row.id) ?? '',
    iso3: row.code_3,
  }))
  .sort((a, b) => a.code - b.code);

const BY_ISO3 = new Map(BACI_COUNTRIES.map((row) => [row.iso3, row.code]));

/** CEPII's code of a country named by its alpha-3 code. */
export function baciCode(iso3: string): number {
  const code = BY_ISO3.get(iso3);
  if (code === undefined) throw new Error(`no country ${iso3} in the portal's list`);
  return code;
}

export const countryListCsv = () =>
  [
    'country_code,country_name,country_iso2,country_iso3',
    ...BACI_COUNTRIES.map((row) => [row.code, csvCell(row.name), row.iso2, row.iso3].join(',')),
  ].join('\n') + '\n';

export type Flow = {
  year: number;
  exporter: number;
  importer: number;
  product: string;
  value: number;
  quantity: number | null;
};

/** A flow as a line of BACI's file. */
export const flowLine = (flow: Flow) =>
  [
    flow.year,
    String(flow.exporter).padStart(3),
    String(flow.importer).padStart(3),
    flow.product,
    flow.value.toFixed(3).padStart(12),
    (flow.quantity === null ? 'NA' : flow.quantity.toFixed(3)).padStart(12),
  ].join(',');

/** Writes a yearly file from flows given in BACI's order (exporter, importer, product). */
export async function writeBaciYear(file: string, flows: Iterable<Flow>): Promise<number> {
  const out = createWriteStream(file);
  let bytes = 0;
  const write = async (line: string) => {
    bytes += Buffer.byteLength(line) + 1;
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  await write(BACI_HEADER.join(','));
  for (const flow of flows) await write(flowLine(flow));
  out.end();
  await once(out, 'finish');
  return bytes;
}

/** A small deterministic random source (mulberry32), so the extract is the same on every run. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
