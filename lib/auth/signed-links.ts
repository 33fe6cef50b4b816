import { createHmac, timingSafeEqual } from 'node:crypto';

// The {hash} of /auth/verify/{hash}: "<user id>.<expiry in seconds>.<signature>", where the
// signature covers the id, the expiry and the address, so changing the address voids old links.
export const VERIFY_LINK_TTL_HOURS = 24;

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

export function signVerification(
  secret: string,
  user: { id: number; email: string },
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + VERIFY_LINK_TTL_HOURS * 3600;
  return `${user.id}.${expires}.${sign(secret, `${user.id}.${expires}.${user.email}`)}`;
}

export type VerificationClaim = { userId: number; expires: number; signature: string };

/** Splits a link's hash; null when it is not shaped like one. */
export function parseVerification(hash: string): VerificationClaim | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(hash);
  if (!match) return null;
  return { userId: Number(match[1]), expires: Number(match[2]), signature: match[3]! };
}

export function verificationIsValid(
  secret: string,
  claim: VerificationClaim,
  email: string,
  now = new Date(),
): boolean {
  if (claim.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(sign(secret, `${claim.userId}.${claim.expires}.${email}`));
  const given = Buffer.from(claim.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
