import 'server-only';
import { randomBytes } from 'node:crypto';

import type { Logger } from 'pino';

import type { FileStorage } from '@/lib/storage';
import { uploadUrl } from '@/lib/storage';

import type { CheckedFile } from './upload-checks';

/** A checked upload and the server-made key it will be stored under. */
export type PendingFile = { key: string; file: CheckedFile };

/** A new name in a folder: never the uploader's name. */
export const pendingFile = (folder: string, file: CheckedFile): PendingFile => ({
  key: `${folder}/${randomBytes(12).toString('hex')}.${file.ext}`,
  file,
});

/** Stores every file, or none: when one fails, those already written are removed. */
export async function storeAll(storage: FileStorage, files: PendingFile[]): Promise<void> {
  const written: string[] = [];
  try {
    for (const { key, file } of files) {
      await storage.put(key, file.body, file.contentType);
      written.push(key);
    }
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.remove(key)));
    throw error;
  }
}

/** After the change is saved, a file left behind is disk space, not a reason to fail. */
export async function removeQuietly(storage: FileStorage, keys: string[], log: Logger) {
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (error) {
      log.warn({ err: error, key }, 'replaced file not removed');
    }
  }
}

/**
 * Whether a reference the member sent back (`existing_logo`, a kept certificate's `file`) names
 * this stored file: its key, its URL, or its URL on this site. Nothing else, so `../` or another
 * company's file never matches.
 */
export function namesStoredFile(reference: string, key: string): boolean {
  if (reference === key || reference === uploadUrl(key)) return true;
  try {
    return new URL(reference).pathname === uploadUrl(key);
  } catch {
    return false;
  }
}
