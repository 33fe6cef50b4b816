import { describe, expect, it } from 'vitest';

import { userSchema } from '@/lib/session/user';
import en from '@/messages/en.json';

import { createMember } from './helpers/accounts';
import { MINUTE } from './helpers/auth-requests';
import { json, testApiForFile } from './helpers/test-api';
import { TEST_SITE_URL } from './helpers/test-services';

const api = testApiForFile();

const getUser = (headers: Record<string, string>) => api.request('/api/user', { headers });
const logout = (headers: Record<string, string>) =>
  api.request('/api/logout', { method: 'POST', headers });

describe('GET /api/user', () => {
  it('answers the signed-in user with a Bearer token', async () => {
    const member = await createMember(api, { is_vip: true, subscribe: 1 });
    const response = await getUser(member.bearer);
    expect(response.status).toBe(200);
    const body = userSchema.strict().parse(await response.json());
    expect(body).toMatchObject({ id: member.user.id, email: member.user.email, is_vip: true });
    expect(body).not.toHaveProperty('password_hash');
  });

  it('answers the user with the session cookie alone', async () => {
    const member = await createMember(api);
    const response = await getUser({ Cookie: member.cookie.Cookie! });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id: member.user.id });
  });

  it('answers 401 without a session or with an unknown token', async () => {
    const anonymous = await getUser({});
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toMatchObject({ message: en.Api.unauthenticated });
    expect((await getUser({ Authorization: 'Bearer not-a-token' })).status).toBe(401);
  });

  it('ends a member session idle for 30 minutes (issue 25), not before', async () => {
    const member = await createMember(api);
    api.services.clock.advance(29 * MINUTE);
    expect((await getUser(member.bearer)).status).toBe(200);
    api.services.clock.advance(30 * MINUTE);
    expect((await getUser(member.bearer)).status).toBe(401);
  });

  it('ends an active session after 12 hours', async () => {
    const member = await createMember(api);
    // 28 requests 25 minutes apart: never idle, 700 minutes old.
    for (let step = 0; step < 28; step += 1) {
      api.services.clock.advance(25 * MINUTE);
      expect((await getUser(member.bearer)).status).toBe(200);
    }
    api.services.clock.advance(21 * MINUTE);
    expect((await getUser(member.bearer)).status).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the session, clears the cookie, and the token then answers 401', async () => {
    const member = await createMember(api);
    const response = await logout(member.bearer);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: en.Api.loggedOut });
    expect(response.headers.get('set-cookie')).toMatch(/portal_session=;.*Max-Age=0/);
    expect((await getUser(member.bearer)).status).toBe(401);
    expect((await logout(member.bearer)).status).toBe(401);
  });

  it('refuses a cookie-authenticated logout without the CSRF header (403)', async () => {
    const member = await createMember(api);
    const refused = await logout({ Cookie: member.cookie.Cookie! });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ message: en.Api.csrf });
    expect((await getUser(member.bearer)).status).toBe(200);
  });

  it('accepts a cookie-authenticated logout with the header', async () => {
    const member = await createMember(api);
    expect((await logout(member.cookie)).status).toBe(200);
    expect((await getUser(member.bearer)).status).toBe(401);
  });

  it('accepts a cookie-authenticated logout from the same origin', async () => {
    const member = await createMember(api);
    const response = await logout({ Cookie: member.cookie.Cookie!, Origin: TEST_SITE_URL });
    expect(response.status).toBe(200);
  });

  it('refuses a cookie-authenticated logout from another origin', async () => {
    const member = await createMember(api);
    const response = await logout({
      Cookie: member.cookie.Cookie!,
      Origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });

  it('accepts a Bearer logout without the header', async () => {
    const member = await createMember(api);
    expect((await logout(member.bearer)).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every authentication endpoint', async () => {
    const doc = await json<{ paths: Record<string, unknown> }>(
      await api.request('/api/openapi.json'),
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/register',
        '/api/login',
        '/api/logout',
        '/api/user',
        '/api/forget_password',
        '/api/reset_password',
        '/api/email/verify/{hash}',
        '/api/email/resend',
      ]),
    );
    const register = doc.paths['/api/register'] as {
      post: { requestBody: { content: Record<string, unknown> } };
    };
    expect(Object.keys(register.post.requestBody.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
  });
});
