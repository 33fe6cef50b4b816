import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { importFileAt } from '@/lib/imports/safe-files';
import { copyBaciLine } from '@/lib/trade-flows/baci-copy-text';
import { BaciFormatError, readBaciCells } from '@/lib/trade-flows/baci-format';
import { readBaciYear } from '@/lib/trade-flows/read-baci-year';

// Issue 46: the BACI import reads the common line byte by byte into COPY text. It must accept only
// what readBaciCells accepts and write the same cells (anything else goes to readBaciCells, which
// names a malformed line), and the file's lines come out whole whatever the chunks they straddle.

const YEAR = Buffer.from('2024');

/** COPY text as the slow path writes it. */
const slow = (text: string, line = 2) => {
  const cells = readBaciCells(text, 'f.csv', line);
  return `${[cells.exporter, cells.importer, cells.product, cells.value, cells.quantity ?? '\\N'].join('\t')}\n`;
};

function fast(text: string): string | null {
  const bytes = Buffer.from(text);
  const out = Buffer.alloc(bytes.length + 8);
  const end = copyBaciLine(bytes, 0, bytes.length, YEAR, out, 0);
  return end < 0 ? null : out.toString('utf8', 0, end);
}

const padded = (cell: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.nat({ max: 3 }), cell, fc.nat({ max: 3 }))
    .map(([before, text, after]) => `${' '.repeat(before)}${text}${' '.repeat(after)}`);

const awkward = fc.constantFrom(
  '',
  '"400"',
  '1e5',
  '.5',
  '5.',
  'NA',
  'na',
  'NaN',
  '.',
  '\t7',
  'x',
  '٤٠٠',
);
const number = fc.oneof(
  fc.integer({ min: 0, max: 9_999_999 }).map(String),
  fc.double({ min: 0, max: 1e7, noNaN: true }).map((value) => value.toFixed(3)),
);
/** Mostly what a flow's cell holds, now and then something awkward. */
const mostly = (usual: fc.Arbitrary<string>) =>
  padded(fc.oneof({ arbitrary: usual, weight: 6 }, { arbitrary: awkward, weight: 1 }));
const line = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(
      mostly(fc.constantFrom('2024', '2024', '2023', '024')),
      mostly(fc.integer({ min: 0, max: 1200 }).map(String)),
      mostly(fc.integer({ min: 0, max: 1200 }).map(String)),
      mostly(fc.integer({ min: 1000, max: 1_200_000 }).map(String)),
      mostly(number),
      mostly(fc.oneof(number, fc.constant('NA'))),
    ),
  },
  { weight: 1, arbitrary: fc.array(mostly(number), { minLength: 4, maxLength: 7 }) },
);

describe('a BACI line as COPY text', () => {
  it('writes the common line as readBaciCells reads it', () => {
    const text = '2024,  400,   842,   70200,   1234.567,        NA';
    expect(fast(text)).toBe('400\t842\t070200\t1234.567\t\\N\n');
    expect(fast(text)).toBe(slow(text));
    expect(fast('2024,4,36,251010,2040,10176.776')).toBe('4\t36\t251010\t2040\t10176.776\n');
  });

  it('accepts only lines readBaciCells accepts, with the same cells', () => {
    let accepted = 0;
    fc.assert(
      fc.property(line, (cells) => {
        const text = cells.join(',');
        const written = fast(text);
        if (written === null) return;
        accepted += 1;
        expect(readBaciCells(text, 'f.csv', 2).year).toBe('2024');
        expect(written).toBe(slow(text));
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(100);
  });

  it('leaves quotes, exponents, other years and mistakes to readBaciCells', () => {
    for (const text of [
      '"2024","400","842","150920","9","1"',
      '2024,400,842,150920,1e3,1',
      '2023,400,842,150920,9,1',
      '2024,400,842,15O920,9,1',
      '2024,0400,842,150920,9,1',
      '2024,400,842,150920,9,1,',
      '2024,400,842,150920,9,na',
    ]) {
      expect(fast(text)).toBeNull();
    }
  });
});

describe('a BACI year as COPY text', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'baci-text-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  async function textOf(lines: string[], ending = '\n') {
    const file = path.join(folder, 'BACI_HS22_Y2024_V202601.csv');
    await writeFile(file, `\uFEFFt,i,j,k,v,q${ending}${lines.join(ending)}${ending}`);
    const year = readBaciYear(await importFileAt(file, 'baci-year'), { year: 2024 });
    const pieces: Buffer[] = [];
    for await (const piece of year.text) pieces.push(piece);
    return { text: Buffer.concat(pieces).toString('utf8'), rows: year.read.rows };
  }

  it('keeps every line whole across the chunks it straddles, CRLF and blank lines too', async () => {
    const lines = Array.from({ length: 40_000 }, (_, index) =>
      index % 1000 === 7
        ? `"2024","${index % 900}","4","${10_000 + index}","1.5e2","NA"`
        : `2024, ${String(index % 900).padStart(4)}, 842, ${String(10_000 + index).padStart(7)}, ${(index / 7).toFixed(3).padStart(12)}, ${index % 3 ? (index / 3).toFixed(3) : 'NA'}`,
    );
    const expected = lines.map((text, index) => slow(text, index + 2)).join('');
    for (const ending of ['\n', '\r\n']) {
      const read = await textOf([...lines.slice(0, 100), '', '   ', ...lines.slice(100)], ending);
      expect(read.rows).toBe(lines.length);
      expect(read.text).toBe(expected);
    }
  });

  it('names a malformed line and a flow of another year by their numbers', async () => {
    const failure = await textOf(['2024,400,842,150920,9,1', '2024,400,842,15O920,9,1']).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(BaciFormatError);
    expect((failure as Error).message).toBe(
      'BACI_HS22_Y2024_V202601.csv, line 3: the product (k) "15O920" is not an HS 6-digit code',
    );
    await expect(textOf(['2023,400,842,150920,9,1'])).rejects.toThrow(
      "line 2: the year 2023 is not the file's 2024",
    );
  });
});
