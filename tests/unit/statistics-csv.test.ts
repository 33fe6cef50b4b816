import { describe, expect, it } from 'vitest';

import { importChartCsv, readNumber } from '@/features/statistics/series-csv';
import { CsvSyntaxError, parseCsv } from '@/lib/csv/parse-csv';

// Issue 26: a chart's numbers imported from CSV in the console, with what is wrong by line.

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, CRLF, a BOM and blank lines, with each record’s line', () => {
    const rows = parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n\r\n1,2,3\n');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b, c', 'say "hi"'] },
      { line: 3, cells: ['1', '2', '3'] },
    ]);
  });

  it('takes the separator the file uses', () => {
    expect(parseCsv('Year;Exports\n2024;1,5')[1]!.cells).toEqual(['2024', '1,5']);
    expect(parseCsv('Year\tExports\n2024\t15')[1]!.cells).toEqual(['2024', '15']);
  });

  it('counts lines inside a quoted cell and refuses an unclosed quote', () => {
    expect(parseCsv('"two\nlines",x\ny,z').map((row) => row.line)).toEqual([1, 3]);
    expect(() => parseCsv('a,b\n"c,d\n')).toThrow(CsvSyntaxError);
  });
});

describe('readNumber', () => {
  it.each([
    ['1,234.5', 1234.5],
    ['١٬٢٣٤٫٥', 1234.5],
    ['۱۲', 12],
    [' 12% ', 12],
    ['-3', -3],
    ['1 234', 1234],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
  ])('%j → %s', (text, value) => {
    expect(readNumber(text)).toBe(value);
  });
});

describe('importChartCsv', () => {
  it('reads a header of series and a category a line', () => {
    const result = importChartCsv(
      'Year,Exports | الصادرات,Imports\n2022,"1,350",10\n2023,1010,12\n',
      'categoryRows',
    );
    expect(result).toEqual({
      chart: {
        categories: ['2022', '2023'],
        categories_ara: [],
        series: [
          { name: 'Exports', name_ara: 'الصادرات', data: [1350, 1010] },
          { name: 'Imports', name_ara: '', data: [10, 12] },
        ],
      },
    });
  });

  it('reads the categories on the first line and a series a line, Arabic names after a bar', () => {
    const result = importChartCsv(
      'Market,United States | الولايات المتحدة,Iraq | العراق\nShare | الحصة,24.5,7.4\n',
      'seriesRows',
    );
    expect(result).toEqual({
      chart: {
        categories: ['United States', 'Iraq'],
        categories_ara: ['الولايات المتحدة', 'العراق'],
        series: [{ name: 'Share', name_ara: 'الحصة', data: [24.5, 7.4] }],
      },
    });
  });

  it('says what is wrong by line and column', () => {
    const result = importChartCsv('Year,Exports\n2022,abc\n,5\n2024,1,2\n', 'categoryRows');
    expect(result).toEqual({
      problems: [
        { key: 'emptyName', values: { line: 3, column: 1 } },
        { key: 'wrongCount', values: { line: 4, found: 2, expected: 1 } },
        { key: 'notNumber', values: { line: 2, column: 2, value: 'abc' } },
      ],
    });
  });

  it('refuses an empty file, one column, an unclosed quote and too many series', () => {
    expect(importChartCsv('', 'categoryRows')).toEqual({
      problems: [{ key: 'empty', values: {} }],
    });
    expect(importChartCsv('Year\n2024\n', 'categoryRows')).toEqual({
      problems: [{ key: 'tooFewColumns', values: { line: 1 } }],
    });
    expect(importChartCsv('a,b\n"c,1\n', 'categoryRows')).toEqual({
      problems: [{ key: 'unclosedQuote', values: { line: 2 } }],
    });
    const wide = `Year,${'S,'.repeat(7)}S\n2024,${'1,'.repeat(7)}1\n`;
    expect(importChartCsv(wide, 'categoryRows')).toEqual({
      problems: [{ key: 'tooManySeries', values: { max: 6 } }],
    });
  });
});
