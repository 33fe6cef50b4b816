import 'server-only';
import path from 'node:path';

import { ConfigError, getConfig, type Config } from '@/lib/config';

import { createLocalStorage } from './local-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';
import type { FileStorage } from './types';

export type { FileStorage, StoredFile } from './types';

export type StorageChoice =
  { kind: 'local'; root: string } | { kind: 's3'; options: S3StorageOptions };

/** Where uploads live for a configuration: an S3 bucket when S3_BUCKET is set, else a folder. */
export function chooseStorage(config: Config): StorageChoice {
  const { S3_BUCKET: bucket, S3_REGION: region, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (bucket === undefined) {
    return { kind: 'local', root: path.resolve(config.DATA_DIR, 'uploads') };
  }
  // parseConfig already demands these with S3_BUCKET; this narrows their types.
  if (
    region === undefined ||
    S3_ACCESS_KEY_ID === undefined ||
    S3_SECRET_ACCESS_KEY === undefined
  ) {
    throw new ConfigError(
      'Invalid configuration: S3_BUCKET needs S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    kind: 's3',
    options: {
      bucket,
      region,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
    },
  };
}

export function createStorage(choice: StorageChoice): FileStorage {
  return choice.kind === 's3' ? createS3Storage(choice.options) : createLocalStorage(choice.root);
}

let instance: FileStorage | undefined;

export function getStorage(): FileStorage {
  instance ??= createStorage(chooseStorage(getConfig()));
  return instance;
}

/** The public URL of a stored file. */
export const uploadUrl = (key: string) => `/api/uploads/${key}`;
