import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { loginLockouts } from '@/lib/db/schema';
import { formatNumber } from '@/lib/i18n/format-number';
import en from '@/messages/en.json';

import { MEMBER_PASSWORD, createMember } from './helpers/accounts';
import { type ErrorBody, MINUTE, nextAddress, post, uniqueEmail } from './helpers/auth-requests';
import { json, testApiForFile } from './helpers/test-api';

const api = testApiForFile();

const login = (email: string, password: string, address?: string) =>
  post(api, '/login', { email, password }, { address });

const invalidCredentials = {
  message: en.Api.invalidCredentials,
  errors: { email: [en.Api.invalidCredentials] },
};

describe('POST /api/login', () => {
  it('answers a new token and session cookie at every login', async () => {
    const { user } = await createMember(api);
    const first = await login(user.email.toUpperCase(), MEMBER_PASSWORD);
    expect(first.status).toBe(200);
    const { token } = await json<{ token: string }>(first);
    expect(first.headers.get('set-cookie')).toContain(`portal_session=${token}`);

    const second = await post(
      api,
      '/login',
      { email: user.email, password: MEMBER_PASSWORD },
      { form: true },
    );
    expect(second.status).toBe(200);
    const { token: other } = await json<{ token: string }>(second);
    expect(other).not.toBe(token);
    for (const bearer of [token, other]) {
      const me = await api.request('/api/user', { headers: { Authorization: `Bearer ${bearer}` } });
      expect(me.status).toBe(200);
    }
  });

  it('refuses a wrong password and an unknown address with the same answer', async () => {
    const { user } = await createMember(api);
    const wrong = await login(user.email, 'Not-The-Password-1');
    expect(wrong.status).toBe(422);
    expect(await json(wrong)).toMatchObject(invalidCredentials);

    const unknown = await login(uniqueEmail('nobody'), MEMBER_PASSWORD);
    expect(unknown.status).toBe(422);
    expect(await json(unknown)).toMatchObject(invalidCredentials);
  });

  it('answers field errors for a missing or malformed address and a missing password', async () => {
    const response = await post(api, '/login', { email: 'nope', password: '' });
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors).toEqual({
      email: [en.rules.email],
      password: [en.rules.required],
    });
    const empty = await post(api, '/login', {});
    expect(Object.keys((await json<ErrorBody>(empty)).errors).sort()).toEqual([
      'email',
      'password',
    ]);
  });

  it('answers 429 with Retry-After after 20 attempts in 5 minutes from one address', async () => {
    const { user } = await createMember(api);
    const address = nextAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login(user.email, '', address)).status).toBe(422);
    }
    const refused = await login(user.email, MEMBER_PASSWORD, address);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(300);
    expect((await json<ErrorBody>(refused)).message).toBe(
      en.Api.tooManyRequests.replace('{seconds}', formatNumber(seconds, 'en')),
    );
    api.services.clock.advance(5 * MINUTE);
    expect((await login(user.email, MEMBER_PASSWORD, address)).status).toBe(200);
  });

  it('locks an address for 15 minutes after 10 wrong passwords in a row', async () => {
    const { user } = await createMember(api);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(user.email, `Wrong-password-${attempt}`)).status).toBe(422);
    }
    const locked = await login(user.email, MEMBER_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect((await json<ErrorBody>(locked)).message).toBe(
      en.Api.accountLocked.replace('{seconds}', '900'),
    );

    api.services.clock.advance(15 * MINUTE);
    expect((await login(user.email, MEMBER_PASSWORD)).status).toBe(200);
    const rows = await api.db
      .select()
      .from(loginLockouts)
      .where(eq(loginLockouts.email, user.email));
    expect(rows).toEqual([]);
  });

  it('locks an unknown address the same way', async () => {
    const email = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 10; attempt += 1) await login(email, 'Whatever-123');
    expect((await login(email, 'Whatever-123')).status).toBe(429);
  });

  it('counts only failures in a row', async () => {
    const { user } = await createMember(api);
    for (let attempt = 0; attempt < 9; attempt += 1) await login(user.email, 'Wrong-password-x');
    expect((await login(user.email, MEMBER_PASSWORD)).status).toBe(200);
    expect((await login(user.email, 'Wrong-password-x')).status).toBe(422);
    expect((await login(user.email, MEMBER_PASSWORD)).status).toBe(200);
  });
});
