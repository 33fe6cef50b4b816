import 'server-only';
import type { Context } from 'hono';
import type { z } from 'zod';

import { ApiError, validationErrors } from '@/lib/api/errors';
import { INVALID_JSON, readMultipart } from '@/lib/api/multipart';
import type { AppEnv } from '@/lib/api/types';
import { UPLOAD_MAX_BYTES } from '@/lib/constants';
import { uploadUrl } from '@/lib/storage';
import { pendingFile, type PendingFile } from '@/lib/storage/stored-files';
import { isStorageKey } from '@/lib/storage/types';
import { checkImage, checkPdf, type UploadProblem } from '@/lib/storage/upload-checks';

// Issue 29: a content record's form as one multipart body: `data`, the record's fields as JSON
// (validated by the record's own schema, the one the console's form uses), and a part per file
// (an image re-encoded to WebP, a PDF without scripts), checked together so one answer lists
// every problem. A stored file is named by its public URL (`/api/uploads/<key>`), as the pages
// render it.

export type RecordFile = {
  /** An image (re-encoded) or a PDF. */
  kind: 'image' | 'pdf';
  /** The storage folder (`home`, `sponsors`). */
  folder: string;
  /** A new record needs one (an edit keeps the stored one). */
  required?: boolean;
  /** A small picture (an icon, a logo): at most 512 px. */
  small?: boolean;
};
export type RecordFiles = Record<string, RecordFile>;

export type RecordForm<T> = {
  input: T;
  /** The version the editor started from, as `data.version` names it (else If-Match). */
  version: unknown;
  /** The new files, checked and named, not yet stored, by column. */
  files: Record<string, PendingFile>;
  /** Optional files the editor removed (`remove_<column>`), by column. */
  removed: string[];
};

const PROBLEMS: Record<UploadProblem, string> = {
  size: 'RecordsAdmin.errors.fileSize',
  image: 'RecordsAdmin.errors.imageType',
  pdf: 'RecordsAdmin.errors.pdfType',
  imageOrPdf: 'RecordsAdmin.errors.pdfType',
};

/** Reads and checks the form; 422 with every field's problem. */
export async function readRecordForm<S extends z.ZodType>(
  c: Context<AppEnv>,
  schema: S,
  files: RecordFiles,
  { creating }: { creating: boolean },
): Promise<RecordForm<z.output<S>>> {
  const form = await readMultipart(c);
  const data = form.json('data');
  if (data === INVALID_JSON || (data !== undefined && (typeof data !== 'object' || !data))) {
    throw new ApiError(422, 'Api.invalid', { data: ['rules.invalid'] });
  }
  const { version, ...fields } = (data ?? {}) as Record<string, unknown>;
  const parsed = schema.safeParse(fields);
  const errors = parsed.success ? {} : validationErrors(parsed.error);
  const pending: Record<string, PendingFile> = {};
  for (const [column, spec] of Object.entries(files)) {
    const file = form.file(column);
    if (!file) {
      if (creating && spec.required) errors[column] = ['rules.required'];
      continue;
    }
    const checked =
      spec.kind === 'image' ? await checkImage(file, { logo: spec.small }) : await checkPdf(file);
    if (checked.ok) pending[column] = pendingFile(spec.folder, checked.file);
    else errors[column] = [PROBLEMS[checked.problem]];
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    throw new ApiError(422, 'Api.invalid', errors);
  }
  const removed = Object.entries(files)
    .filter(([column, spec]) => !creating && !spec.required && !pending[column])
    .filter(([column]) => form.flag(`remove_${column}`))
    .map(([column]) => column);
  return { input: parsed.data, version, files: pending, removed };
}

/** The columns the form's files fill: their public URLs, and '' for a removed one. */
export function storedFileValues(form: RecordForm<unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const column of form.removed) values[column] = '';
  for (const [column, file] of Object.entries(form.files)) values[column] = uploadUrl(file.key);
  return values;
}

/** The storage key of a value that names an uploaded file, else null (a picture under /images). */
export function storedKeyOf(value: unknown): string | null {
  const prefix = uploadUrl('');
  if (typeof value !== 'string' || !value.startsWith(prefix)) return null;
  const key = value.slice(prefix.length);
  return isStorageKey(key) ? key : null;
}

/** The uploaded files a change left behind: the values of `columns` it replaced or emptied. */
export function replacedKeys(
  before: Record<string, unknown>,
  after: Record<string, unknown> | null,
  columns: readonly string[],
): string[] {
  return columns
    .filter((column) => !after || before[column] !== after[column])
    .map((column) => storedKeyOf(before[column]))
    .filter((key): key is string => key !== null);
}

type Property = { type: 'string'; format?: 'binary'; description: string };

/** The OpenAPI description of the form (it describes; the route validates as above). */
export function recordFormBody(files: RecordFiles, { creating }: { creating: boolean }) {
  const properties: Record<string, Property> = {
    data: {
      type: 'string',
      description: creating
        ? "The record's fields as JSON"
        : "The record's fields as JSON, with the `version` the editor started from (or If-Match)",
    },
  };
  for (const [column, spec] of Object.entries(files)) {
    const what =
      spec.kind === 'image' ? 'An image (JPEG, PNG, WebP or GIF, stored as WebP)' : 'A PDF';
    properties[column] = {
      type: 'string',
      format: 'binary',
      description: `${what}; at most ${UPLOAD_MAX_BYTES} bytes, checked by content`,
    };
    if (!creating && !spec.required) {
      properties[`remove_${column}`] = { type: 'string', description: '1 removes the stored file' };
    }
  }
  const required = [
    'data',
    ...(creating ? Object.keys(files).filter((column) => files[column]!.required) : []),
  ];
  return {
    content: {
      'multipart/form-data': { schema: { type: 'object' as const, required, properties } },
    },
    required: true,
  };
}
