import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { NewsItem } from '@/features/news/schemas';
import type { SearchAnswer } from '@/features/search/schemas';
import { auditLog, news } from '@/lib/db/schema';

import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch, staffIfMatch } from './helpers/versions';
import { insertNews, NEW_NEWS } from './staff-news-fixtures';

const api = testApiForFile();

const put = async (id: number | string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(`/api/staff/news/${id}`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      ...(await staffIfMatch(api, 'PUT', `/api/staff/news/${id}`)),
      ...headers,
    },
    body: JSON.stringify(body),
  });

async function firstNewsId(): Promise<number> {
  const [item] = await api.db.select({ id: news.id }).from(news).limit(1);
  return item!.id;
}

describe('PUT /api/staff/news/{id}', () => {
  it('lets an editor change a title and re-validates the news pages', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await firstNewsId();
    api.services.revalidatedTags.length = 0;
    const response = await put(id, { DESCRIPTION_ENG: 'Exports to Iraq rise 12%' }, editor.bearer);
    expect(response.status).toBe(200);
    expect((await json<{ DESCRIPTION_ENG: string }>(response)).DESCRIPTION_ENG).toBe(
      'Exports to Iraq rise 12%',
    );
    const [row] = await api.db.select().from(news).where(eq(news.id, id));
    expect(row!.DESCRIPTION_ENG).toBe('Exports to Iraq rise 12%');
    expect(api.services.revalidatedTags).toEqual(['news', 'search']);
  });

  it('refuses a member with 403 and a visitor with 401, changing nothing', async () => {
    const member = await createMember(api);
    const id = await firstNewsId();
    expect((await put(id, { DESCRIPTION_ENG: 'Hijacked' }, member.bearer)).status).toBe(403);
    expect((await put(id, { DESCRIPTION_ENG: 'Hijacked' })).status).toBe(401);
    const [row] = await api.db.select().from(news).where(eq(news.id, id));
    expect(row!.DESCRIPTION_ENG).not.toBe('Hijacked');
  });

  it('answers 422 for an empty change or a bad value, and 404 for an unknown item', async () => {
    const admin = await createStaff(api, 'admin');
    const id = await firstNewsId();
    expect((await put(id, {}, admin.bearer)).status).toBe(422);
    expect((await put(id, { status: 7 }, admin.bearer)).status).toBe(422);
    expect((await put(id, { DESCRIPTION_ENG: '  ' }, admin.bearer)).status).toBe(422);
    expect((await put(999_999, { DESCRIPTION_ENG: 'Nothing' }, admin.bearer)).status).toBe(404);
  });

  it('needs the CSRF header when the session cookie authenticates it', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await firstNewsId();
    const { Cookie } = editor.cookie;
    expect((await put(id, { DESCRIPTION_ENG: 'From a form' }, { Cookie: Cookie! })).status).toBe(
      403,
    );
    expect((await put(id, { DESCRIPTION_ENG: 'From the console' }, editor.cookie)).status).toBe(
      200,
    );
  });
});

// Issue 29: the news console's routes. Editors add items in both languages (drafts unless
// published), publish and unpublish them, remove them; each change is audited with before and
// after, from the version the editor started from, and shows on the public pages, lists and search
// at once (the `news` tag re-validated, the item re-indexed).

type ErrorBody = { message: string; errors: Record<string, string[]> };
type Page = { data: NewsItem[]; total: number; page: number; page_count: number };

const JSON_TYPE = { 'Content-Type': 'application/json' };

const create = (body: unknown, headers: Record<string, string>) =>
  api.request('/api/staff/news', {
    method: 'POST',
    headers: { ...JSON_TYPE, ...headers },
    body: JSON.stringify(body),
  });

const change = (id: number, body: unknown, headers: Record<string, string>) =>
  api.request(`/api/staff/news/${id}`, {
    method: 'PUT',
    headers: { ...JSON_TYPE, ...headers },
    body: JSON.stringify(body),
  });

const remove = (id: number, headers: Record<string, string>) =>
  api.request(`/api/staff/news/${id}`, { method: 'DELETE', headers });

async function lastAudit(id: number) {
  const [entry] = await api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'news'), eq(auditLog.entity_id, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

async function publicList(language = 'en'): Promise<number[]> {
  const answer = await api.request('/api/news', { headers: { 'Accept-Language': language } });
  return (await json<{ id: number }[]>(answer)).map((item) => item.id);
}

async function searchIds(q: string): Promise<number[]> {
  const answer = await api.request(`/api/search?${new URLSearchParams({ q, page_size: '50' })}`);
  expect(answer.status).toBe(200);
  return (await json<SearchAnswer>(answer)).items
    .filter((item) => item.kind === 'news')
    .map((item) => Number(item.id));
}

describe('POST /api/staff/news', () => {
  it('adds a draft in both languages, audited, html cleaned, visitors see nothing yet', async () => {
    const editor = await createStaff(api, 'editor');
    api.services.revalidatedTags.length = 0;
    const response = await create(
      {
        ...NEW_NEWS,
        TARIFF_ENG: '<p>Dates.</p><script>alert(1)</script><img src="x" onerror="a()">',
        image: '/api/uploads/content/0123456789abcdef01234567.webp',
      },
      editor.bearer,
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const item = await json<NewsItem>(response);
    expect(item).toMatchObject({
      status: 0,
      version: 1,
      DESCRIPTION_ARA: NEW_NEWS.DESCRIPTION_ARA,
    });
    expect(item.TARIFF_ENG).not.toMatch(/script|onerror/);
    expect(api.services.revalidatedTags).toContain('news');
    const entry = await lastAudit(item.id);
    expect(entry).toMatchObject({ action: 'news.create', actor_id: editor.user.id });
    expect(entry!.after).toMatchObject({ DESCRIPTION_ENG: NEW_NEWS.DESCRIPTION_ENG, status: 0 });

    expect((await api.request(`/api/news/${item.id}`)).status).toBe(404);
    expect(await publicList()).not.toContain(item.id);
    expect(await searchIds('Jordanian dates reach Malaysia')).not.toContain(item.id);
  });

  it('publishes at once when status is 1: public item, list and search', async () => {
    const admin = await createStaff(api, 'admin');
    const response = await create(
      { ...NEW_NEWS, DESCRIPTION_ENG: 'SAMPLE Published olive oil news', status: 1 },
      admin.bearer,
    );
    expect(response.status).toBe(201);
    const { id } = await json<NewsItem>(response);
    expect((await api.request(`/api/news/${id}`)).status).toBe(200);
    expect(await publicList('ar')).toContain(id);
    expect(await searchIds('Published olive oil news')).toContain(id);
  });

  it('names each field’s problem (422): both languages required, the body not empty', async () => {
    const editor = await createStaff(api, 'editor');
    const cases: [Record<string, unknown>, string][] = [
      [{ DESCRIPTION_ENG: '  ' }, 'DESCRIPTION_ENG'],
      [{ DESCRIPTION_ARA: '' }, 'DESCRIPTION_ARA'],
      [{ DESCRIPTION_ENG: 'x'.repeat(301) }, 'DESCRIPTION_ENG'],
      [{ TARIFF_ENG: '<p> </p>' }, 'TARIFF_ENG'],
      [{ TARIFF_ARA: '<p><br></p>' }, 'TARIFF_ARA'],
      [{ news_date: '2026-02-30' }, 'news_date'],
      [{ status: 2 }, 'status'],
      [{ image: 'https://evil.example/a.png' }, 'image'],
      [{ image: '/images/../api/x' }, 'image'],
      [{ meta_description_ar: 'x'.repeat(301) }, 'meta_description_ar'],
    ];
    for (const [fields, field] of cases) {
      const response = await create({ ...NEW_NEWS, ...fields }, editor.bearer);
      expect(response.status, field).toBe(422);
      expect(Object.keys((await json<ErrorBody>(response)).errors), field).toContain(field);
    }
    const withoutArabic = Object.fromEntries(
      Object.entries(NEW_NEWS).filter(([key]) => key !== 'DESCRIPTION_ARA'),
    );
    const missing = await create(withoutArabic, editor.bearer);
    expect(missing.status).toBe(422);
    expect((await json<ErrorBody>(missing)).errors.DESCRIPTION_ARA).toBeDefined();
  });

  it('speaks Arabic to an Arabic page', async () => {
    const editor = await createStaff(api, 'editor');
    const response = await create(
      { ...NEW_NEWS, DESCRIPTION_ARA: '' },
      { ...editor.bearer, 'Accept-Language': 'ar' },
    );
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors.DESCRIPTION_ARA?.[0]).toMatch(
      /[\u0600-\u06ff]/,
    );
  });
});

describe('publishing and unpublishing a news item', () => {
  it('publishes a draft and unpublishes it again: public page, lists and search follow', async () => {
    const editor = await createStaff(api, 'editor');
    // Dated ahead of every seeded item, so it leads the home page's latest news.
    const id = await insertNews(api, {
      DESCRIPTION_ENG: 'SAMPLE Saffron exports to Qatar',
      news_date: '2031-01-01',
    });
    api.services.revalidatedTags.length = 0;
    const published = await change(id, { status: 1, version: 1 }, editor.bearer);
    expect(published.status).toBe(200);
    expect(api.services.revalidatedTags).toEqual(['news', 'search']);
    expect(await lastAudit(id)).toMatchObject({
      action: 'news.publish',
      before: { status: 0 },
      after: { status: 1 },
    });
    expect((await api.request(`/api/news/${id}`)).status).toBe(200);
    expect(await publicList()).toContain(id);
    expect(await searchIds('Saffron exports to Qatar')).toContain(id);
    const homeNews = await json<{ id: number }[]>(await api.request('/api/home-news'));
    expect(homeNews.map((item) => item.id)).toContain(id);

    const unpublished = await change(id, { status: 0, version: 2 }, editor.bearer);
    expect(unpublished.status).toBe(200);
    expect(await lastAudit(id)).toMatchObject({
      action: 'news.unpublish',
      before: { status: 1 },
      after: { status: 0 },
    });
    expect((await api.request(`/api/news/${id}`)).status).toBe(404);
    expect(await publicList()).not.toContain(id);
    expect(await searchIds('Saffron exports to Qatar')).not.toContain(id);
  });

  it('refuses a stale version (409) and a change without one (428), changing nothing', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await insertNews(api);
    expect((await change(id, { DESCRIPTION_ENG: 'First', version: 1 }, editor.bearer)).status).toBe(
      200,
    );
    const stale = await change(id, { DESCRIPTION_ENG: 'Second', version: 1 }, editor.bearer);
    expect(stale.status).toBe(409);
    expect((await json<ErrorBody>(stale)).errors.version).toBeDefined();
    expect((await change(id, { DESCRIPTION_ENG: 'Third' }, editor.bearer)).status).toBe(428);
    const [row] = await api.db.select().from(news).where(eq(news.id, id));
    expect(row).toMatchObject({ DESCRIPTION_ENG: 'First', version: 2 });
  });

  it('audits an edit with the fields before and after', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await insertNews(api);
    const response = await change(
      id,
      { DESCRIPTION_ARA: 'عنوان جديد', TARIFF_ARA: '<p>نص <em>جديد</em></p>', version: 1 },
      editor.bearer,
    );
    expect(response.status).toBe(200);
    expect(await lastAudit(id)).toMatchObject({
      action: 'news.update',
      before: { DESCRIPTION_ARA: NEW_NEWS.DESCRIPTION_ARA, TARIFF_ARA: NEW_NEWS.TARIFF_ARA },
      after: { DESCRIPTION_ARA: 'عنوان جديد', TARIFF_ARA: '<p>نص <em>جديد</em></p>' },
    });
  });

  it('refuses to empty a body (422)', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await insertNews(api);
    const response = await change(id, { TARIFF_ENG: '<p></p>', version: 1 }, editor.bearer);
    expect(response.status).toBe(422);
  });
});

describe('GET /api/staff/news', () => {
  it('lists drafts too, newest date first, searched and filtered by status', async () => {
    const editor = await createStaff(api, 'editor');
    const older = await insertNews(api, {
      DESCRIPTION_ENG: 'SAMPLE Listed pistachio',
      news_date: '2020-01-01',
    });
    const newer = await insertNews(api, {
      DESCRIPTION_ENG: 'SAMPLE Listed pistachio news',
      news_date: '2030-01-01',
      status: 1,
    });
    const all = await json<Page>(
      await api.request('/api/staff/news?q=listed%20pistachio', { headers: editor.bearer }),
    );
    expect(all.data.map((item) => item.id)).toEqual([newer, older]);
    expect(all.data[0]!.version).toBe(1);
    const drafts = await json<Page>(
      await api.request('/api/staff/news?q=listed%20pistachio&status=draft', {
        headers: editor.bearer,
      }),
    );
    expect(drafts.data.map((item) => item.id)).toEqual([older]);
    const firstPage = await json<Page>(
      await api.request('/api/staff/news?page_size=10', { headers: editor.bearer }),
    );
    expect(firstPage.data).toHaveLength(10);
    expect(firstPage.data[0]!.news_date >= firstPage.data[9]!.news_date).toBe(true);
    expect(
      (await api.request('/api/staff/news?status=hidden', { headers: editor.bearer })).status,
    ).toBe(422);
  });
});

describe('DELETE /api/staff/news/{id}', () => {
  it('removes an item at its version, audited with what it was; 409 stale, 428 without', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await insertNews(api, { status: 1, DESCRIPTION_ENG: 'SAMPLE Removed lentils' });
    expect((await remove(id, { ...editor.bearer, ...ifMatch(2) })).status).toBe(409);
    expect((await remove(id, editor.bearer)).status).toBe(428);
    const response = await remove(id, { ...editor.bearer, ...ifMatch(1) });
    expect(response.status).toBe(200);
    expect(await lastAudit(id)).toMatchObject({
      action: 'news.delete',
      before: { DESCRIPTION_ENG: 'SAMPLE Removed lentils' },
    });
    expect((await api.request(`/api/news/${id}`)).status).toBe(404);
    expect(await searchIds('Removed lentils')).not.toContain(id);
    expect((await remove(id, { ...editor.bearer, ...ifMatch(1) })).status).toBe(404);
  });
});

describe('who may use the news routes', () => {
  it('lets an editor and an administrator in; refuses an officer and a member (403), a visitor (401)', async () => {
    const id = await insertNews(api);
    const calls: [string, (headers: Record<string, string>) => Promise<Response>][] = [
      ['list', (headers) => api.request('/api/staff/news', { headers })],
      ['create', (headers) => create(NEW_NEWS, headers)],
      ['update', (headers) => change(id, { status: 1, version: 1 }, headers)],
      ['delete', (headers) => remove(id, { ...headers, ...ifMatch(1) })],
    ];
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api);
    for (const [name, call] of calls) {
      expect((await call(officer.bearer)).status, `${name} officer`).toBe(403);
      expect((await call(member.bearer)).status, `${name} member`).toBe(403);
      expect((await call({})).status, `${name} visitor`).toBe(401);
    }
    const [row] = await api.db.select().from(news).where(eq(news.id, id));
    expect(row!.version).toBe(1);
    const editor = await createStaff(api, 'editor');
    const admin = await createStaff(api, 'admin');
    expect((await calls[0]![1](editor.bearer)).status).toBe(200);
    expect((await calls[1]![1](admin.bearer)).status).toBe(201);
    expect((await calls[2]![1](editor.bearer)).status).toBe(200);
    expect((await remove(id, { ...admin.bearer, ...ifMatch(2) })).status).toBe(200);
  });
});
