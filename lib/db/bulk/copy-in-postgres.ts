import { once } from 'node:events';
import { finished } from 'node:stream/promises';

import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

// `COPY … FROM STDIN` on node-postgres (pg-copy-streams): the text is written as the server takes
// it (a write waits for the socket to drain), so the rows in memory are one piece at a time
// whatever the size of the import. The data is sent as several COPY statements of at most
// `statementBytes` each: every statement stays well within the pool's query timeout, and the
// server reads the rows of one while the next are being read from the file.

type CopyIn = {
  write: (piece: string | Uint8Array) => Promise<void>;
  end: () => Promise<void>;
  /** Sends CopyFail (the server undoes this statement) and waits for the connection to be free. */
  abort: (reason: unknown) => Promise<void>;
};

function startCopy(client: pg.ClientBase, statement: string): CopyIn {
  const stream = client.query(copyFrom(statement));
  // Settles once: on `finish` (the server took every row) or on the first error.
  const settled = finished(stream);
  settled.catch(() => undefined); // the error is rethrown by whichever step awaits it
  return {
    async write(piece) {
      if (!stream.write(piece)) await Promise.race([once(stream, 'drain'), settled]);
    },
    async end() {
      stream.end();
      await settled;
    },
    async abort(reason) {
      if (!stream.destroyed) stream.destroy(reason instanceof Error ? reason : undefined);
      await settled.catch(() => undefined);
    },
  };
}

/** Streams `pieces` (COPY text, whole lines each) through `statement` on `client`. */
export async function copyInPostgres(
  client: pg.ClientBase,
  statement: string,
  pieces: AsyncIterable<string | Uint8Array>,
  statementBytes: number,
): Promise<void> {
  let open: CopyIn | null = null;
  let written = 0;
  try {
    for await (const piece of pieces) {
      open ??= startCopy(client, statement);
      await open.write(piece);
      written += typeof piece === 'string' ? piece.length : piece.byteLength;
      if (written >= statementBytes) {
        const done = open;
        open = null;
        written = 0;
        await done.end();
      }
    }
    const last = open;
    open = null;
    await last?.end();
  } catch (error) {
    await open?.abort(error);
    throw error;
  }
}
