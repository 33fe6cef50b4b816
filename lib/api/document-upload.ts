import 'server-only';
import type { Context } from 'hono';

import { ApiError } from '@/lib/api/errors';
import { readMultipart } from '@/lib/api/multipart';
import type { AppEnv } from '@/lib/api/types';
import { UPLOAD_MAX_BYTES } from '@/lib/constants';
import { uploadUrl } from '@/lib/storage';
import { isGatedKey } from '@/lib/storage/gated-files';
import { pendingFile, removeQuietly, storeAll, type PendingFile } from '@/lib/storage/stored-files';
import { isStorageKey } from '@/lib/storage/types';
import { checkPdf, type UploadProblem } from '@/lib/storage/upload-checks';

// Issue 29: a content record's document (a FAQ's file, a guide step's or the full guide's), sent
// alone as a multipart form: `file` and the `version` the editor started from. The file is checked
// by its content (a PDF without scripts, lib/storage/upload-checks.ts) and named by the server.

export type DocumentUpload = { pending: PendingFile; version: unknown };

/** Reads and checks `file`; 422 `{ file: [message] }` with the domain's words for the problem. */
export async function readDocumentUpload(
  c: Context<AppEnv>,
  folder: string,
  messages: Record<'required' | 'size' | 'pdf', string>,
): Promise<DocumentUpload> {
  const form = await readMultipart(c);
  const file = form.file('file');
  if (!file) throw new ApiError(422, 'Api.invalid', { file: [messages.required] });
  const checked = await checkPdf(file);
  if (!checked.ok) {
    const problem: UploadProblem = checked.problem;
    throw new ApiError(422, 'Api.invalid', {
      file: [problem === 'size' ? messages.size : messages.pdf],
    });
  }
  return { pending: pendingFile(folder, checked.file), version: form.text('version') || undefined };
}

/** The OpenAPI description of the form. */
export const documentUploadBody = (what: string) => ({
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['file', 'version'],
        properties: {
          file: {
            type: 'string' as const,
            format: 'binary' as const,
            description: `${what}: a PDF of at most ${UPLOAD_MAX_BYTES} bytes, checked by content`,
          },
          version: { type: 'string' as const, example: '3', description: 'The version edited' },
        },
      },
    },
  },
  required: true,
});

/**
 * The storage key a stored document field names, when the portal stored it (an upload's address
 * `/api/uploads/…` or a gated key); null for a file of the site's own (`/files/…`) or none.
 */
export function storedKeyOf(value: string): string | null {
  if (isGatedKey(value)) return isStorageKey(value) ? value : null;
  const prefix = uploadUrl('');
  if (!value.startsWith(prefix)) return null;
  const key = value.slice(prefix.length);
  return isStorageKey(key) ? key : null;
}

/**
 * Stores the upload and runs the change that names it (given the new file's key); the new file is
 * removed again when the change fails, and the file the change replaced once it has committed.
 */
export async function withUploadedDocument<T>(
  c: Context<AppEnv>,
  upload: DocumentUpload,
  change: (key: string) => Promise<{ result: T; replaced: string }>,
): Promise<T> {
  const { storage } = c.get('services');
  await storeAll(storage, [upload.pending]);
  let outcome: { result: T; replaced: string };
  try {
    outcome = await change(upload.pending.key);
  } catch (error) {
    await removeQuietly(storage, [upload.pending.key], c.get('log'));
    throw error;
  }
  await removeStoredDocuments(c, [outcome.replaced]);
  return outcome.result;
}

/** Removes the files the portal stored among these field values (after the change committed). */
export async function removeStoredDocuments(c: Context<AppEnv>, values: string[]): Promise<void> {
  const keys = values.map(storedKeyOf).filter((key): key is string => key !== null);
  if (keys.length > 0) await removeQuietly(c.get('services').storage, keys, c.get('log'));
}
