import { CsvSyntaxError, parseCsv, type CsvRow } from '@/lib/csv/parse-csv';

import { CHART_CATEGORIES_MAX, CHART_LABEL_MAX, CHART_SERIES_MAX } from './constants';

// The console's CSV import of a chart's numbers (issue 26 "series entered or imported from CSV"):
// either the first line holds the categories and each following line is a series (its name, then
// its numbers), or the first line is a header naming the series and each following line is a
// category (its name, then a number for each series). A name may carry its Arabic after " | "
// ("Iraq | العراق"). What is wrong is said by line, so the editor can fix the file.

export type CsvLayout = 'seriesRows' | 'categoryRows';

export type CsvProblem = {
  /** The key under StatisticsAdmin.csv and its values (line, column, value, found, expected). */
  key:
    | 'empty'
    | 'unclosedQuote'
    | 'tooFewColumns'
    | 'emptyName'
    | 'notNumber'
    | 'wrongCount'
    | 'tooManySeries'
    | 'tooManyCategories'
    | 'tooLong'
    /** The file is over the import's size (the console checks it before reading). */
    | 'tooLarge';
  values: Record<string, string | number>;
};

export type ImportedChart = {
  categories: string[];
  categories_ara: string[];
  series: { name: string; name_ara: string; data: number[] }[];
};

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const EASTERN_ARABIC = '۰۱۲۳۴۵۶۷۸۹';

/** A number as a spreadsheet or a person writes it: 1,234.5 · ١٬٢٣٤٫٥ · 12% · (space) 1 234. */
export function readNumber(text: string): number | null {
  let value = text.trim().replace(/%$/, '').trim();
  value = value.replace(/[٠-٩]/g, (digit) => String(ARABIC_INDIC.indexOf(digit)));
  value = value.replace(/[۰-۹]/g, (digit) => String(EASTERN_ARABIC.indexOf(digit)));
  value = value.replace(/٫/g, '.').replace(/[٬,\s\u00a0\u202f]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** "Iraq | العراق" → ["Iraq", "العراق"]; without the bar, no Arabic. */
function namesOf(cell: string): [string, string] {
  const [english = '', arabic = ''] = cell.split(/\s+\|\s+/, 2);
  return [english.trim(), arabic.trim()];
}

type Grid = {
  names: [string, string][];
  rows: { line: number; name: [string, string]; values: string[] }[];
};

/** The file's first line as names and the others as named rows of values. */
function gridOf(rows: CsvRow[], problems: CsvProblem[]): Grid {
  const [head, ...rest] = rows;
  const names = head!.cells.slice(1).map(namesOf);
  names.forEach(([name], index) => {
    if (name === '')
      problems.push({ key: 'emptyName', values: { line: head!.line, column: index + 2 } });
    if (name.length > CHART_LABEL_MAX) {
      problems.push({
        key: 'tooLong',
        values: { line: head!.line, column: index + 2, max: CHART_LABEL_MAX },
      });
    }
  });
  return {
    names,
    rows: rest.map((row) => {
      const name = namesOf(row.cells[0] ?? '');
      if (name[0] === '')
        problems.push({ key: 'emptyName', values: { line: row.line, column: 1 } });
      if (name[0].length > CHART_LABEL_MAX) {
        problems.push({
          key: 'tooLong',
          values: { line: row.line, column: 1, max: CHART_LABEL_MAX },
        });
      }
      if (row.cells.length - 1 !== names.length) {
        problems.push({
          key: 'wrongCount',
          values: { line: row.line, found: row.cells.length - 1, expected: names.length },
        });
      }
      return { line: row.line, name, values: row.cells.slice(1) };
    }),
  };
}

/** Each value of the grid as a number, or a problem naming its line and column. */
function numbersOf(grid: Grid, problems: CsvProblem[]): number[][] {
  return grid.rows.map((row) =>
    row.values.map((cell, index) => {
      const number = readNumber(cell);
      if (number === null) {
        problems.push({
          key: 'notNumber',
          values: { line: row.line, column: index + 2, value: cell.trim() },
        });
      }
      return number ?? 0;
    }),
  );
}

export function importChartCsv(
  text: string,
  layout: CsvLayout,
): { chart: ImportedChart } | { problems: CsvProblem[] } {
  let rows: CsvRow[];
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      return { problems: [{ key: 'unclosedQuote', values: { line: error.line } }] };
    }
    throw error;
  }
  if (rows.length < 2) return { problems: [{ key: 'empty', values: {} }] };
  const problems: CsvProblem[] = [];
  if (rows[0]!.cells.length < 2) {
    return { problems: [{ key: 'tooFewColumns', values: { line: rows[0]!.line } }] };
  }
  const grid = gridOf(rows, problems);
  const numbers = numbersOf(grid, problems);
  // seriesRows: the header names the categories; categoryRows: it names the series.
  const categories = layout === 'seriesRows' ? grid.names : grid.rows.map((row) => row.name);
  const seriesNames = layout === 'seriesRows' ? grid.rows.map((row) => row.name) : grid.names;
  if (seriesNames.length > CHART_SERIES_MAX) {
    problems.push({ key: 'tooManySeries', values: { max: CHART_SERIES_MAX } });
  }
  if (categories.length > CHART_CATEGORIES_MAX) {
    problems.push({ key: 'tooManyCategories', values: { max: CHART_CATEGORIES_MAX } });
  }
  if (problems.length > 0) return { problems };
  const series = seriesNames.map(([name, name_ara], index) => ({
    name,
    name_ara,
    data: layout === 'seriesRows' ? numbers[index]! : numbers.map((row) => row[index]!),
  }));
  const arabic = categories.some(([, ar]) => ar !== '');
  return {
    chart: {
      categories: categories.map(([en]) => en),
      categories_ara: arabic ? categories.map(([, ar]) => ar) : [],
      series,
    },
  };
}
