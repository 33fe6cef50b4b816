import { isStaffRoleName } from '@/lib/auth/staff-roles';

import type { User } from './user';

// GET /api/user as the browser checks it. The header loads with every page and zod's core alone
// is about 23 KB gzip, so this one answer is checked by hand against the same fields as
// `userSchema` (lib/session/user.ts, which documents the API); tests/unit/session-user.test.ts
// keeps the two in step.
type Check = (value: unknown) => boolean;

const isInt: Check = (value) => Number.isSafeInteger(value);
const isString: Check = (value) => typeof value === 'string';
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);

const FIELDS: Record<keyof User, Check> = {
  id: isInt,
  name: isString,
  last_name: orNull(isString),
  email: isString,
  phone: orNull(isString),
  email_verified_at: orNull(isString),
  avatar: orNull(isString),
  avatar_img: orNull(isString),
  company_id: orNull(isInt),
  is_vip: (value) => typeof value === 'boolean',
  subscribe: (value) => value === 0 || value === 1,
  international_buyers_access: isInt,
  role: (value) => value === 'user' || (typeof value === 'string' && isStaffRoleName(value)),
  version: isInt,
};

export const SESSION_USER_FIELDS = Object.keys(FIELDS) as (keyof User)[];

/** The user with exactly the documented fields; throws on an answer of another shape. */
export function parseSessionUser(value: unknown): User {
  if (typeof value !== 'object' || value === null) throw new TypeError('GET /api/user: not a user');
  const record = value as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  for (const field of SESSION_USER_FIELDS) {
    if (!FIELDS[field](record[field])) throw new TypeError(`GET /api/user: bad ${field}`);
    user[field] = record[field];
  }
  return user as User;
}
