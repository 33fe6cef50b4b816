// CEPII's BACI files as they are published (issue 38): one CSV a year, `t,i,j,k,v,q` (year,
// exporter, importer, HS 6-digit product, value in thousands of US dollars, quantity in tonnes),
// numbers padded with spaces and a missing quantity written NA; beside them the country and product
// code lists. https://www.cepii.fr/CEPII/en/bdd_modele/bdd_modele_item.asp?id=37

export const BACI_HEADER = ['t', 'i', 'j', 'k', 'v', 'q'] as const;

/** One flow: exporter → importer, a product, a year. */
export type BaciFlow = {
  year: number;
  exporter: number;
  importer: number;
  /** Six digits, leading zeros kept (some releases write 10121 for 010121). */
  product: string;
  value: number;
  /** Null where BACI has none (NA). */
  quantity: number | null;
};

/** A line that is not a flow: the import stops and names it. */
export class BaciFormatError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}, line ${line}: ${reason}`);
  }
}

/** What a yearly file's name says: `BACI_HS22_Y2022_V202401.csv`; `_extract` marks the sample. */
export type BaciFileName = { revision: string; year: number; release: string; sample: boolean };

const FILE_NAME = /^BACI_(HS\d{2})_Y(\d{4})_(V\d{6}[a-z]?)(_extract)?\.csv$/i;

/** The yearly file's name read; null for any other file (the code lists, a readme). */
export function baciFileName(name: string): BaciFileName | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  return {
    revision: match[1]!.toUpperCase(),
    year: Number(match[2]),
    release: match[3]!,
    sample: match[4] !== undefined,
  };
}

/** The header line's columns, or why it is not BACI's. */
export function headerProblem(line: string): string | null {
  const columns = line
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((cell) => cell.trim().replace(/^"|"$/g, '').toLowerCase());
  const expected = BACI_HEADER.join(',');
  return columns.join(',') === expected
    ? null
    : `the header is "${line.slice(0, 60)}", expected ${expected}`;
}

const INTEGER = /^\d{1,6}$/;
const DECIMAL = /^\d+(\.\d+)?([eE][-+]?\d+)?$/;
const MISSING = new Set(['', 'NA', 'na', 'NaN', '.']);

const cellOf = (cell: string) => cell.trim().replace(/^"|"$/g, '').trim();

/**
 * One data line's cells, checked and cleaned (padding and quotes gone, the product six digits);
 * a `BaciFormatError` naming the line and what is wrong otherwise. The quantity is null for NA.
 */
export type BaciCells = {
  year: string;
  exporter: string;
  importer: string;
  product: string;
  value: string;
  quantity: string | null;
};

export function readBaciCells(text: string, file: string, line: number): BaciCells {
  const cells = text.split(',');
  if (cells.length !== 6) {
    throw new BaciFormatError(file, line, `${cells.length} columns, expected 6 (t,i,j,k,v,q)`);
  }
  const [t, i, j, k, v, q] = cells.map(cellOf) as [string, string, string, string, string, string];
  const fail = (reason: string): never => {
    throw new BaciFormatError(file, line, reason);
  };
  if (!/^\d{4}$/.test(t)) fail(`the year (t) "${t}" is not a year`);
  if (!INTEGER.test(i) || Number(i) > 999) fail(`the exporter (i) "${i}" is not a country code`);
  if (!INTEGER.test(j) || Number(j) > 999) fail(`the importer (j) "${j}" is not a country code`);
  if (!/^\d{5,6}$/.test(k)) fail(`the product (k) "${k}" is not an HS 6-digit code`);
  if (!DECIMAL.test(v)) fail(`the value (v) "${v}" is not a number`);
  if (!MISSING.has(q) && !DECIMAL.test(q)) fail(`the quantity (q) "${q}" is not a number or NA`);
  return {
    year: t,
    exporter: i,
    importer: j,
    product: k.padStart(6, '0'),
    value: v,
    quantity: MISSING.has(q) ? null : q,
  };
}

/** One data line as a flow; a `BaciFormatError` naming the line and what is wrong otherwise. */
export function parseBaciLine(text: string, file: string, line: number): BaciFlow {
  const cells = readBaciCells(text, file, line);
  return {
    year: Number(cells.year),
    exporter: Number(cells.exporter),
    importer: Number(cells.importer),
    product: cells.product,
    value: Number(cells.value),
    quantity: cells.quantity === null ? null : Number(cells.quantity),
  };
}
