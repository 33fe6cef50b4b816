import { importChunks, type ImportFile } from '@/lib/imports/safe-files';

// A JSON array read element by element from a file (issue 46: the US tariff's 50 MB export is
// never held whole). The scanner walks the bytes: outside strings it follows the nesting, so each
// element of the top-level array (an object, with arrays or objects inside it) is cut out whole
// and parsed alone. Structural characters are ASCII, so a UTF-8 multi-byte sequence never reads
// as one. Positions are the element's index and the byte offset where it starts.

/** The file is not a JSON array of elements: where, and why. */
export class JsonArrayError extends Error {
  constructor(
    readonly index: number,
    readonly offset: number,
    readonly reason: string,
  ) {
    super(`record ${index} at byte ${offset}: ${reason}`);
  }
}

export type ArrayElement = {
  /** The element's place in the array, from 0. */
  index: number;
  /** The byte offset of its first character in the file. */
  offset: number;
  value: unknown;
  /** Bytes read so far (for a progress bar). */
  bytesRead: number;
};

const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

type State = 'start' | 'element-or-end' | 'element' | 'comma-or-end' | 'in-element' | 'done';

/** The elements of the JSON array in `file` (checked: lib/imports/safe-files.ts), one at a time. */
export async function* readJsonArray(file: ImportFile): AsyncGenerator<ArrayElement> {
  let state: State = 'start';
  let index = 0;
  let offset = 0;
  let start = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let parts: Buffer[] = [];
  const fail = (at: number, reason: string): never => {
    throw new JsonArrayError(index, at, reason);
  };

  for await (const bytes of importChunks(file)) {
    let from = 0;
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!;
      const at = offset + i;
      if (state === 'in-element') {
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) inString = false;
          continue;
        }
        if (byte === QUOTE) inString = true;
        else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth++;
        else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
          depth--;
          if (depth === 0) {
            parts.push(bytes.subarray(from, i + 1));
            const text = Buffer.concat(parts).toString('utf8');
            parts = [];
            let value: unknown;
            try {
              value = JSON.parse(text);
            } catch (error) {
              fail(start, `not JSON (${(error as Error).message})`);
            }
            yield { index, offset: start, value, bytesRead: at + 1 };
            index++;
            state = 'comma-or-end';
          }
        }
        continue;
      }
      if (isSpace(byte)) continue;
      if (state === 'start') {
        // A UTF-8 byte-order mark before the array is not the file's content.
        if (at < 3 && byte === [0xef, 0xbb, 0xbf][at]) continue;
        if (byte !== OPEN_ARRAY) fail(at, 'the file is not a JSON array');
        state = 'element-or-end';
      } else if (state === 'comma-or-end') {
        if (byte === COMMA) state = 'element';
        else if (byte === CLOSE_ARRAY) state = 'done';
        else fail(at, `"${String.fromCharCode(byte)}" where a comma or the array's end should be`);
      } else if (state === 'done') {
        fail(at, 'text after the end of the array');
      } else if (byte === CLOSE_ARRAY && state === 'element-or-end') {
        state = 'done';
      } else if (byte === OPEN_OBJECT) {
        state = 'in-element';
        start = at;
        from = i;
        depth = 1;
      } else {
        fail(at, 'a record must be a JSON object');
      }
    }
    if (state === 'in-element') parts.push(bytes.subarray(from));
    offset += bytes.length;
  }
  if (state === 'in-element') fail(start, 'the file ends inside this record');
  if ((state as State) !== 'done') fail(offset, 'the file ends before the array does');
}
