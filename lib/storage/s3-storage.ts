import 'server-only';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

import { isStorageKey, type FileStorage } from './types';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** A non-AWS service (MinIO, R2, s3rver, …); unset, AWS itself. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
};

// A missing object: NoSuchKey from GetObject, or a bare 404 from services that answer without a
// body. A missing bucket is a 404 too, but a configuration error, not a missing file.
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException) || error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket, which stays private: they are served by GET /api/uploads/{key}
 * like the local folder's, so permissions and response headers stay the portal's.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket, endpoint } = options;
  const client = new S3Client({
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    ...(endpoint === undefined
      ? {}
      : {
          endpoint,
          // Other services rarely have a DNS name per bucket: the bucket goes in the path.
          forcePathStyle: true,
          // Several of them reject the SDK's default CRC checksums; send and check them only when
          // an operation requires them.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
  });

  // The same refusal as the local folder's: a request can name a key too.
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        const bytes = await object.Body.transformToByteArray();
        return {
          body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        // Only a missing object is "not found"; an unreachable or refusing service is an error.
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers 204 for a key it does not hold: removing twice is fine.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },
  };
}
