// A BACI line turned into a line of COPY text (issue 46) without a string or a regular expression:
// the bytes of the common line (`t,i,j,k,v,q`, numbers padded with spaces, a decimal value, a
// decimal quantity or NA) are checked and copied as they are read. Any other line returns -1 and
// is read by readBaciCells, which accepts it or names what is wrong: this path only ever accepts
// lines readBaciCells accepts, and writes the same cells.
//
// The COPY line is the staging table's: exporter, importer, product (six digits), value, quantity
// (`\N` for NA), tab-separated. None of these characters needs COPY's escaping.

const TAB = 9;
const NEWLINE = 10;
const SPACE = 32;
const COMMA = 44;
const DOT = 46;
const ZERO = 48;
const NINE = 57;
const BACKSLASH = 92;
const N = 78;
const A = 65;

/** Where the commas of the line being read are. */
const commas = new Int32Array(5);
/** The cell being read, its spaces left out: [cellStart, cellEnd). */
let cellStart = 0;
let cellEnd = 0;

function cell(line: Uint8Array, from: number, to: number): void {
  let start = from;
  let end = to;
  while (start < end && line[start] === SPACE) start += 1;
  while (end > start && line[end - 1] === SPACE) end -= 1;
  cellStart = start;
  cellEnd = end;
}

function digits(line: Uint8Array, start: number, end: number): boolean {
  if (end <= start) return false;
  for (let at = start; at < end; at += 1) {
    const code = line[at]!;
    if (code < ZERO || code > NINE) return false;
  }
  return true;
}

/** `123` or `123.456`, as readBaciCells's decimal without an exponent. */
function decimal(line: Uint8Array, start: number, end: number): boolean {
  let dot = -1;
  for (let at = start; at < end; at += 1) {
    if (line[at] === DOT) {
      dot = at;
      break;
    }
  }
  return dot < 0
    ? digits(line, start, end)
    : digits(line, start, dot) && digits(line, dot + 1, end);
}

function copy(line: Uint8Array, out: Uint8Array, at: number, separator: number): number {
  let next = at;
  for (let from = cellStart; from < cellEnd; from += 1) out[next++] = line[from]!;
  out[next] = separator;
  return next + 1;
}

/**
 * Writes the COPY line of `line[start, end)` (no newline) into `out` at `at` when it is a common
 * flow of the year whose four ASCII digits are `year`; the position after it, or -1 if the line
 * is left to readBaciCells. `out` has room for the line's length and 8 bytes more.
 */
export function copyBaciLine(
  line: Uint8Array,
  start: number,
  end: number,
  year: Uint8Array,
  out: Uint8Array,
  at: number,
): number {
  let found = 0;
  for (let index = start; index < end; index += 1) {
    if (line[index] === COMMA) {
      if (found === 5) return -1;
      commas[found++] = index;
    }
  }
  if (found !== 5) return -1;
  cell(line, start, commas[0]!);
  if (cellEnd - cellStart !== 4) return -1;
  for (let index = 0; index < 4; index += 1) {
    if (line[cellStart + index] !== year[index]) return -1;
  }
  let next = at;
  cell(line, commas[0]! + 1, commas[1]!);
  if (cellEnd - cellStart > 3 || !digits(line, cellStart, cellEnd)) return -1;
  next = copy(line, out, next, TAB);
  cell(line, commas[1]! + 1, commas[2]!);
  if (cellEnd - cellStart > 3 || !digits(line, cellStart, cellEnd)) return -1;
  next = copy(line, out, next, TAB);
  cell(line, commas[2]! + 1, commas[3]!);
  const length = cellEnd - cellStart;
  if (length < 5 || length > 6 || !digits(line, cellStart, cellEnd)) return -1;
  if (length === 5) out[next++] = ZERO;
  next = copy(line, out, next, TAB);
  cell(line, commas[3]! + 1, commas[4]!);
  if (!decimal(line, cellStart, cellEnd)) return -1;
  next = copy(line, out, next, TAB);
  cell(line, commas[4]! + 1, end);
  if (cellEnd - cellStart === 2 && line[cellStart] === N && line[cellStart + 1] === A) {
    out[next++] = BACKSLASH;
    out[next++] = N;
    out[next++] = NEWLINE;
    return next;
  }
  if (!decimal(line, cellStart, cellEnd)) return -1;
  return copy(line, out, next, NEWLINE);
}
