import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/auth/cookie';
import { CLIENT_SOCKET_HEADER } from '@/lib/http/client-address';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { captchaToken, startFakeSiteverify, type FakeSiteverify } from './enquiries-siteverify';
import { createMember, MEMBER_PASSWORD } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { TEST_SITE_URL } from './helpers/test-services';

type ErrorBody = { message: string; errors: Record<string, string[]> };

const api = testApiForFile();
let address = 0;
const fromNewAddress = () => ({ [CLIENT_SOCKET_HEADER]: `198.51.100.${(address += 1) % 250}` });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...fromNewAddress(), ...headers },
    body: JSON.stringify(body),
  });

describe('cross-site writes are refused (login CSRF, issue 10)', () => {
  const writes: [string, unknown][] = [
    ['/api/login', { email: 'someone@example.jo', password: MEMBER_PASSWORD }],
    [
      '/api/register',
      {
        name: 'Attacker',
        phone: '0791234567',
        email: 'attacker@example.jo',
        password: 'Olive-Grove-2026',
        password_confirmation: 'Olive-Grove-2026',
      },
    ],
    ['/api/forget_password', { email: 'someone@example.jo' }],
    [
      '/api/reset_password',
      { email: 'a@example.jo', token: 't', password: 'x', password_confirmation: 'x' },
    ],
    ['/api/consultation-requests', { name: 'Rania', email: 'rania@example.jo', terms: true }],
  ];
  const crossSite: [string, Record<string, string>][] = [
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['the null Origin', { Origin: 'null' }],
  ];

  for (const [path, body] of writes) {
    it.each(crossSite)(`${path} from %s: 403, nothing done`, async (_, headers) => {
      const response = await post(path, body, headers);
      expect(response.status).toBe(403);
      expect((await json<ErrorBody>(response)).message).toBe(en.Api.crossSite);
      expect(response.headers.get('set-cookie')).toBeNull();
    });
  }

  it('answers in Arabic', async () => {
    const response = await post('/api/login', {}, { Origin: 'null', 'Accept-Language': 'ar' });
    expect((await json<ErrorBody>(response)).message).toBe(ar.Api.crossSite);
  });

  it('lets the portal itself sign in (same origin, same-origin fetch)', async () => {
    const member = await createMember(api);
    const response = await post(
      '/api/login',
      { email: member.user.email, password: MEMBER_PASSWORD },
      { Origin: TEST_SITE_URL, 'Sec-Fetch-Site': 'same-origin' },
    );
    expect(response.status).toBe(200);
  });

  it('lets an API client with a Bearer token write without an Origin check', async () => {
    const member = await createMember(api);
    const response = await api.request(`/api/subscribe-to-news/${member.user.id}`, {
      method: 'POST',
      headers: { ...member.bearer, 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });
});

describe('Cache-Control: no-store on session and token answers', () => {
  it('marks the login answer (a token) and the user answer', async () => {
    const member = await createMember(api);
    const login = await post('/api/login', { email: member.user.email, password: MEMBER_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
    const user = await api.request('/api/user', { headers: member.bearer });
    expect(user.status).toBe(200);
    expect(user.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the enquiry list and the enquiry detail', async () => {
    const member = await createMember(api);
    const list = await api.request(`/api/user-all-enquiries/${member.user.id}`, {
      headers: member.cookie,
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const detail = await api.request('/api/user-enquiries/999999', { headers: member.bearer });
    expect(detail.status).toBe(404);
    expect(detail.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the public caching of a lookup alone', async () => {
    const member = await createMember(api);
    const response = await api.request('/api/countries', { headers: member.bearer });
    expect(response.headers.get('cache-control')).toMatch(/public/);
  });
});

describe('GET email/resend (the specification names a GET) needs the CSRF proof', () => {
  it('refuses a cookie call without X-Requested-With or a same-origin Origin', async () => {
    const member = await createMember(api);
    const response = await api.request('/api/email/resend', {
      headers: { Cookie: `${SESSION_COOKIE}=${member.token}`, ...fromNewAddress() },
    });
    expect(response.status).toBe(403);
    expect(api.services.sentMail).toHaveLength(0);
  });

  it('sends the link for the portal (the axios header)', async () => {
    const member = await createMember(api);
    const response = await api.request('/api/email/resend', { headers: member.cookie });
    expect(response.status).toBe(202);
  });
});

describe('the session cookie over HTTPS', () => {
  beforeAll(() => {
    api.services.auth.siteUrl = 'https://portal.test';
  });
  afterAll(() => {
    api.services.auth.siteUrl = TEST_SITE_URL;
  });

  it('is __Host-portal_session: Secure, path /, no Domain; and it authenticates', async () => {
    const member = await createMember(api);
    const login = await post(
      '/api/login',
      { email: member.user.email, password: MEMBER_PASSWORD },
      { Origin: 'https://portal.test' },
    );
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=`));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
    const token = /=([^;]+)/.exec(cookie)?.[1] ?? '';
    const user = await api.request('/api/user', {
      headers: { Cookie: `${SECURE_SESSION_COOKIE}=${token}` },
    });
    expect(user.status).toBe(200);
  });
});

describe('consultation requests (anonymous): limit, honeypot and captcha', () => {
  const valid = { name: 'Rania Haddad', email: 'rania@example.jo', terms: true };

  it('answers 429 after five requests an hour from one address', async () => {
    const from = { [CLIENT_SOCKET_HEADER]: '203.0.113.77' };
    for (let index = 0; index < 5; index += 1) {
      expect((await post('/api/consultation-requests', valid, from)).status).toBe(201);
    }
    const sixth = await post('/api/consultation-requests', valid, from);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await post('/api/consultation-requests', valid, {
      [CLIENT_SOCKET_HEADER]: '203.0.113.78',
    });
    expect(other.status).toBe(201);
  });

  it('refuses a filled honeypot with 422 and stores nothing', async () => {
    const response = await post('/api/consultation-requests', { ...valid, website: 'spam' });
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).message).toBe(en.Api.rejected);
  });

  describe('with reCAPTCHA configured', () => {
    let siteverify: FakeSiteverify;
    beforeAll(async () => {
      siteverify = await startFakeSiteverify();
      api.services.captcha = siteverify.verifier();
    });
    afterAll(async () => {
      api.services.captcha = null;
      await siteverify.close();
    });

    it('stores a request with a good token', async () => {
      const response = await post('/api/consultation-requests', {
        ...valid,
        recaptchaToken: captchaToken('consultation'),
      });
      expect(response.status).toBe(201);
    });

    it.each([undefined, 'low:consultation', 'bogus', captchaToken('general')])(
      'refuses the token %s with 422',
      async (token) => {
        const response = await post('/api/consultation-requests', {
          ...valid,
          recaptchaToken: token,
        });
        expect(response.status).toBe(422);
        expect((await json<ErrorBody>(response)).errors.recaptchaToken).toEqual([
          en.Api.captchaFailed,
        ]);
      },
    );

    it('stores the request flagged for staff when the verifier gives no verdict (issue 25)', async () => {
      const response = await post('/api/consultation-requests', {
        ...valid,
        recaptchaToken: 'down',
      });
      expect(response.status).toBe(201);
    });
  });
});

describe('login: a daily cap per address beside the 5-minute window', () => {
  it('answers 429 after 200 attempts in a day, even once the short window has passed', async () => {
    const from = { [CLIENT_SOCKET_HEADER]: '203.0.113.200' };
    // Malformed attempts count too: the limits are checked before the body.
    for (let burst = 0; burst < 10; burst += 1) {
      for (let index = 0; index < 20; index += 1) {
        expect((await post('/api/login', {}, from)).status).toBe(422);
      }
      api.services.clock.advance(5 * 60_000 + 1_000);
    }
    const next = await post('/api/login', {}, from);
    expect(next.status).toBe(429);
    const elsewhere = await post('/api/login', {}, { [CLIENT_SOCKET_HEADER]: '203.0.113.201' });
    expect(elsewhere.status).toBe(422);
  });
});
