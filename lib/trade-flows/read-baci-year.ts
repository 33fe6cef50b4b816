import path from 'node:path';

import { importChunks, type ImportFile } from '@/lib/imports/safe-files';

import { copyBaciLine } from './baci-copy-text';
import { BaciFormatError, headerProblem, readBaciCells } from './baci-format';

// A BACI year read as a stream (issues 38, 46): a megabyte at a time, never the whole file in
// memory, each flow checked and turned into a line of COPY text for the staging table (exporter,
// importer, product, value, quantity); the sums are the database's work (store-trade-year.ts).
// The common line is read byte by byte (baci-copy-text.ts), any other by readBaciCells; a
// malformed line stops the reading with its number. The file was checked (lib/imports/safe-files.ts).

type Options = {
  /** The year the file's name gives; a flow of another year is an error. */
  year: number;
  /** Told of the bytes and lines read so far, every few thousand lines. */
  onProgress?: (bytes: number, rows: number) => void;
};

export type BaciYearText = {
  /** The COPY text, in pieces of whole lines. */
  text: AsyncGenerator<Buffer>;
  /** What has been read so far (all of it once `text` is done). */
  read: { rows: number; bytes: number };
};

const PROGRESS_EVERY = 50_000;
const CHUNK = 1 << 20;
const PIECE = 1 << 18;
const NEWLINE = 10;
const RETURN = 13;

export function readBaciYear(file: ImportFile, options: Options): BaciYearText {
  const read = { rows: 0, bytes: 0 };
  return { text: copyTextOf(file, options, read), read };
}

async function* copyTextOf(
  file: ImportFile,
  options: Options,
  read: BaciYearText['read'],
): AsyncGenerator<Buffer> {
  const name = path.basename(file.name);
  const year = Buffer.from(String(options.year).padStart(4, '0'), 'latin1');
  let out = Buffer.allocUnsafe(PIECE);
  let at = 0;
  let line = 0;

  /** The line `bytes[start, end)`, its newline left out; a full piece to hand on, or null. */
  function take(bytes: Buffer, start: number, end: number): Buffer | null {
    line += 1;
    const stop = end > start && bytes[end - 1] === RETURN ? end - 1 : end;
    if (line === 1) {
      const problem = headerProblem(bytes.toString('utf8', start, stop));
      if (problem) throw new BaciFormatError(name, 1, problem);
      return null;
    }
    if (stop === start) return null;
    let full: Buffer | null = null;
    if (out.length - at < stop - start + 8) {
      full = out.subarray(0, at);
      out = Buffer.allocUnsafe(Math.max(PIECE, stop - start + 8));
      at = 0;
    }
    const next = copyBaciLine(bytes, start, stop, year, out, at);
    if (next >= 0) at = next;
    else {
      const text = bytes.toString('utf8', start, stop);
      if (text.trim() === '') return full;
      const flow = readBaciCells(text, name, line);
      if (flow.year !== String(options.year)) {
        throw new BaciFormatError(
          name,
          line,
          `the year ${flow.year} is not the file's ${options.year}`,
        );
      }
      const cells = [flow.exporter, flow.importer, flow.product, flow.value, flow.quantity];
      at += out.write(`${cells.map((cell) => cell ?? '\\N').join('\t')}\n`, at, 'latin1');
    }
    read.rows += 1;
    if (read.rows % PROGRESS_EVERY === 0) options.onProgress?.(read.bytes, read.rows);
    return full;
  }

  const stream = importChunks(file, { highWaterMark: CHUNK });
  let rest: Buffer | null = null;
  try {
    for await (const chunk of stream) {
      read.bytes += chunk.length;
      const bytes: Buffer = rest ? Buffer.concat([rest, chunk]) : chunk;
      let start = 0;
      for (let end = bytes.indexOf(NEWLINE); end >= 0; end = bytes.indexOf(NEWLINE, start)) {
        const full = take(bytes, start, end);
        if (full) yield full;
        start = end + 1;
      }
      rest = start < bytes.length ? bytes.subarray(start) : null;
      if (at >= PIECE / 2) {
        yield out.subarray(0, at);
        out = Buffer.allocUnsafe(PIECE);
        at = 0;
      }
    }
    if (rest) {
      const full = take(rest, 0, rest.length);
      if (full) yield full;
    }
  } finally {
    await stream.return(undefined);
  }
  if (line === 0) throw new BaciFormatError(name, 1, 'the file is empty');
  if (at > 0) yield out.subarray(0, at);
  options.onProgress?.(read.bytes, read.rows);
}
