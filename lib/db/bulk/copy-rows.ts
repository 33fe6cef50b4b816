import type { Db } from '@/lib/db/types';

import { copyInPostgres } from './copy-in-postgres';
import { copyLine, quoteIdentifier, type CopyValue } from './copy-text';
import { rawClientOf } from './raw-client';

// The importers' one pipeline into the database (issue 46): rows streamed into a table with COPY,
// in its text format. On PostgreSQL `COPY … FROM STDIN` through node-postgres (pg-copy-streams),
// written as the server takes it; on PGlite `COPY … FROM '/dev/blob'`, the rows handed over in
// blobs of a few megabytes. Either way the rows held in memory are one piece of text, whatever the
// number of rows: an importer streams its file in and aggregates with SQL afterwards.
//
// Called with a transaction, the rows land in it (and go if it rolls back); with the database
// itself, each COPY statement commits on its own. A row of the wrong length, or an error thrown by
// `rows` (a malformed line), stops the copy: the statement under way is undone and the error
// rethrown, the connection left ready for the caller's rollback.

export type { CopyValue } from './copy-text';
export { CopyValueError } from './copy-text';

export type CopyTarget = {
  /** The table's name in the database. */
  table: string;
  /** Its columns, in the order each row gives its values. */
  columns: readonly string[];
};

export type CopyOptions = {
  /** Characters of COPY text per statement; PGlite holds one such blob in memory at a time. */
  statementBytes?: number;
};

/** Characters handed to the socket at a time. */
const PIECE = 64 * 1024;
const STATEMENT_BYTES = { postgres: 32 * 2 ** 20, pglite: 4 * 2 ** 20 };

const lengthOf = (piece: string | Uint8Array) =>
  typeof piece === 'string' ? piece.length : piece.byteLength;

/**
 * The pieces gathered into blobs of about `size` (PGlite's COPY reads one blob a statement). The
 * cast: TypeScript's Blob wants ArrayBuffer-backed views; Node's Buffers may be typed as shared.
 */
async function* blobsOf(pieces: AsyncIterable<string | Uint8Array>, size: number) {
  let parts: (string | Uint8Array)[] = [];
  let length = 0;
  for await (const piece of pieces) {
    parts.push(piece);
    length += lengthOf(piece);
    if (length >= size) {
      yield new Blob(parts as BlobPart[]);
      parts = [];
      length = 0;
    }
  }
  if (parts.length > 0) yield new Blob(parts as BlobPart[]);
}

async function* piecesOf(
  rows: AsyncIterable<readonly CopyValue[]> | Iterable<readonly CopyValue[]>,
  target: CopyTarget,
  size: number,
  counted: { rows: number },
): AsyncGenerator<string> {
  const width = target.columns.length;
  let piece = '';
  for await (const row of rows) {
    if (row.length !== width) {
      throw new Error(`${target.table}: a row of ${row.length} values for ${width} columns`);
    }
    piece += copyLine(row);
    counted.rows += 1;
    if (piece.length >= size) {
      yield piece;
      piece = '';
    }
  }
  if (piece !== '') yield piece;
}

/** Writes every row of `rows` into `target` (inside the caller's transaction); the row count. */
export async function copyRows(
  db: Db,
  target: CopyTarget,
  rows: AsyncIterable<readonly CopyValue[]> | Iterable<readonly CopyValue[]>,
  options: CopyOptions = {},
): Promise<number> {
  const counted = { rows: 0 };
  await copyText(db, target, piecesOf(rows, target, PIECE, counted), options);
  return counted.rows;
}

/**
 * The same pipeline for a source that writes COPY's text format itself, each piece whole lines
 * (the BACI reader turns its file's bytes into COPY lines without making a row of each).
 */
export async function copyText(
  db: Db,
  target: CopyTarget,
  pieces: AsyncIterable<string | Uint8Array>,
  options: CopyOptions = {},
): Promise<void> {
  if (target.columns.length === 0) throw new Error(`${target.table}: no columns to copy`);
  const into = `copy ${quoteIdentifier(target.table)} (${target.columns.map(quoteIdentifier).join(', ')})`;
  const raw = rawClientOf(db);
  if (raw.kind === 'pglite') {
    const size = options.statementBytes ?? STATEMENT_BYTES.pglite;
    for await (const blob of blobsOf(pieces, size)) {
      await raw.client.query(`${into} from '/dev/blob'`, [], { blob });
    }
    return;
  }
  const size = options.statementBytes ?? STATEMENT_BYTES.postgres;
  const statement = `${into} from stdin`;
  if (raw.kind === 'pool') {
    // The database itself, outside a transaction: one of the pool's connections for the copy.
    const connection = await raw.client.connect();
    try {
      await copyInPostgres(connection, statement, pieces, size);
    } finally {
      connection.release();
    }
  } else {
    await copyInPostgres(raw.client, statement, pieces, size);
  }
}
