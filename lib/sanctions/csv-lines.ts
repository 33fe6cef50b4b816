import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';

import { importChunks, type ImportFile } from '@/lib/imports/safe-files';

import { SanctionsFormatError } from './sanctions-record';

// The records of a comma-separated file without a header (OFAC's sdn.csv, add.csv, alt.csv), read
// line by line: RFC 4180 quoting ("" for a quote), a record continued on the next line while a
// quote is open (20 lines at most), CRLF or LF, blank lines and a final Ctrl-Z left out.

/** The cells of one record's text, or null while a quote is still open. */
export function csvCells(text: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  if (quoted) return null;
  cells.push(cell);
  return cells;
}

const MAX_CONTINUED_LINES = 20;

export type CsvRecord = { line: number; cells: string[] };

/** Each record of `file` (checked: lib/imports) with its first line; `onChunk` sees the bytes read. */
export async function* csvRecords(
  file: ImportFile,
  onChunk?: (chunk: Buffer) => void,
): AsyncGenerator<CsvRecord> {
  async function* chunks() {
    for await (const chunk of importChunks(file)) {
      onChunk?.(chunk);
      yield chunk;
    }
  }
  const input = Readable.from(chunks());
  const lines = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  let pending = '';
  let start = 0;
  try {
    for await (const text of lines) {
      line += 1;
      if (pending === '') {
        if (text.replace(/[\s\u001a\ufeff]/g, '') === '') continue;
        start = line;
        pending = text.replace(/^\ufeff/, '');
      } else pending += `\n${text}`;
      const cells = csvCells(pending);
      if (cells) {
        pending = '';
        yield { line: start, cells };
      } else if (line - start >= MAX_CONTINUED_LINES) {
        throw new SanctionsFormatError(`line ${start}: a quote is never closed`);
      }
    }
  } finally {
    // Stopped early (a malformed line): the file is closed now, not when it is collected.
    lines.close();
    input.destroy();
  }
  if (pending !== '') throw new SanctionsFormatError(`line ${start}: a quote is never closed`);
}
