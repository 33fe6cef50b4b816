// The UK Trade Tariff's search references as HMRC keeps them (issue 55, item 1):
// data/uk-search-references/search-references.json, one JSON object whose keys are the everyday
// words a trader types ("action cameras", "abalone, prepared or preserved") and whose values are
// the 10-digit UK commodity code each one leads to ("8525810000"). Read with positions, so a
// malformed file is refused naming the entry and the byte where it starts; nothing is written
// before the whole file is read.

/** A search reference: its words, the commodity code it leads to, where it stands in the file. */
export type ReferenceEntry = { phrase: string; code: string; index: number; offset: number };

/** The file is malformed: what, and where (the entry's index from 1, its byte offset). */
export class ReferencesFileError extends Error {
  constructor(
    reason: string,
    readonly offset: number,
    readonly index?: number,
  ) {
    super(
      index === undefined
        ? `byte ${offset}: ${reason}`
        : `entry ${index} at byte ${offset}: ${reason}`,
    );
  }
}

/** A national commodity code: 6 to 10 digits (an HS subheading, then the tariff's own lines). */
const CODE = /^\d{6,10}$/;
/** The longest phrase kept: a search reference is a few words (the longest shipped is 94 characters). */
export const MAX_PHRASE_LENGTH = 200;

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** A reader over the file's bytes that knows where it is. */
function cursorOf(bytes: Buffer) {
  // A byte-order mark is not JSON, but editors write one: it is passed over.
  let at = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const skip = () => {
    while (at < bytes.length && WHITESPACE.has(bytes[at]!)) at += 1;
  };
  /** The string starting at `at` (a quote), as JSON reads it, and the cursor after it. */
  const string = (index?: number): string => {
    const start = at;
    if (bytes[at] !== 0x22) throw new ReferencesFileError('a string was expected', at, index);
    at += 1;
    while (at < bytes.length && bytes[at] !== 0x22) at += bytes[at] === 0x5c ? 2 : 1;
    if (at >= bytes.length)
      throw new ReferencesFileError('the file ends inside a string', start, index);
    at += 1;
    try {
      return JSON.parse(bytes.subarray(start, at).toString('utf8')) as string;
    } catch (error) {
      throw new ReferencesFileError(
        `not a JSON string (${(error as Error).message})`,
        start,
        index,
      );
    }
  };
  const expect = (char: string, what: string, index?: number) => {
    skip();
    if (bytes[at] !== char.charCodeAt(0)) {
      throw new ReferencesFileError(`${what} was expected`, at, index);
    }
    at += 1;
  };
  const peek = () => {
    skip();
    return at < bytes.length ? String.fromCharCode(bytes[at]!) : '';
  };
  return { skip, string, expect, peek, at: () => at, length: bytes.length };
}

/** One entry's checks: a phrase with a letter, a code of 6 to 10 digits. */
function checkedEntry(
  phrase: string,
  value: string,
  index: number,
  offset: number,
): ReferenceEntry {
  const fail = (reason: string) => new ReferencesFileError(reason, offset, index);
  const trimmed = phrase.trim();
  if (!/\p{L}/u.test(trimmed)) throw fail(`the reference "${phrase}" has no word`);
  if (trimmed.length > MAX_PHRASE_LENGTH) {
    throw fail(`the reference "${trimmed.slice(0, 40)}…" is over ${MAX_PHRASE_LENGTH} characters`);
  }
  if (!CODE.test(value)) {
    throw fail(`the code of "${trimmed}" is ${JSON.stringify(value)}, not 6 to 10 digits`);
  }
  return { phrase: trimmed, code: value, index, offset };
}

/**
 * The file's entries in order; a file that is not one object of reference → code strings is
 * refused with the entry and byte where it goes wrong. `onEntry` is told each entry's end (progress).
 */
export function parseReferences(
  bytes: Buffer,
  onEntry?: (entry: ReferenceEntry, bytesRead: number) => void,
): ReferenceEntry[] {
  const cursor = cursorOf(bytes);
  cursor.expect('{', 'an object of search references ({)');
  const entries: ReferenceEntry[] = [];
  const seen = new Map<string, number>();
  if (cursor.peek() === '}') cursor.expect('}', '}');
  else {
    for (let index = 1; ; index += 1) {
      cursor.skip();
      const offset = cursor.at();
      const phrase = cursor.string(index);
      cursor.expect(':', 'a colon after the reference', index);
      if (cursor.peek() !== '"') {
        throw new ReferencesFileError(
          `the code of "${phrase}" is not a string of digits`,
          cursor.at(),
          index,
        );
      }
      const entry = checkedEntry(phrase, cursor.string(index), index, offset);
      const key = entry.phrase.toLowerCase();
      const before = seen.get(key);
      if (before !== undefined) {
        throw new ReferencesFileError(
          `"${entry.phrase}" is given twice (entry ${before} too)`,
          offset,
          index,
        );
      }
      seen.set(key, index);
      entries.push(entry);
      onEntry?.(entry, cursor.at());
      const next = cursor.peek();
      if (next === ',') cursor.expect(',', ',');
      else if (next === '}') {
        cursor.expect('}', '}');
        break;
      } else throw new ReferencesFileError('a comma or } was expected', cursor.at(), index);
    }
  }
  cursor.skip();
  if (cursor.at() < cursor.length) {
    throw new ReferencesFileError('text after the object', cursor.at());
  }
  return entries;
}
