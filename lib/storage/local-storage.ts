import 'server-only';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { isStorageKey, type FileStorage } from './types';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

/** The embedded default: files under $DATA_DIR/uploads, served by GET /api/uploads/{key}. */
export function createLocalStorage(root: string): FileStorage {
  const locate = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = locate(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const body = await readFile(locate(key));
        const contentType = CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
        return { body, contentType };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(locate(key), { force: true });
    },
  };
}
