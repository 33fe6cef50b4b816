import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';

import { isCommonPassword, PASSWORD_MIN_LENGTH } from '@/lib/auth/common-passwords';
import { hashPassword } from '@/lib/auth/password';
import { revokeAllSessions } from '@/lib/auth/sessions';
import type { StaffRole } from '@/lib/auth/staff-roles';
import { users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { STAFF_ROLE_NAMES } from '../schemas';

import { clearSecondFactor } from './second-factor-store';

const staffInputSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'must be a valid e-mail address' })),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` }),
  name: z.string().trim().min(1, { error: 'must not be empty' }).max(100).optional(),
  role: z.enum(STAFF_ROLE_NAMES, { error: 'must be admin, officer or editor' }).default('admin'),
});

/** As typed on the command line; `role` is checked, not trusted. */
export type StaffAccountInput = { email: string; password: string; name?: string; role?: string };
export type StaffAccount = z.output<typeof staffInputSchema>;

/** Bad input for a staff account; the message names each wrong field. */
export class StaffAccountError extends Error {}

/** Checks and normalises the input (e-mail lower-cased, role defaulting to admin). */
export async function parseStaffAccount(input: StaffAccountInput): Promise<StaffAccount> {
  const result = staffInputSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new StaffAccountError(problems.join('; '));
  }
  if (await isCommonPassword(result.data.password)) {
    throw new StaffAccountError('password is one of the most common passwords; choose another one');
  }
  return result.data;
}

const defaultName = (role: StaffRole) =>
  ({ admin: 'Administrator', officer: 'Officer', editor: 'Editor' })[role];

/**
 * Creates a staff account with a verified e-mail, or, when the address already has an account,
 * gives it the role and the new password: its open sessions end, as after a password reset, and
 * its second factor is forgotten, so the next console sign-in sets it up again (a lost phone).
 */
export async function createStaffAccount(
  db: Db,
  input: StaffAccountInput,
  now = new Date(),
): Promise<{ id: number; created: boolean }> {
  const account = await parseStaffAccount(input);
  const password_hash = await hashPassword(account.password);
  const stamp = now.toISOString();
  const [existing] = await db
    .select({ id: users.id, verified: users.email_verified_at })
    .from(users)
    .where(eq(users.email, account.email))
    .limit(1);
  if (existing) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          role: account.role,
          password_hash,
          email_verified_at: existing.verified ?? stamp,
          ...(account.name ? { name: account.name } : {}),
          updated_at: stamp,
        })
        .where(eq(users.id, existing.id));
      await clearSecondFactor(tx, existing.id, now);
      await revokeAllSessions(tx, existing.id, now);
    });
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({
      name: account.name ?? defaultName(account.role),
      email: account.email,
      password_hash,
      role: account.role,
      email_verified_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning({ id: users.id });
  return { id: row!.id, created: true };
}

/**
 * The first administrator from ADMIN_EMAIL and ADMIN_PASSWORD at start-up: created once, and left
 * alone afterwards (a changed password is `npm run create-admin`'s job).
 */
export async function ensureStaffAccount(
  db: Db,
  input: StaffAccountInput,
): Promise<{ id: number; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) return { id: existing.id, created: false };
  return createStaffAccount(db, input);
}
