import 'server-only';
import type { Context } from 'hono';

import { ApiError } from '@/lib/api/errors';
import { refusedTexts } from '@/lib/api/input-guard';
import { jsonNestsDeeperThan } from '@/lib/api/json-depth';
import type { AppEnv } from '@/lib/api/types';

/** A multipart body read once: its text values and its files by field name. */
export type Multipart = {
  /** The text of a field, '' when absent or a file. */
  text: (name: string) => string;
  /** A chosen file; an empty file input (no name, no bytes) is no file. */
  file: (name: string) => File | null;
  /** `*_changed`, `is_new`, `agreements`: "1", "true" or "on". */
  flag: (name: string) => boolean;
  /** A JSON-encoded field, decoded; `undefined` when absent, `INVALID_JSON` when it does not parse,
   * nests too deep or holds text the input guard refuses (a lone surrogate, a control character). */
  json: (name: string) => unknown;
  /** Every text value, for the schema. */
  texts: () => Record<string, string>;
};

export const INVALID_JSON = Symbol('invalid JSON');

export async function readMultipart(c: Context<AppEnv>): Promise<Multipart> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'Api.malformed');
  }
  const texts: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') texts[name] ??= value;
    else if (value.size > 0 || value.name !== '') files[name] ??= value;
  }
  return {
    text: (name) => texts[name] ?? '',
    file: (name) => files[name] ?? null,
    flag: (name) => ['1', 'true', 'on'].includes((texts[name] ?? '').toLowerCase()),
    json: (name) => {
      const value = texts[name];
      if (value === undefined || value === '') return undefined;
      if (jsonNestsDeeperThan(value)) return INVALID_JSON;
      try {
        const parsed = JSON.parse(value) as unknown;
        return refusedTexts(parsed).length > 0 ? INVALID_JSON : parsed;
      } catch {
        return INVALID_JSON;
      }
    },
    texts: () => ({ ...texts }),
  };
}

/** `certificate_files.0` or `certificate_files[0]`: the spec's client sends the first. */
export const indexedFile = (form: Multipart, name: string, index: number) =>
  form.file(`${name}.${index}`) ?? form.file(`${name}[${index}]`);
