import { importChunks, importFileAt, type ImportLimits } from '@/lib/imports/safe-files';

// The vocabulary imports' one way to read their file (issue 55, item 1): through the imports'
// reader (kind `vocabulary`, its size limit), whole, with the bytes read told as progress.

export async function readVocabularyBytes(
  file: string,
  options: {
    limits?: ImportLimits;
    onRead?: (done: number, total: number) => void;
    errorOf: (message: string) => Error;
  },
): Promise<{ name: string; bytes: Buffer }> {
  const checked = await importFileAt(file, 'vocabulary', {
    limits: options.limits,
    errorOf: options.errorOf,
  });
  const chunks: Buffer[] = [];
  let read = 0;
  for await (const chunk of importChunks(checked)) {
    chunks.push(chunk);
    read += chunk.length;
    options.onRead?.(read, checked.size);
  }
  return { name: checked.name, bytes: Buffer.concat(chunks) };
}
