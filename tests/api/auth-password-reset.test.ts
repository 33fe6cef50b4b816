import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import {
  captchaToken,
  FAKE_SECRET,
  type FakeSiteverify,
  startFakeSiteverify,
} from './enquiries-siteverify';
import { createMember } from './helpers/accounts';
import {
  type ErrorBody,
  MINUTE,
  STRONG_PASSWORD,
  linkIn,
  mailTo,
  nextAddress,
  post,
  uniqueEmail,
} from './helpers/auth-requests';
import { json, testApiForFile } from './helpers/test-api';

const api = testApiForFile();

const NEW_PASSWORD = 'Juniper-Valley-4410';
const forgot = (email: string, address?: string) =>
  post(api, '/forget_password', { email, token: 'captcha-token' }, { form: true, address });

/** Asks for a link and returns the token and e-mail its URL carries. */
async function requestReset(email: string) {
  expect((await forgot(email)).status).toBe(200);
  const match = /\/auth\/reset_password\/([\w-]+)\/([^/\s]+)$/.exec(
    linkIn((await mailTo(api, email)).at(-1)),
  );
  return { token: match![1]!, email: decodeURIComponent(match![2]!) };
}

const reset = (fields: Record<string, string>) =>
  post(
    api,
    '/reset_password',
    { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...fields },
    { form: true },
  );

describe('POST /api/forget_password', () => {
  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const { user } = await createMember(api);
    const unknownEmail = uniqueEmail('unknown');
    const known = await forgot(user.email);
    const unknown = await forgot(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await json(known)).toEqual({ message: en.Api.resetLinkSent });
    expect(await json(unknown)).toEqual({ message: en.Api.resetLinkSent });
    expect(await mailTo(api, unknownEmail)).toEqual([]);

    const [mail] = await mailTo(api, user.email);
    expect(mail!.subject).toBe(en.Emails.reset.subject);
    expect(mail!.text).toContain(en.Emails.reset.expiry.replace('{minutes}', '60'));
    expect(linkIn(mail)).toBe(
      `http://portal.test/auth/reset_password/${/reset_password\/([\w-]+)\//.exec(mail!.text)![1]}/${encodeURIComponent(user.email)}`,
    );
    expect(mail!.html).toContain('#0B6E4F');
  });

  it("mails in the user's stored language with the Arabic link", async () => {
    const { user } = await createMember(api, { locale: 'ar' });
    await forgot(user.email);
    const [mail] = await mailTo(api, user.email);
    expect(mail!.subject).toBe(ar.Emails.reset.subject);
    expect(mail!.html).toContain('dir="rtl"');
    expect(linkIn(mail)).toMatch(/^http:\/\/portal\.test\/ar\/auth\/reset_password\//);
  });

  it('accepts JSON and validates the address', async () => {
    const { user } = await createMember(api);
    expect((await post(api, '/forget_password', { email: user.email })).status).toBe(200);
    const invalid = await post(api, '/forget_password', { email: 'nope' }, { form: true });
    expect(invalid.status).toBe(422);
    expect((await json<ErrorBody>(invalid)).errors).toEqual({ email: [en.rules.email] });
    const empty = await post(api, '/forget_password', { email: '' }, { form: true });
    expect((await json<ErrorBody>(empty)).errors).toEqual({ email: [en.rules.required] });
    const missing = await post(api, '/forget_password', {}, { form: true });
    expect(missing.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(missing)).errors)).toEqual(['email']);
  });

  it('answers 429 after 3 requests for one address in 15 minutes', async () => {
    const { user } = await createMember(api);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await forgot(user.email)).status).toBe(200);
    }
    const refused = await forgot(user.email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailTo(api, user.email)).toHaveLength(3);
  });

  it('answers 429 after 10 requests from one caller in 15 minutes', async () => {
    const address = nextAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await forgot(uniqueEmail('flood'), address)).status).toBe(200);
    }
    expect((await forgot(uniqueEmail('flood'), address)).status).toBe(429);
  });
});

describe('POST /api/forget_password with reCAPTCHA configured', () => {
  let fake: FakeSiteverify;
  beforeAll(async () => {
    fake = await startFakeSiteverify();
  });
  beforeEach(() => {
    api.services.captcha = fake.verifier();
  });
  afterEach(() => {
    api.services.captcha = null;
  });
  afterAll(() => fake.close());

  const ask = (email: string, token?: string) =>
    post(api, '/forget_password', token === undefined ? { email } : { email, token }, {
      form: true,
    });

  it('mails the link when the token passes, verified on the server with the secret', async () => {
    const { user } = await createMember(api);
    expect((await ask(user.email, captchaToken('forgot_password'))).status).toBe(200);
    expect(await mailTo(api, user.email)).toHaveLength(1);
    expect(fake.requests.at(-1)).toMatchObject({
      secret: FAKE_SECRET,
      response: captchaToken('forgot_password'),
    });
  });

  it.each([
    ['a missing', undefined],
    ['a low-score', 'low:forgot_password'],
    ['another form’s', captchaToken('consultation')],
    ['another site’s', captchaToken('forgot_password', 'evil.example')],
    ['a refused', 'unknown-token'],
  ])(
    '%s token answers 422 on token, in the caller language, and mails nothing',
    async (_, token) => {
      const { user } = await createMember(api);
      const response = await ask(user.email, token);
      expect(response.status).toBe(422);
      expect((await json<ErrorBody>(response)).errors).toEqual({ token: [en.Api.captchaFailed] });
      const arabic = await post(
        api,
        '/forget_password',
        { email: user.email, token: 'low:forgot_password' },
        { form: true, headers: { 'Accept-Language': 'ar' } },
      );
      expect((await json<ErrorBody>(arabic)).errors).toEqual({ token: [ar.Api.captchaFailed] });
      expect(await mailTo(api, user.email)).toEqual([]);
    },
  );

  it('mails the link when the verifier gives no answer (issue 25), under the tighter limit', async () => {
    const { user } = await createMember(api);
    const response = await ask(user.email, 'down');
    expect(response.status).toBe(200);
    expect(await mailTo(api, user.email)).toHaveLength(1);
  });
});

describe('POST /api/reset_password', () => {
  it('sets the new password, revokes every session and refuses the token a second time', async () => {
    const member = await createMember(api);
    const link = await requestReset(member.user.email);
    const response = await reset(link);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: en.Api.passwordReset });

    expect((await api.request('/api/user', { headers: member.bearer })).status).toBe(401);
    const login = (password: string) => post(api, '/login', { email: member.user.email, password });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    expect((await login('Olive-Grove-2026')).status).toBe(422);

    const again = await reset({
      ...link,
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    });
    expect(again.status).toBe(422);
    expect(await json(again)).toMatchObject({
      message: en.Api.resetTokenInvalid,
      errors: { email: [en.Api.resetTokenInvalid] },
    });
  });

  it('voids the other open links of the user', async () => {
    const { user } = await createMember(api);
    const older = await requestReset(user.email);
    const newer = await requestReset(user.email);
    expect((await reset(newer)).status).toBe(200);
    expect((await reset(older)).status).toBe(422);
  });

  it('refuses an expired token', async () => {
    const { user } = await createMember(api);
    const link = await requestReset(user.email);
    api.services.clock.advance(61 * MINUTE);
    expect((await reset(link)).status).toBe(422);
  });

  it("refuses a token with another user's address or a made-up token", async () => {
    const { user } = await createMember(api);
    const other = await createMember(api);
    const link = await requestReset(user.email);
    expect((await reset({ ...link, email: other.user.email })).status).toBe(422);
    expect((await reset({ ...link, email: uniqueEmail('none') })).status).toBe(422);
    expect((await reset({ email: user.email, token: 'made-up' })).status).toBe(422);
    expect((await reset(link)).status).toBe(200);
  });

  it('refuses a common password and keeps the token usable', async () => {
    const { user } = await createMember(api);
    const link = await requestReset(user.email);
    const common = await reset({
      ...link,
      password: 'password123',
      password_confirmation: 'password123',
    });
    expect(common.status).toBe(422);
    expect((await json<ErrorBody>(common)).errors).toEqual({ password: [en.Api.commonPassword] });
    expect((await reset(link)).status).toBe(200);
  });

  it('answers field errors', async () => {
    const short = await reset({
      email: 'nope',
      token: '',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(short.status).toBe(422);
    expect((await json<ErrorBody>(short)).errors).toEqual({
      email: [en.rules.email],
      token: [en.rules.required],
      password: [en.rules.min],
      password_confirmation: [en.rules.confirmation],
    });
  });

  it('clears a lock-out of the address', async () => {
    const { user } = await createMember(api);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await post(api, '/login', { email: user.email, password: `Wrong-${attempt}-password` });
    }
    const link = await requestReset(user.email);
    expect((await reset(link)).status).toBe(200);
    const login = await post(api, '/login', { email: user.email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
  });
});
