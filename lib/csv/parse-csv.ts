// Reading a CSV file a spreadsheet program wrote (issue 26, the console's imports): RFC 4180
// quoting, a byte-order mark, CRLF or LF, and the separator the file uses (a comma, or the
// semicolon or tab of spreadsheets set to Arabic or European locales).

export type CsvRow = {
  /** The line the record starts on, from 1. */ line: number;
  cells: string[];
};

/** A quote that is never closed: the file cannot be read past `line`. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unclosed quote from line ${line}`);
  }
}

/** The separator of the file: the one of , ; and tab that its first line holds most of. */
function separatorOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((separator) => ({
    separator,
    count: first.split(separator).length - 1,
  }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0]!.count > 0 ? counts[0]!.separator : ',';
}

/** The file's records, each with the line it starts on; blank lines are left out. */
export function parseCsv(input: string): CsvRow[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = separatorOf(text);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      start = line;
    } else {
      cell += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(start);
  if (cell !== '' || cells.length > 0) endRecord();
  return rows;
}
