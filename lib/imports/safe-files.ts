import { constants } from 'node:fs';
import { lstat, open, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';

// The one way the data imports read their files (issue 56): every file named inside the import's
// folder, never a symbolic link and never outside it (lstat, then its real path contained in the
// folder's), a regular file, no larger than its kind's limit, checked before a byte is read. A
// file is then opened without following a link (O_NOFOLLOW), and the bytes read are counted: a file
// that grew past its limit since it was checked stops the reading too. The folder the operator
// names may itself be a link (it is resolved first); nothing inside it may be.

const MiB = 2 ** 20;

/**
 * The most bytes one file of each kind may hold. The shipped files are far under it; the streamed
 * kinds (un-xml, ofac-csv, us-hts, baci-year) are read in chunks, the others whole.
 */
export const IMPORT_LIMITS = {
  /** UK–Jordan rules of origin: rule-sets.json (0.9 MB shipped), read whole. */
  'uk-rule-sets': 16 * MiB,
  /** UK rules: scheme.json, summaries-ar.json, README.md and each guidance text (36 kB at most shipped). */
  'uk-text': 1 * MiB,
  /** The UN Security Council Consolidated List XML (2.0 MB shipped), streamed. */
  'un-xml': 32 * MiB,
  /** Each of OFAC's sdn.csv, add.csv and alt.csv (a few MB each), streamed. */
  'ofac-csv': 64 * MiB,
  /** The USITC's Harmonized Tariff Schedule JSON export (about 50 MB), streamed. */
  'us-hts': 256 * MiB,
  /** A BACI yearly CSV (about 400 MB), streamed. */
  'baci-year': 4096 * MiB,
  /** BACI's country list (country_codes_V….csv, 10 kB), read whole. */
  'baci-countries': 4 * MiB,
  /** A tariff's vocabulary: the UK search references (168 kB shipped), read whole. */
  vocabulary: 4 * MiB,
  /** A market indicators' file (GDP, population, exchange rates: 0.6 MB at most shipped), read whole. */
  'market-indicators': 16 * MiB,
} as const;
export type ImportKind = keyof typeof IMPORT_LIMITS;

/** A file refused before or while it is read (a link, outside the folder, too large, missing). */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

export type ErrorOf = (message: string) => Error;

/** Limits other than IMPORT_LIMITS', in bytes, by kind (a test's small one; --max-mb). */
export type ImportLimits = Partial<Record<ImportKind, number>>;

export type ImportFileOptions = {
  limits?: ImportLimits;
  /** The import's own error, so its command reports a refusal as it reports a malformed file. */
  errorOf?: ErrorOf;
};

export type ImportFolder = { root: string; given: string; errorOf: ErrorOf };

export type ImportFile = {
  /** The file's real path. */
  path: string;
  /** Its name inside the folder, as messages give it. */
  name: string;
  size: number;
  mtime: Date;
  maxBytes: number;
  ino: number;
  errorOf: ErrorOf;
};

const defaultError: ErrorOf = (message) => new ImportFileError(message);
const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;
const megabytes = (bytes: number) => `${(bytes / MiB).toFixed(bytes < MiB ? 2 : 1)} MB`;

/** `inner` is `root` or a path inside it. */
const isInside = (root: string, inner: string) => {
  const relative = path.relative(root, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/** The folder an import reads from, by its real path. */
export async function importFolder(
  folder: string,
  errorOf: ErrorOf = defaultError,
): Promise<ImportFolder> {
  const root = await realpath(folder).catch((error: unknown) => {
    throw errorOf(codeOf(error) === 'ENOENT' ? `${folder}: no such folder` : String(error));
  });
  if (!(await lstat(root)).isDirectory()) throw errorOf(`${folder} is not a folder`);
  return { root, given: folder, errorOf };
}

/** The entry `name` of `folder` (a file or sub-folder), checked: not a link, inside the folder. */
async function checkedEntry(folder: ImportFolder, name: string) {
  const { root, given, errorOf } = folder;
  const joined = path.resolve(root, name);
  if (!isInside(root, joined) || joined === root) {
    throw errorOf(`${name} is outside ${given}; an import reads only the files inside its folder`);
  }
  const info = await lstat(joined).catch((error: unknown) => {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  });
  if (!info) return null;
  if (info.isSymbolicLink()) {
    throw errorOf(
      `${name} in ${given} is a symbolic link; an import reads no link, only the files inside its folder`,
    );
  }
  // A folder on the way that is a link (proofs → /etc) puts the real path outside the folder.
  if (!isInside(root, await realpath(joined))) {
    throw errorOf(`${name} is outside ${given}; an import reads only the files inside its folder`);
  }
  return { joined, info };
}

/** The file `name` inside `folder`, checked before it is read; null when there is none. */
export async function findImportFile(
  folder: ImportFolder,
  name: string,
  kind: ImportKind,
  { limits }: Pick<ImportFileOptions, 'limits'> = {},
): Promise<ImportFile | null> {
  const maxBytes = limits?.[kind] ?? IMPORT_LIMITS[kind];
  const entry = await checkedEntry(folder, name);
  if (!entry) return null;
  const { joined, info } = entry;
  if (!info.isFile()) throw folder.errorOf(`${name} in ${folder.given} is not a file`);
  if (info.size > maxBytes) {
    throw folder.errorOf(
      `${name} holds ${megabytes(info.size)}, more than the ${megabytes(maxBytes)} a ${kind} file may hold`,
    );
  }
  return {
    path: joined,
    name,
    size: info.size,
    mtime: info.mtime,
    maxBytes,
    ino: info.ino,
    errorOf: folder.errorOf,
  };
}

/** As findImportFile; a missing file is refused. */
export async function importFile(
  folder: ImportFolder,
  name: string,
  kind: ImportKind,
  options: Pick<ImportFileOptions, 'limits'> = {},
): Promise<ImportFile> {
  const file = await findImportFile(folder, name, kind, options);
  if (!file) throw folder.errorOf(`${name} is missing in ${folder.given}`);
  return file;
}

/** The single file an import is given (the UN XML, a tariff): checked inside its own folder. */
export async function importFileAt(
  file: string,
  kind: ImportKind,
  { limits, errorOf = defaultError }: ImportFileOptions = {},
): Promise<ImportFile> {
  const folder = await importFolder(path.dirname(file), errorOf);
  return importFile(folder, path.basename(file), kind, { limits });
}

/** The names in the sub-folder `sub` (checked as a file is), or none when there is no such folder. */
export async function importFolderNames(folder: ImportFolder, sub = '.'): Promise<string[]> {
  if (sub === '.') return (await readdir(folder.root)).sort();
  const entry = await checkedEntry(folder, sub);
  if (!entry?.info.isDirectory()) return [];
  return (await readdir(entry.joined)).sort();
}

/** Opens the checked file without following a link, and makes sure it is the file checked. */
async function openChecked(file: ImportFile) {
  const handle = await open(file.path, constants.O_RDONLY | constants.O_NOFOLLOW).catch(
    (error: unknown) => {
      throw file.errorOf(`${file.name} could not be opened (${codeOf(error) ?? String(error)})`);
    },
  );
  const info = await handle.stat();
  if (!info.isFile() || info.ino !== file.ino) {
    await handle.close();
    throw file.errorOf(`${file.name} changed while it was checked`);
  }
  return handle;
}

const grown = (file: ImportFile) =>
  file.errorOf(`${file.name} grew past the ${megabytes(file.maxBytes)} a file may hold`);

/** The file's bytes, a chunk at a time; the reading stops past the file's limit. */
export async function* importChunks(
  file: ImportFile,
  { highWaterMark = 64 * 1024 }: { highWaterMark?: number } = {},
): AsyncGenerator<Buffer> {
  const handle = await openChecked(file);
  const stream = handle.createReadStream({ highWaterMark });
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > file.maxBytes) throw grown(file);
      yield chunk;
    }
  } finally {
    stream.destroy();
    await handle.close().catch(() => undefined);
  }
}

/** How far an import is: its phase, and how much of it is done of how much. */
export type ImportProgress<Phase extends string> = { phase: Phase; done: number; total: number };

/** The file's bytes, read whole, each chunk told as `reading` progress (bytes of its size). */
export async function readImportBytes(
  file: ImportFile,
  onProgress?: (progress: ImportProgress<'reading'>) => void,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of importChunks(file)) {
    chunks.push(chunk);
    read += chunk.length;
    onProgress?.({ phase: 'reading', done: read, total: file.size });
  }
  return Buffer.concat(chunks);
}

/** The file's text (UTF-8), read whole: only for the kinds read whole, within their limit. */
export async function readImportText(file: ImportFile): Promise<string> {
  return (await readImportBytes(file)).toString('utf8');
}
