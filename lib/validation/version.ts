import { z } from 'zod';

// No lost update (issue 24): every record a member or staff edits carries a `version`; a write
// sends back the version it started from. Isomorphic: forms, client calls and routes share it.

export const MAX_VERSION = 2_147_483_647;

/** The `version` field of a JSON write: the version of the record the change started from. */
export const versionField = z
  .number({ error: 'Api.versionInvalid' })
  .int({ error: 'Api.versionInvalid' })
  .min(1, { error: 'Api.versionInvalid' })
  .max(MAX_VERSION, { error: 'Api.versionInvalid' });

/** The same in a multipart form, where every field is text. */
export const versionFormField = z.coerce
  .number({ error: 'Api.versionInvalid' })
  .int({ error: 'Api.versionInvalid' })
  .min(1, { error: 'Api.versionInvalid' })
  .max(MAX_VERSION, { error: 'Api.versionInvalid' });

/** A record's version in an answer. */
export const versionSchema = z.number().int();

/** `{ version }` of a write whose body carries nothing else (a status move names more). */
export const versionBodySchema = z.object({ version: versionField.optional() });

/** A write's fields without the `version` it named (the version is checked, never stored as sent). */
export function withoutVersion<T extends { version?: unknown }>(body: T): Omit<T, 'version'> {
  const fields: Partial<T> = { ...body };
  delete fields.version;
  return fields as Omit<T, 'version'>;
}
