import { createReadStream } from 'node:fs';
import path from 'node:path';

import { BaciFormatError, headerProblem, readBaciCells } from './baci-format';

// A BACI year read as a stream (issues 38, 46): a megabyte at a time, never the whole file in
// memory, each flow checked and handed on as a row for the database's COPY (the sums are the
// database's work: store-trade-year.ts). A malformed line stops the reading with its number.

/** A flow as the staging table takes it: exporter, importer, product, value, quantity. */
export type BaciRow = [string, string, string, string, string | null];

type Options = {
  /** The year the file's name gives; a flow of another year is an error. */
  year: number;
  /** Told of the bytes and lines read so far, every few thousand lines. */
  onProgress?: (bytes: number, rows: number) => void;
};

const PROGRESS_EVERY = 50_000;
const CHUNK = 1 << 20;

/** The file's lines, a chunk's worth at a time, with the bytes read so far. */
async function* linesOf(file: string): AsyncGenerator<{ lines: string[]; bytes: number }> {
  const stream = createReadStream(file, { highWaterMark: CHUNK });
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      const lines = (rest + decoder.decode(chunk, { stream: true })).split('\n');
      rest = lines.pop() ?? '';
      yield { lines, bytes };
    }
    rest += decoder.decode();
    if (rest !== '') yield { lines: [rest], bytes };
  } finally {
    stream.destroy();
  }
}

/** The year's flows as rows, checked line by line. */
export async function* readBaciYear(file: string, options: Options): AsyncGenerator<BaciRow> {
  const name = path.basename(file);
  const wanted = String(options.year);
  let line = 0;
  let rows = 0;
  let read = 0;
  for await (const { lines, bytes } of linesOf(file)) {
    read = bytes;
    for (const raw of lines) {
      line += 1;
      const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      if (line === 1) {
        const problem = headerProblem(text);
        if (problem) throw new BaciFormatError(name, 1, problem);
        continue;
      }
      if (text.trim() === '') continue;
      const flow = readBaciCells(text, name, line);
      if (flow.year !== wanted) {
        throw new BaciFormatError(name, line, `the year ${flow.year} is not the file's ${wanted}`);
      }
      yield [flow.exporter, flow.importer, flow.product, flow.value, flow.quantity];
      rows += 1;
      if (rows % PROGRESS_EVERY === 0) options.onProgress?.(bytes, rows);
    }
  }
  if (line === 0) throw new BaciFormatError(name, 1, 'the file is empty');
  options.onProgress?.(read, rows);
}
