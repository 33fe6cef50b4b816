import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseConfig } from '@/lib/config';
import { chooseStorage, createStorage } from '@/lib/storage';

const S3_ENV = {
  S3_BUCKET: 'portal-uploads',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('chooseStorage', () => {
  it('keeps uploads in $DATA_DIR/uploads without a bucket', () => {
    expect(chooseStorage(parseConfig({ DATA_DIR: '/srv/portal' }))).toEqual({
      kind: 'local',
      root: path.resolve('/srv/portal', 'uploads'),
    });
    // Empty variables, as a compose file leaves them, count as unset.
    expect(chooseStorage(parseConfig({ S3_BUCKET: '', S3_ENDPOINT: '' })).kind).toBe('local');
  });

  it('picks the bucket on AWS when every S3 variable but the endpoint is set', () => {
    expect(chooseStorage(parseConfig(S3_ENV))).toEqual({
      kind: 's3',
      options: {
        bucket: 'portal-uploads',
        region: 'eu-central-1',
        endpoint: undefined,
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret',
      },
    });
  });

  it('passes a non-AWS endpoint on', () => {
    const choice = chooseStorage(parseConfig({ ...S3_ENV, S3_ENDPOINT: 'http://minio:9000' }));
    expect(choice).toMatchObject({ kind: 's3', options: { endpoint: 'http://minio:9000' } });
  });

  it('makes a store for either choice without a network call', () => {
    for (const env of [{}, S3_ENV, { ...S3_ENV, S3_ENDPOINT: 'http://127.0.0.1:1' }]) {
      const storage = createStorage(chooseStorage(parseConfig(env)));
      expect(Object.keys(storage).sort()).toEqual(['get', 'put', 'remove']);
    }
  });
});
