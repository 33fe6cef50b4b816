import { describe, expect, it } from 'vitest';

import {
  parseVerification,
  signVerification,
  verificationIsValid,
  VERIFY_LINK_TTL_HOURS,
} from '@/lib/auth/signed-links';
import { hashToken, newToken } from '@/lib/auth/tokens';

const SECRET = 'unit-secret-unit-secret-unit-secret-01';
const user = { id: 42, email: 'lina@example.jo' };
const now = new Date('2026-11-21T09:00:00Z');

describe('verification links', () => {
  it('accepts its own link until it expires', () => {
    const claim = parseVerification(signVerification(SECRET, user, now))!;
    expect(claim.userId).toBe(42);
    expect(verificationIsValid(SECRET, claim, user.email, now)).toBe(true);
    const later = new Date(now.getTime() + VERIFY_LINK_TTL_HOURS * 3600_000 + 1000);
    expect(verificationIsValid(SECRET, claim, user.email, later)).toBe(false);
  });

  it('refuses another address, another secret or a changed expiry', () => {
    const hash = signVerification(SECRET, user, now);
    const claim = parseVerification(hash)!;
    expect(verificationIsValid(SECRET, claim, 'other@example.jo', now)).toBe(false);
    expect(verificationIsValid(`${SECRET}x`, claim, user.email, now)).toBe(false);
    const stretched = { ...claim, expires: claim.expires + 3600 };
    expect(verificationIsValid(SECRET, stretched, user.email, now)).toBe(false);
  });

  it('refuses what is not shaped like a link', () => {
    expect(parseVerification('abc')).toBeNull();
    expect(parseVerification('1.2.short')).toBeNull();
    expect(parseVerification(`x.1.${'a'.repeat(43)}`)).toBeNull();
  });
});

describe('tokens', () => {
  it('are 256 random bits and stored as a SHA-256 hash', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
});
