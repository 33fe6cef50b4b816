import type { Context } from 'hono';

import { MAX_VERSION, versionFormField } from '@/lib/validation/version';

import { ApiError } from './errors';
import type { AppEnv } from './types';

// No lost update (issue 24): every record a member or staff edits carries a `version`, every
// answer that reads it includes it, and every write sends back the version it started from.

/** `If-Match: "3"`, `W/"3"` or `3`; anything else names no version. */
export function ifMatchVersion(header: string | undefined): number | undefined {
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(header ?? '');
  if (!match) return undefined;
  const version = Number(match[1]);
  return version >= 1 && version <= MAX_VERSION ? version : undefined;
}

export const versionRequired = () =>
  new ApiError(428, 'Api.versionRequired', { version: ['Api.versionRequired'] });

export const staleVersion = () =>
  new ApiError(409, 'Api.staleVersion', { version: ['Api.staleVersion'] });

/**
 * The version a write started from: its body's `version` (JSON validated by the route, or a form
 * field the route read), else its `If-Match` header.
 */
export function sentVersion(c: Context<AppEnv>, fromForm?: unknown): number | undefined {
  const json = (c.req.valid as (this: typeof c.req, target: string) => unknown).call(c.req, 'json');
  const fromBody =
    json && typeof json === 'object' && 'version' in json
      ? (json as { version?: unknown }).version
      : fromForm;
  if (fromBody !== undefined && fromBody !== null && fromBody !== '') {
    const parsed = versionFormField.safeParse(fromBody);
    if (!parsed.success) {
      throw new ApiError(422, 'Api.invalid', { version: ['Api.versionInvalid'] });
    }
    return parsed.data;
  }
  return ifMatchVersion(c.req.header('if-match'));
}

/**
 * A member's write through one of the specification's calls, inside its transaction with the record
 * locked (issue 56): the specification's call names no version and is accepted as it stands; a write
 * that names one (the portal's own forms always do) is refused with 409 when it is not the record's.
 * Either way 409 when the record changed between the read the change was computed from and the lock.
 */
export function checkMemberVersion(
  current: number,
  { sent, read }: { sent?: number; read: number },
) {
  checkVersion(current, sent, { required: false });
  if (current !== read) throw staleVersion();
}

/**
 * The one version check: 409 when the record is no longer at the version the write started from;
 * 428 when a write that must name its version (every staff change and every member's change of a
 * record it read) names none.
 */
export function checkVersion(
  current: number,
  sent: number | undefined,
  { required }: { required: boolean },
): void {
  if (sent === undefined) {
    if (required) throw versionRequired();
    return;
  }
  if (sent !== current) throw staleVersion();
}
