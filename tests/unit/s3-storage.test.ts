import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createS3Storage, type S3StorageOptions } from '@/lib/storage/s3-storage';

import { describeStorageContract } from './storage-contract';

// A real S3 protocol server (s3rver, files in a temporary folder), not a mock of the SDK.
let server: S3rver;
let directory: string;
let options: S3StorageOptions;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  options = {
    bucket: 'portal-uploads',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's own account. It knows the key id but does not verify SigV4 signatures.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const admin = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  await admin.send(new CreateBucketCommand({ Bucket: options.bucket }));
  admin.destroy();
}, 30_000);

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describeStorageContract('S3 bucket', () => createS3Storage(options));

describe('S3 storage', () => {
  it('stores the content type with the object, whatever the key', async () => {
    const storage = createS3Storage(options);
    await storage.put('documents/no-extension', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect((await storage.get('documents/no-extension'))?.contentType).toBe('application/pdf');
  });

  it('reports a bucket that does not exist instead of answering "not found"', async () => {
    const storage = createS3Storage({ ...options, bucket: 'no-such-bucket' });
    await expect(storage.put('avatars/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /bucket/,
    );
    await expect(storage.get('avatars/x.webp')).rejects.toThrow(/bucket/);
  });

  it('reports an unknown access key instead of answering "not found"', async () => {
    const storage = createS3Storage({ ...options, accessKeyId: 'NOT-AN-ACCOUNT' });
    await expect(storage.get('avatars/7-ab12.webp')).rejects.toThrow(/Access Key Id/);
  });
});
