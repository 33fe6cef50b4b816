import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';

import {
  findImportFile,
  importFolder,
  type ImportFile,
  type ImportLimits,
} from '@/lib/imports/safe-files';

import { alpha2Codes } from './country-names';
import { csvRecords } from './csv-lines';
import {
  birthYearsOf,
  checkedRecord,
  contentSha256Of,
  listDateSchema,
  SanctionsFormatError,
  scriptOf,
  type ParsedSanctionsList,
  type SanctionsName,
  type SanctionsRecord,
} from './sanctions-record';

// OFAC's Specially Designated Nationals list in its published CSV files
// (https://sanctionslist.ofac.treas.gov/Home/SdnList: sdn.csv, add.csv, alt.csv), no header row,
// "-0-" for an empty field:
//   sdn.csv  ent_num, SDN_Name, SDN_Type, Program, Title, Call_Sign, Vess_type, Tonnage, GRT,
//            Vess_flag, Vess_owner, Remarks   (dates of birth in Remarks: "DOB 01 Jan 1960")
//   add.csv  ent_num, add_num, address, city_state_zip, country, add_remarks
//   alt.csv  ent_num, alt_num, alt_type, alt_name, alt_remarks
// The files carry no date: the list's date is the one given (--date), else sdn.csv's modification
// day (UTC). A line that does not hold stops the parse with its file and line.

export const OFAC_FILES = ['sdn.csv', 'add.csv', 'alt.csv'] as const;
type OfacFile = (typeof OFAC_FILES)[number];
export type OfacFiles = Record<OfacFile, ImportFile>;

/** The three files in a folder, or beside the sdn.csv given: no link, each within its size. */
export async function ofacFilesOf(folderOrFile: string, limits?: ImportLimits): Promise<OfacFiles> {
  const given = await stat(folderOrFile).catch(() => null);
  if (!given) throw new SanctionsFormatError(`${folderOrFile}: no such file or folder`);
  const name = given.isDirectory() ? folderOrFile : path.dirname(folderOrFile);
  const folder = await importFolder(name, (message) => new SanctionsFormatError(message));
  const files: Partial<OfacFiles> = {};
  for (const file of OFAC_FILES) {
    const found = await findImportFile(folder, file, 'ofac-csv', { limits });
    if (!found) throw new SanctionsFormatError(`no ${file} in ${name}`);
    files[file] = found;
  }
  return files as OfacFiles;
}

/** A cell's value: trimmed, null for "-0-" or nothing. */
const valueOf = (cell: string | undefined) => {
  const value = (cell ?? '').replace(/\s+/g, ' ').trim();
  return value === '' || value === '-0-' ? null : value;
};

const KINDS: Readonly<Record<string, SanctionsRecord['kind']>> = {
  individual: 'individual',
  vessel: 'vessel',
  aircraft: 'aircraft',
  entity: 'entity',
};

/** "SDGT] [IRGC" → SDGT, IRGC. */
const programsOf = (field: string | null) =>
  (field ?? '')
    .split(/\]\s*\[/)
    .map((program) => program.replace(/[[\]]/g, '').trim())
    .filter(Boolean);

/** What Remarks says after a label, up to the next ";" ("DOB 01 Jan 1960; POB Baghdad"). */
const remarksAfter = (remarks: string, label: RegExp) =>
  [...remarks.matchAll(label)].map((match) => (match[1] ?? '').replace(/\.$/, '').trim());

const YEAR = /\b(1[89]\d{2}|20\d{2})\b/g;

function birthOf(remarks: string) {
  const dates = remarksAfter(remarks, /\bDOB ([^;]+)/g).filter(Boolean);
  const years = dates.flatMap((date) => {
    const found = [...date.matchAll(YEAR)].map((match) => Number(match[1]));
    return birthYearsOf(found[0], /\bto\b/.test(date) ? found.at(-1) : found[0]);
  });
  return { dates: [...new Set(dates)], years: [...new Set(years)] };
}

type Builder = {
  line: number;
  record: Omit<SanctionsRecord, 'names' | 'countries'>;
  names: SanctionsName[];
  countryNames: string[];
};

function addName(builder: Builder, name: string, quality: string | null, isPrimary = false) {
  if (builder.names.some((known) => known.name.toLowerCase() === name.toLowerCase())) return;
  builder.names.push({ name, script: scriptOf(name), isPrimary, quality });
}

function cellsOf(file: OfacFile, line: number, cells: string[], width: number) {
  if (cells.length !== width) {
    throw new SanctionsFormatError(
      `${file} line ${line}: ${cells.length} fields where ${width} are expected`,
    );
  }
  return cells.map(valueOf);
}

function entNumOf(file: OfacFile, line: number, value: string | null) {
  if (!value || !/^\d{1,9}$/.test(value)) {
    throw new SanctionsFormatError(`${file} line ${line}: ent_num is not a number (${value})`);
  }
  return value;
}

export type OfacParseProgress = { bytes: number; totalBytes: number; records: number };

/** The SDN list in `folderOrFile`'s three files, every record checked. */
export async function parseOfacCsv(
  folderOrFile: string,
  {
    listDate,
    onProgress,
    limits,
  }: {
    listDate?: string;
    onProgress?: (progress: OfacParseProgress) => void;
    limits?: ImportLimits;
  } = {},
): Promise<ParsedSanctionsList> {
  const files = await ofacFilesOf(folderOrFile, limits);
  const totalBytes = OFAC_FILES.reduce((sum, name) => sum + files[name].size, 0);
  const date = listDate ?? files['sdn.csv'].mtime.toISOString().slice(0, 10);
  if (!listDateSchema.safeParse(date).success) {
    throw new SanctionsFormatError(`the list date ${date} is not a date YYYY-MM-DD`);
  }
  const builders = new Map<string, Builder>();
  const hashes: string[] = [];
  let bytes = 0;

  async function* rowsOf(file: OfacFile, width: number) {
    const hash = createHash('sha256');
    for await (const { line, cells } of csvRecords(files[file], (chunk) => {
      hash.update(chunk);
      bytes += chunk.length;
    })) {
      yield { line, values: cellsOf(file, line, cells, width) };
      if (line % 500 === 0) onProgress?.({ bytes, totalBytes, records: builders.size });
    }
    hashes.push(`${file}:${hash.digest('hex')}`);
  }

  for await (const { line, values } of rowsOf('sdn.csv', 12)) {
    const reference = entNumOf('sdn.csv', line, values[0]!);
    const name = values[1];
    if (!name) throw new SanctionsFormatError(`sdn.csv line ${line}: SDN_Name is empty`);
    const kind = KINDS[(values[2] ?? 'entity').toLowerCase()];
    if (!kind) throw new SanctionsFormatError(`sdn.csv line ${line}: SDN_Type ${values[2]}`);
    if (builders.has(reference)) {
      throw new SanctionsFormatError(`sdn.csv line ${line}: ent_num ${reference} repeated`);
    }
    const remarks = values[11] ?? '';
    const birth = birthOf(remarks);
    const builder: Builder = {
      line,
      record: {
        reference,
        kind,
        primaryName: name,
        originalScript: null,
        birthDates: birth.dates,
        birthYears: birth.years,
        programs: programsOf(values[3] ?? null),
        listedOn: null,
        remarks,
      },
      names: [],
      countryNames: [
        ...(values[9] ? [values[9]] : []),
        ...remarksAfter(remarks, /\b(?:[Nn]ationality|[Cc]itizen) ([^;]+)/g),
      ],
    };
    addName(builder, name, null, true);
    builders.set(reference, builder);
  }
  const builderOf = (file: OfacFile, line: number, value: string | null) => {
    const reference = entNumOf(file, line, value);
    const builder = builders.get(reference);
    if (!builder) {
      throw new SanctionsFormatError(`${file} line ${line}: ent_num ${reference} not in sdn.csv`);
    }
    return builder;
  };
  for await (const { line, values } of rowsOf('add.csv', 6)) {
    const builder = builderOf('add.csv', line, values[0]!);
    if (values[4]) builder.countryNames.push(values[4]);
  }
  for await (const { line, values } of rowsOf('alt.csv', 5)) {
    const builder = builderOf('alt.csv', line, values[0]!);
    const name = values[3];
    if (!name) throw new SanctionsFormatError(`alt.csv line ${line}: alt_name is empty`);
    addName(builder, name, values[2]?.toLowerCase().replace(/\.$/, '') ?? null);
  }
  onProgress?.({ bytes, totalBytes, records: builders.size });

  const records = [...builders.values()].map((builder) =>
    checkedRecord(
      { ...builder.record, countries: alpha2Codes(builder.countryNames), names: builder.names },
      `sdn.csv line ${builder.line} (ent_num ${builder.record.reference})`,
    ),
  );
  return {
    source: 'ofac',
    listDate: date,
    fileSha256: createHash('sha256').update(hashes.join('\n')).digest('hex'),
    contentSha256: contentSha256Of(records),
    records,
  };
}
