import {
  importFileAt,
  readImportBytes,
  type ImportLimits,
  type ImportProgress,
} from '@/lib/imports/safe-files';

// What the HS finder's vocabulary imports share (issue 55, item 1): their error, their options and
// progress, and the one way to read and parse their file: through the imports' reader (kind
// `vocabulary`, its size limit), whole, the bytes read told as progress, a malformed file refused
// as `<file>, <where>: <why>` before anything is written.

/** The import stopped: the file is malformed (where), could not be read, or would remove too much. */
export class VocabularyImportError extends Error {}

export type VocabularyImportProgress = ImportProgress<'reading' | 'mapping' | 'writing'>;
export type VocabularyImportOptions = {
  onProgress?: (progress: VocabularyImportProgress) => void;
  /** Replace the source's rows even when the file would remove most of them (--force). */
  force?: boolean;
  limits?: ImportLimits;
};

/** The rows written a statement. */
export const WRITE_BATCH = 500;

/** The file read whole and parsed; `FileError` is the parser's error, which names the position. */
export async function readVocabularyFile<T>(
  file: string,
  options: VocabularyImportOptions,
  parse: (bytes: Buffer) => T,
  FileError: abstract new (...args: never[]) => Error,
): Promise<T> {
  const checked = await importFileAt(file, 'vocabulary', {
    limits: options.limits,
    errorOf: (message) => new VocabularyImportError(message),
  });
  const bytes = await readImportBytes(checked, options.onProgress);
  try {
    return parse(bytes);
  } catch (error) {
    if (error instanceof FileError) {
      throw new VocabularyImportError(`${checked.name}, ${error.message}`);
    }
    throw error;
  }
}
