import 'server-only';
import { eq } from 'drizzle-orm';

import type { UserRow } from '@/lib/auth/sessions';
import { users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { isUniqueViolation } from '@/lib/db/unique-violation';
import type { Locale } from '@/lib/i18n/routing';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export type NewMember = {
  name: string;
  phone: string;
  email: string;
  passwordHash: string;
  locale: Locale;
};

/**
 * A member with only the fields registration may set (role, VIP, company and verification keep
 * their defaults); null when the address was taken meanwhile.
 */
export async function insertMember(db: Db, member: NewMember): Promise<UserRow | null> {
  try {
    const [user] = await db
      .insert(users)
      .values({
        name: member.name,
        phone: member.phone,
        email: member.email,
        password_hash: member.passwordHash,
        locale: member.locale,
      })
      .returning();
    return user ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function setPasswordHash(db: Db, userId: number, hash: string, now: Date) {
  await db
    .update(users)
    .set({ password_hash: hash, updated_at: now.toISOString() })
    .where(eq(users.id, userId));
}

export async function markEmailVerified(db: Db, userId: number, now: Date) {
  await db
    .update(users)
    .set({ email_verified_at: now.toISOString(), updated_at: now.toISOString() })
    .where(eq(users.id, userId));
}
