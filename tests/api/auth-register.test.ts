// @postgres: concurrency and a unique index (two registrations at once: 23505 from the driver)
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { insertMember } from '@/features/auth/server/user-store';
import { users } from '@/lib/db/schema';
import { CLIENT_SOCKET_HEADER } from '@/lib/http/client-address';
import { formatNumber } from '@/lib/i18n/format-number';
import { deliverOutbox, retryDelayMs } from '@/lib/mail/outbox';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import {
  type ErrorBody,
  linkIn,
  mailTo,
  nextAddress,
  post,
  registration,
} from './helpers/auth-requests';
import { json, testApiForFile } from './helpers/test-api';

const api = testApiForFile();

const userByEmail = async (email: string) =>
  (await api.db.select().from(users).where(eq(users.email, email)))[0];

async function registerErrors(overrides: Record<string, unknown>) {
  const response = await post(api, '/register', registration(overrides));
  expect(response.status).toBe(422);
  return (await json<ErrorBody>(response)).errors;
}

describe('POST /api/register', () => {
  it('creates the member, signs them in and mails the verification and welcome e-mails', async () => {
    const body = registration({ email: '  New.Member@Example.JO ' });
    const response = await post(api, '/register', body);
    expect(response.status).toBe(201);
    const { token } = await json<{ token: string }>(response);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`portal_session=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=43200/);
    expect(cookie).not.toMatch(/Secure/);

    const user = await userByEmail('new.member@example.jo');
    expect(user).toMatchObject({ name: 'Rania', phone: '0791234567', locale: 'en', role: 'user' });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);

    const me = await api.request('/api/user', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'new.member@example.jo' });

    const mails = await mailTo(api, 'new.member@example.jo');
    expect(mails.map((mail) => mail.subject)).toEqual([
      en.Emails.verify.subject,
      en.Emails.welcome.subject.replace('{portal}', en.Metadata.portalName),
    ]);
    expect(linkIn(mails[0])).toMatch(/^http:\/\/portal\.test\/auth\/verify\/\d+\.\d+\.[\w-]{43}$/);
    expect(mails[0]!.html).toContain('lang="en" dir="ltr"');
    expect(linkIn(mails[1])).toBe('http://portal.test/profile');
  });

  it('accepts the form-encoded body', async () => {
    const body = registration();
    const response = await post(api, '/register', body, { form: true });
    expect(response.status).toBe(201);
    expect(await userByEmail(body.email)).toBeDefined();
  });

  it('ignores fields a member may not set', async () => {
    const body = registration({
      is_vip: true,
      role: 'admin',
      company_id: 7,
      email_verified_at: '2026-01-01T00:00:00Z',
      subscribe: 1,
      international_buyers_access: 1,
      locale: 'ar',
    });
    expect((await post(api, '/register', body)).status).toBe(201);
    expect(await userByEmail(body.email)).toMatchObject({
      is_vip: false,
      role: 'user',
      company_id: null,
      email_verified_at: null,
      subscribe: 0,
      international_buyers_access: 0,
      locale: 'en',
    });
  });

  it('answers each field error keyed by field', async () => {
    expect(await registerErrors({ name: '' })).toEqual({ name: [en.rules.required] });
    expect(await registerErrors({ name: 'x'.repeat(21) })).toEqual({ name: [en.rules.counter] });
    // The shared schema also adds the later rules' messages to an empty value; the first counts.
    expect((await registerErrors({ phone: '' })).phone?.[0]).toBe(en.rules.required);
    expect(await registerErrors({ phone: '07-9123abc' })).toEqual({ phone: [en.rules.digits] });
    expect(await registerErrors({ email: '' })).toEqual({ email: [en.rules.required] });
    expect(await registerErrors({ email: 'not-an-address' })).toEqual({ email: [en.rules.email] });
    expect(await registerErrors({ password: 'short', password_confirmation: 'short' })).toEqual({
      password: [en.rules.min],
    });
    expect(await registerErrors({ password_confirmation: 'Something-else-99' })).toEqual({
      password_confirmation: [en.rules.confirmation],
    });
  });

  it('reports every missing field of an empty body', async () => {
    const response = await api.request('/api/register', {
      method: 'POST',
      headers: { [CLIENT_SOCKET_HEADER]: nextAddress() },
    });
    expect(response.status).toBe(422);
    const { message, errors } = await json<ErrorBody>(response);
    expect(message).toBe(en.Api.invalid);
    expect(Object.keys(errors).sort()).toEqual([
      'email',
      'name',
      'password',
      'password_confirmation',
      'phone',
    ]);
  });

  it('refuses a taken address (in any case) and a common password', async () => {
    const first = registration();
    expect((await post(api, '/register', first)).status).toBe(201);
    expect(await registerErrors({ email: first.email.toUpperCase() })).toEqual({
      email: [en.Api.emailTaken],
    });
    expect(
      await registerErrors({ password: 'password123', password_confirmation: 'password123' }),
    ).toEqual({ password: [en.Api.commonPassword] });
  });

  it('lets only one of two simultaneous registrations of an address through', async () => {
    const body = registration();
    const statuses = await Promise.all([
      post(api, '/register', body).then((response) => response.status),
      post(api, '/register', body).then((response) => response.status),
    ]);
    expect(statuses.sort()).toEqual([201, 422]);
    // The database's unique index is the last guard when both pass the first look-up.
    const member = { name: 'A', phone: '0790000000', passwordHash: 'x', locale: 'en' as const };
    expect(await insertMember(api.db, { ...member, email: body.email })).toBeNull();
  });

  it('still registers when the mail server fails, and the mails go out once it is back', async () => {
    const body = registration();
    const down = { send: () => Promise.reject(new Error('smtp down')) };
    await deliverOutbox(api.db, api.services.mailer, api.services.now); // earlier tests' mails
    const kicks = api.services.outbox.kicks;
    expect((await post(api, '/register', body)).status).toBe(201);
    expect(api.services.outbox.kicks).toBe(kicks + 1);
    expect(await deliverOutbox(api.db, down, api.services.now)).toEqual({ sent: 0, failed: 2 });
    api.services.clock.advance(retryDelayMs(0));
    const [verify, welcome] = await mailTo(api, body.email);
    expect([verify?.subject, welcome?.subject]).toEqual([
      en.Emails.verify.subject,
      en.Emails.welcome.subject.replace('{portal}', en.Metadata.portalName),
    ]);
  });

  it('answers 429 with Retry-After after 10 attempts an hour from one address', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await post(api, '/register', {}, { address })).status).toBe(422);
    }
    const response = await post(api, '/register', registration(), { address });
    expect(response.status).toBe(429);
    const seconds = Number(response.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect((await json<ErrorBody>(response)).message).toBe(
      en.Api.tooManyRequests.replace('{seconds}', formatNumber(seconds, 'en')),
    );
  });
});

describe('an Arabic registration', () => {
  const arabic = { headers: { 'Accept-Language': 'ar' } };

  it('stores the Arabic locale and sends Arabic e-mails with Arabic links', async () => {
    const body = registration({ name: 'رنا <b>' });
    expect((await post(api, '/register', body, arabic)).status).toBe(201);
    expect(await userByEmail(body.email)).toMatchObject({ locale: 'ar' });

    const [verify, welcome] = await mailTo(api, body.email);
    expect(verify!.subject).toBe(ar.Emails.verify.subject);
    expect(verify!.html).toContain('lang="ar" dir="rtl"');
    expect(verify!.html).toContain('رنا &#60;b&#62;');
    // Quantities in Arabic-Indic digits, the name isolated (docs/decisions/look-and-speed.md).
    expect(verify!.text).toContain(ar.Emails.verify.expiry.replace('{hours}', '٢٤'));
    expect(verify!.text).toContain('\u2068رنا <b>\u2069');
    expect(linkIn(verify)).toMatch(/^http:\/\/portal\.test\/ar\/auth\/verify\//);
    expect(welcome!.subject).toBe(
      ar.Emails.welcome.subject.replace('{portal}', ar.Metadata.portalName),
    );
  });

  it('answers validation messages in Arabic', async () => {
    const taken = registration();
    await post(api, '/register', taken);
    const response = await post(
      api,
      '/register',
      registration({ email: taken.email, name: '' }),
      arabic,
    );
    expect(response.status).toBe(422);
    const fields = await json<ErrorBody>(response);
    expect(fields.errors.name).toEqual([ar.rules.required]);

    const again = await post(api, '/register', registration({ email: taken.email }), arabic);
    expect(await json<ErrorBody>(again)).toMatchObject({
      message: ar.Api.invalid,
      errors: { email: [ar.Api.emailTaken] },
    });
  });
});
