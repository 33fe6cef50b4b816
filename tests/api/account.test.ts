import { beforeAll, describe, expect, it } from 'vitest';

import { enquiries } from '@/lib/db/schema';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import { form, userRow, type ErrorBody } from './account-fixtures';
import { createMember, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

const api = testApiForFile();
let lina: TestMember;
let omar: TestMember;
beforeAll(async () => {
  lina = await createMember(api);
  omar = await createMember(api, { name: 'Omar', last_name: 'Saleh' });
});

type Call = { method: 'GET' | 'POST'; path: (userId: number | string) => string };
const CALLS: Record<string, Call> = {
  'edit-profile': { method: 'POST', path: (id) => `/api/edit-profile/${id}` },
  'subscribe-to-news': { method: 'POST', path: (id) => `/api/subscribe-to-news/${id}` },
  'unsubscribe-from-news': { method: 'POST', path: (id) => `/api/unsubscribe-from-news/${id}` },
  'user-all-enquiries': { method: 'GET', path: (id) => `/api/user-all-enquiries/${id}` },
};
const calls = Object.entries(CALLS);

const send = (call: Call, userId: number | string, headers: Record<string, string> = {}) =>
  api.request(call.path(userId), {
    method: call.method,
    headers,
    ...(call.method === 'POST' ? { body: form({ name: 'Forged', last_name: 'Name' }) } : {}),
  });

describe('permissions of the member routes', () => {
  it.each(calls)('%s: another member’s userId answers 403 and changes nothing', async (_, call) => {
    const response = await send(call, omar.user.id, lina.bearer);
    expect(response.status).toBe(403);
    expect((await json<ErrorBody>(response)).message).toBe(en.Api.forbidden);
    expect(await userRow(api, omar.user.id)).toMatchObject({ name: 'Omar', subscribe: 0 });
  });

  it.each(calls)('%s: a visitor gets 401', async (_, call) => {
    const response = await send(call, lina.user.id);
    expect(response.status).toBe(401);
    expect((await json<ErrorBody>(response)).message).toBe(en.Api.unauthenticated);
  });

  it.each(calls)('%s: an unknown token gets 401', async (_, call) => {
    const response = await send(call, lina.user.id, { Authorization: 'Bearer not-a-session' });
    expect(response.status).toBe(401);
  });

  it.each(calls)('%s: a userId that is not a number answers 422', async (_, call) => {
    const response = await send(call, 'abc', lina.bearer);
    expect(response.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(response)).errors)).toEqual(['userId']);
  });

  it.each(calls.filter(([, call]) => call.method === 'POST'))(
    '%s: a cookie request without the portal header gets 403',
    async (_, call) => {
      const response = await send(call, lina.user.id, { Cookie: lina.cookie.Cookie! });
      expect(response.status).toBe(403);
      expect((await json<ErrorBody>(response)).message).toBe(en.Api.csrf);
    },
  );
});

describe('newsletter', () => {
  const newsletter = (action: 'subscribe-to-news' | 'unsubscribe-from-news', member: TestMember) =>
    api.request(`/api/${action}/${member.user.id}`, { method: 'POST', headers: member.cookie });
  const subscribeOf = async (member: TestMember) =>
    (await json<{ subscribe: number }>(await api.request('/api/user', { headers: member.bearer })))
      .subscribe;

  it('subscribes and unsubscribes the member, answering "Success"', async () => {
    const member = await createMember(api);
    const on = await newsletter('subscribe-to-news', member);
    expect(on.status).toBe(200);
    expect(await on.text()).toBe('Success');
    expect((await userRow(api, member.user.id)).subscribe).toBe(1);
    expect(await subscribeOf(member)).toBe(1);
    // Twice is harmless.
    expect((await newsletter('subscribe-to-news', member)).status).toBe(200);

    const off = await newsletter('unsubscribe-from-news', member);
    expect(off.status).toBe(200);
    expect(await off.text()).toBe('Success');
    expect((await userRow(api, member.user.id)).subscribe).toBe(0);
    expect(await subscribeOf(member)).toBe(0);
  });
});

describe('GET /api/user-all-enquiries/{userId}', () => {
  type Enquiry = Record<string, unknown> & { id: number };
  const insert = (user: TestMember, enq_type: number, status: number, created: string) =>
    api.db
      .insert(enquiries)
      .values({
        user_id: user.user.id,
        enq_type,
        status,
        email: user.user.email,
        date: created.slice(0, 19).replace('T', ' '),
        data: { description: 'test' },
        created_at: created,
        updated_at: '2026-11-21T09:05:07.654321Z',
      })
      .returning({ id: enquiries.id });

  it('answers only the caller’s enquiries, newest first, with names and times', async () => {
    const member = await createMember(api);
    const [older] = await insert(member, 2, 20, '2026-10-01T08:00:00Z');
    const [newer] = await insert(member, 6, 70, '2026-11-01T08:00:00Z');
    await insert(omar, 1, 10, '2026-11-05T08:00:00Z');

    const response = await api.request(`/api/user-all-enquiries/${member.user.id}`, {
      headers: member.cookie,
    });
    expect(response.status).toBe(200);
    const list = await json<Enquiry[]>(response);
    expect(list.map((row) => row.id)).toEqual([newer!.id, older!.id]);
    expect(list[0]).toEqual({
      id: newer!.id,
      enq_type: 6,
      type_name: en.Enquiries.types['6'],
      type_name_ara: ar.Enquiries.types['6'],
      type: { title: en.Enquiries.types['6'] },
      date: '2026-11-01 08:00:00',
      updated_at: '2026-11-21 12:05:07',
      status: { iid: 70 },
      status_name: en.Enquiries.status['70'],
      status_name_ara: ar.Enquiries.status['70'],
      enq_status: 70,
    });
    expect(list[1]).toMatchObject({ type_name: 'Business Matchmaking', status_name: 'Confirmed' });
  });

  it('gives the type title in the request language', async () => {
    const member = await createMember(api);
    await insert(member, 3, 40, '2026-10-01T08:00:00Z');
    const response = await api.request(`/api/user-all-enquiries/${member.user.id}`, {
      headers: { ...member.bearer, 'Accept-Language': 'ar' },
    });
    const [row] = await json<Enquiry[]>(response);
    expect(row).toMatchObject({
      type: { title: ar.Enquiries.types['3'] },
      type_name: en.Enquiries.types['3'],
      status_name_ara: ar.Enquiries.status['40'],
    });
  });

  it('answers an empty list to a member without enquiries', async () => {
    const member = await createMember(api);
    const response = await api.request(`/api/user-all-enquiries/${member.user.id}`, {
      headers: member.bearer,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('GET /api/uploads/{key}', () => {
  it('serves a stored file with its type', async () => {
    api.services.files.set('documents/guide-1.pdf', {
      body: Buffer.from('%PDF-1.7'),
      contentType: 'application/pdf',
    });
    const response = await api.request('/api/uploads/documents/guide-1.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await response.text()).toBe('%PDF-1.7');
  });

  it('serves a PDF as an attachment, never sniffed', async () => {
    api.services.files.set('documents/guide-2.pdf', {
      body: Buffer.from('%PDF-1.7'),
      contentType: 'application/pdf',
    });
    const response = await api.request('/api/uploads/documents/guide-2.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="guide-2.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('shows an avatar inline, and downloads any type it does not show', async () => {
    api.services.files.set('avatars/9-beef.webp', {
      body: Buffer.from('RIFF'),
      contentType: 'image/webp',
    });
    api.services.files.set('documents/page.html', {
      body: Buffer.from('<script>alert(1)</script>'),
      contentType: 'text/html',
    });
    const avatar = await api.request('/api/uploads/avatars/9-beef.webp');
    expect(avatar.headers.get('content-disposition')).toBe('inline');
    expect(avatar.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await api.request('/api/uploads/documents/page.html');
    expect(page.headers.get('content-disposition')).toBe('attachment; filename="page.html"');
  });

  it.each([
    '/api/uploads/avatars/1-0000000000000000.webp',
    '/api/uploads/avatars',
    '/api/uploads/avatars/%2e%2e/%2e%2e/etc/passwd',
    '/api/uploads/%2e%2e%2fdocuments/guide-1.pdf',
    '/api/uploads/avatars/..%2F..%2Fpackage.json',
    '/api/uploads/Avatars/x.webp',
  ])('answers 404 for %s', async (path) => {
    const response = await api.request(path);
    expect(response.status).toBe(404);
    expect((await json<ErrorBody>(response)).message).toBe(en.Api.notFound);
  });
});

describe('API documentation', () => {
  it('documents the account routes', async () => {
    const doc = await json<{ paths: Record<string, object> }>(
      await api.request('/api/openapi.json'),
    );
    for (const path of [
      '/api/edit-profile/{userId}',
      '/api/subscribe-to-news/{userId}',
      '/api/unsubscribe-from-news/{userId}',
      '/api/user-all-enquiries/{userId}',
      '/api/uploads/{key}',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});
