import type { Readable } from 'node:stream';

/** Calls `onLine` with each JSON line (a log line) a child process writes on `stream`. */
export function onJsonLines(stream: Readable, onLine: (line: Record<string, unknown>) => void) {
  let rest = '';
  stream.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const text of lines) {
      if (text.startsWith('{')) onLine(JSON.parse(text) as Record<string, unknown>);
    }
  });
}
