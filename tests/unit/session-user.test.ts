import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseSessionUser, SESSION_USER_FIELDS } from '@/lib/session/session-user';
import { userSchema } from '@/lib/session/user';

const member = {
  id: 7,
  name: 'Rana',
  last_name: 'Haddad',
  email: 'rana@example.jo',
  phone: null,
  email_verified_at: '2026-11-01T10:00:00.000Z',
  avatar: null,
  avatar_img: null,
  company_id: 3,
  is_vip: false,
  subscribe: 1 as const,
  international_buyers_access: 0,
  role: 'user' as const,
  version: 4,
};

// A field of the user replaced by an arbitrary JSON value.
const variant = fc.record({
  field: fc.constantFrom(...SESSION_USER_FIELDS),
  value: fc.oneof(fc.jsonValue(), fc.constant(undefined)),
});

describe('the browser’s check of GET /api/user', () => {
  it('knows the same fields as the API’s user schema', () => {
    expect([...SESSION_USER_FIELDS].sort()).toEqual(Object.keys(userSchema.shape).sort());
  });

  it('accepts a member and keeps only the documented fields', () => {
    expect(parseSessionUser({ ...member, extra: 'x' })).toEqual(member);
  });

  it('accepts and refuses exactly what userSchema accepts and refuses', () => {
    fc.assert(
      fc.property(variant, ({ field, value }) => {
        const answer = { ...member, [field]: value };
        const expected = userSchema.safeParse(answer).success;
        const parsed = (() => {
          try {
            parseSessionUser(answer);
            return true;
          } catch {
            return false;
          }
        })();
        expect(parsed).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every role the API answers, and no other', () => {
    for (const role of ['user', 'editor', 'officer', 'admin'] as const) {
      expect(parseSessionUser({ ...member, role }).role).toBe(role);
    }
    expect(() => parseSessionUser({ ...member, role: 'owner' })).toThrow();
  });

  it('refuses what is not an object', () => {
    for (const value of [null, 'user', 7, []]) expect(() => parseSessionUser(value)).toThrow();
  });
});
