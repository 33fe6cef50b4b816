import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

import { BaciFormatError, headerProblem, parseBaciLine } from './baci-format';
import { FlowTotals } from './flow-totals';

// A BACI year read as a stream (issue 38): line by line, never the whole file in memory, summed as
// it goes into what the portal keeps (each country's imports of each product, and Jordan's exports
// by partner). A malformed line stops the reading with its number.

export type YearTotals = {
  year: number;
  rows: number;
  /** Per product and importer: the imports from every exporter. */
  imports: FlowTotals;
  /** Per product and partner: Jordan's exports. */
  jordanExports: FlowTotals;
};

type Options = {
  /** The year the file's name gives; a flow of another year is an error. */
  year: number;
  /** Jordan's code in the file's country list (400). */
  jordan: number;
  /** Told of the bytes and lines read so far, every few thousand lines. */
  onProgress?: (bytes: number, rows: number) => void;
};

const PROGRESS_EVERY = 50_000;

export async function readBaciYear(file: string, options: Options): Promise<YearTotals> {
  const name = path.basename(file);
  const stream = createReadStream(file, { highWaterMark: 1 << 20 });
  let bytes = 0;
  stream.on('data', (chunk) => {
    bytes += chunk.length;
  });
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  const imports = new FlowTotals();
  const jordanExports = new FlowTotals();
  let line = 0;
  let rows = 0;
  try {
    for await (const text of lines) {
      line += 1;
      if (line === 1) {
        const problem = headerProblem(text);
        if (problem) throw new BaciFormatError(name, 1, problem);
        continue;
      }
      if (text.trim() === '') continue;
      const flow = parseBaciLine(text, name, line);
      if (flow.year !== options.year) {
        throw new BaciFormatError(
          name,
          line,
          `the year ${flow.year} is not the file's ${options.year}`,
        );
      }
      imports.add(flow.product, flow.importer, flow.value, flow.quantity);
      if (flow.exporter === options.jordan) {
        jordanExports.add(flow.product, flow.importer, flow.value, flow.quantity);
      }
      rows += 1;
      if (rows % PROGRESS_EVERY === 0) options.onProgress?.(bytes, rows);
    }
  } finally {
    lines.close();
    stream.destroy();
  }
  if (line === 0) throw new BaciFormatError(name, 1, 'the file is empty');
  options.onProgress?.(bytes, rows);
  return { year: options.year, rows, imports, jordanExports };
}
