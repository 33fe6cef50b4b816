import 'server-only';
import { createHash, randomInt } from 'node:crypto';

import { and, eq, isNull, sql } from 'drizzle-orm';

import { staffRecoveryCodes } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

export const RECOVERY_CODE_COUNT = 10;
// Lower-case letters and digits without the look-alikes (0/o, 1/l/i): 31 signs, 12 of them
// (about 59 bits) per code, written xxxx-xxxx-xxxx.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 12;

function newCode(): string {
  const signs = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return [0, 4, 8].map((start) => signs.slice(start, start + 4).join('')).join('-');
}

/** As typed: case, spaces and dashes do not matter. */
const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashCode = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');

/** Replaces the user's recovery codes with new ones; only their hashes are stored. */
export async function replaceRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.user_id, userId));
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashCode(code) })));
  return codes;
}

/**
 * Uses one recovery code (one statement, so two requests cannot both use it); the number of codes
 * left afterwards, or null when the code is unknown or used.
 */
export async function useRecoveryCode(
  tx: Db,
  userId: number,
  code: string,
  now: Date,
): Promise<number | null> {
  if (normalise(code).length !== LENGTH) return null;
  const [used] = await tx
    .update(staffRecoveryCodes)
    .set({ used_at: now })
    .where(
      and(
        eq(staffRecoveryCodes.user_id, userId),
        eq(staffRecoveryCodes.code_hash, hashCode(code)),
        isNull(staffRecoveryCodes.used_at),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used ? recoveryCodesLeft(tx, userId) : null;
}

/** How many of the user's recovery codes are still unused. */
export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.user_id, userId), isNull(staffRecoveryCodes.used_at)));
  return left?.count ?? 0;
}
