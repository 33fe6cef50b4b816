import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signVerification } from '@/lib/auth/signed-links';
import { users } from '@/lib/db/schema';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { createMember } from './helpers/accounts';
import { type ErrorBody, HOUR, linkIn, mailTo, post, registration } from './helpers/auth-requests';
import { json, testApiForFile } from './helpers/test-api';

const api = testApiForFile();

const verifiedAt = async (id: number) =>
  (await api.db.select().from(users).where(eq(users.id, id)))[0]!.email_verified_at;
const verify = (hash: string) => api.request(`/api/email/verify/${hash}`);
const hashOf = (link: string) => link.split('/auth/verify/')[1]!;
const sign = (user: { id: number; email: string }) =>
  signVerification(api.services.auth.secret, user, api.services.now());

describe('GET /api/email/verify/{hash}', () => {
  it('verifies the address from the mailed link, without a session', async () => {
    const body = registration();
    await post(api, '/register', body);
    const [user] = await api.db.select().from(users).where(eq(users.email, body.email));
    expect(user!.email_verified_at).toBeNull();

    const response = await verify(hashOf(linkIn((await mailTo(api, body.email))[0])));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: en.Api.verified });
    const stamp = await verifiedAt(user!.id);
    expect(stamp).not.toBeNull();

    // A second click keeps the first date.
    expect((await verify(hashOf(linkIn((await mailTo(api, body.email))[0])))).status).toBe(200);
    expect(await verifiedAt(user!.id)).toBe(stamp);
  });

  it('answers 403 to a tampered, malformed or unknown link', async () => {
    const { user } = await createMember(api);
    const hash = sign(user);
    const [id, expires, signature] = hash.split('.');
    const flipped = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
    for (const bad of [
      `${id}.${expires}.${flipped}`,
      `${id}.${Number(expires) + 3600}.${signature}`,
      `${user.id + 1000}.${expires}.${signature}`,
      'not-a-hash',
    ]) {
      const response = await verify(bad);
      expect(response.status).toBe(403);
      expect(await json(response)).toMatchObject({ message: en.Api.verifyLinkInvalid });
    }
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('answers 403 once the link is older than 24 hours', async () => {
    const { user } = await createMember(api);
    const hash = sign(user);
    api.services.clock.advance(25 * HOUR);
    expect((await verify(hash)).status).toBe(403);
  });

  it('answers 403 when the address changed since the link was sent', async () => {
    const { user } = await createMember(api);
    const hash = sign(user);
    await api.db
      .update(users)
      .set({ email: `changed-${user.email}` })
      .where(eq(users.id, user.id));
    expect((await verify(hash)).status).toBe(403);
  });
});

describe('GET /api/email/resend', () => {
  const resend = (headers: Record<string, string>) => api.request('/api/email/resend', { headers });

  it('mails a new link (202), then asks to wait 60 seconds', async () => {
    const member = await createMember(api);
    const response = await resend(member.bearer);
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ message: en.Api.verificationSent });
    const [mail] = await mailTo(api, member.user.email);
    expect(mail!.subject).toBe(en.Emails.verify.subject);
    expect((await verify(hashOf(linkIn(mail)))).status).toBe(200);

    const member2 = await createMember(api);
    expect((await resend(member2.cookie)).status).toBe(202);
    api.services.clock.advance(20_000);
    const again = await resend(member2.bearer);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('40');
    expect(await json<ErrorBody>(again)).toMatchObject({
      message: en.Api.resendWait.replace('{seconds}', '40'),
    });
    api.services.clock.advance(40_000);
    expect((await resend(member2.bearer)).status).toBe(202);
    expect(await mailTo(api, member2.user.email)).toHaveLength(2);
  });

  it('answers in Arabic with an Arabic mail for an Arabic member', async () => {
    const member = await createMember(api, { locale: 'ar' });
    await resend({ ...member.bearer, 'Accept-Language': 'ar' });
    const again = await resend({ ...member.bearer, 'Accept-Language': 'ar' });
    expect((await json<ErrorBody>(again)).message).toMatch(/^يرجى/);
    expect((await mailTo(api, member.user.email))[0]!.subject).toBe(ar.Emails.verify.subject);
  });

  it('answers 409 when the address is already verified', async () => {
    const member = await createMember(api, { email_verified_at: '2026-11-01T00:00:00Z' });
    const response = await resend(member.bearer);
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ message: en.Api.alreadyVerified });
    expect(await mailTo(api, member.user.email)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    expect((await resend({})).status).toBe(401);
  });

  it('answers 503 and lets the member retry at once when the mail fails', async () => {
    const member = await createMember(api);
    const mailer = api.services.mailer;
    api.services.mailer = { send: () => Promise.reject(new Error('smtp down')) };
    try {
      expect((await resend(member.bearer)).status).toBe(503);
    } finally {
      api.services.mailer = mailer;
    }
    expect((await resend(member.bearer)).status).toBe(202);
  });
});
