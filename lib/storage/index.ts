import 'server-only';
import path from 'node:path';

import { getConfig } from '@/lib/config';

import { createLocalStorage } from './local-storage';
import type { FileStorage } from './types';

export type { FileStorage, StoredFile } from './types';

let instance: FileStorage | undefined;

export function getStorage(): FileStorage {
  instance ??= createLocalStorage(path.resolve(getConfig().DATA_DIR, 'uploads'));
  return instance;
}

/** The public URL of a stored file. */
export const uploadUrl = (key: string) => `/api/uploads/${key}`;
