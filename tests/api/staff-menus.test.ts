import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { sitemapPages } from '@/app/sitemap-pages';
import { matchContentPage } from '@/features/content/server/match-content-page';
import { findChildByAppId, findChildInMenuRoute } from '@/features/content/server/queries';
import { auditLog, menuChildren, menuPages, searchDocuments } from '@/lib/db/schema';

import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import { freshSlug, insertEntry, insertPage, newEntry, newPage } from './menus-fixtures';

// Issue 29 "menu pages and navigation": the console's writes of menu entries (menu_pages) and
// pages (menu_children), their validation and warnings, and what the public reads make of them.

const api = testApiForFile();
let editor: TestMember;
beforeEach(async () => {
  editor ??= await createStaff(api, 'editor');
  api.services.revalidatedTags.length = 0;
});

type Warning = { code: string; message: string };
type Saved = { id: number; version: number; sort: number; status: number; warnings: Warning[] };
type Refusal = { message: string; errors: Record<string, string[]> };

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  api.request(`/api/staff${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
      ...editor.bearer,
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const auditOf = (action: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));
const tags = () => [...api.services.revalidatedTags].sort();
const publicPage = (route: 'pages' | 'menu-1' | 'menu-3', segment: string, locale: 'en' | 'ar') =>
  matchContentPage(route, segment, locale, (which, id) =>
    which === 'pages' ? findChildByAppId(api.db, id) : findChildInMenuRoute(api.db, id, which),
  );
async function publicChildIds(): Promise<number[]> {
  const rows = await json<{ id: number }[]>(await api.request('/api/menu-1-children-all'));
  return rows.map((row) => row.id);
}
async function searched(id: number): Promise<boolean> {
  const rows = await api.db
    .select()
    .from(searchDocuments)
    .where(and(eq(searchDocuments.source, 'pages'), eq(searchDocuments.record_id, id)));
  return rows.length > 0;
}

describe('GET /api/staff/menus', () => {
  it('lists each menu with its entries and pages, hidden ones included, for an editor only', async () => {
    await insertPage(api, await insertEntry(api, { status: 0 }));
    const response = await call('GET', '/menus');
    expect(response.status).toBe(200);
    const { data } = await json<{
      data: { menu_id: number; entries: (Saved & { pages: Saved[] })[] }[];
    }>(response);
    expect(data.map((menu) => menu.menu_id)).toEqual([1, 2, 3]);
    expect(data[0]!.entries[0]).toMatchObject({ title_eng: 'Exporters', version: 1 });
    expect(data[2]!.entries.some((entry) => entry.status === 0 && entry.pages.length === 1)).toBe(
      true,
    );
    const member = await createMember(api);
    expect((await call('GET', '/menus', undefined, member.bearer)).status).toBe(403);
  });
});

describe('menu entries', () => {
  it('adds an entry last in its menu, audited, with a warning when it leads nowhere', async () => {
    const response = await call('POST', '/menu-entries', newEntry());
    expect(response.status).toBe(201);
    const entry = await json<Saved>(response);
    expect(entry.version).toBe(1);
    expect(entry.warnings.map((warning) => warning.code)).toEqual(['leadsNowhere']);
    expect(entry.warnings[0]!.message).toMatch(/leads nowhere/);
    const [audit] = await auditOf('menu-entry.create', entry.id);
    expect(audit).toMatchObject({ entity_type: 'menu_pages', actor_id: editor.user.id });
    expect(tags()).toEqual(['navigation', 'search']);
  });

  it('refuses each invalid field with 422 by field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title_ara: '' }, 'title_ara'],
      [{ title_eng: '   ' }, 'title_eng'],
      [{ menu_id: 7 }, 'menu_id'],
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ a_id: 0 }, 'a_id'],
      [{ status: 3 }, 'status'],
      [{ url: '' }, 'url'],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', '/menu-entries', { ...newEntry(), ...change });
      expect(response.status, field).toBe(422);
      expect(Object.keys((await json<Refusal>(response)).errors), field).toContain(field);
    }
  });

  it('refuses a slug that is not URL-safe or is taken, with a suggestion', async () => {
    const bad = await call('POST', '/menu-entries', { ...newEntry(), url: 'Our Services!' });
    expect(bad.status).toBe(422);
    expect((await json<Refusal>(bad)).errors.url![0]).toMatch(/“our-services”/);
    const taken = await call('POST', '/menu-entries', { ...newEntry(), url: 'exporters' });
    expect(taken.status).toBe(422);
    expect((await json<Refusal>(taken)).errors.url![0]).toMatch(/“Exporters”.*“exporters-2”/);
    const arabic = await call('POST', '/menu-entries', { ...newEntry(), url_ara: 'المصدرون' });
    expect(arabic.status).toBe(422);
    expect(Object.keys((await json<Refusal>(arabic)).errors)).toEqual(['url_ara']);
  });

  it('changes an entry from its version: 409 when stale, 428 without a version', async () => {
    const id = await insertEntry(api);
    const body = { ...newEntry(), title_eng: 'SAMPLE Renamed entry' };
    expect((await call('PUT', `/menu-entries/${id}`, body)).status).toBe(428);
    const saved = await call('PUT', `/menu-entries/${id}`, { ...body, version: 1 });
    expect(saved.status).toBe(200);
    expect(await json<Saved>(saved)).toMatchObject({ version: 2 });
    const stale = await call('PUT', `/menu-entries/${id}`, {
      ...body,
      title_eng: 'Lost',
      version: 1,
    });
    expect(stale.status).toBe(409);
    const [row] = await api.db.select().from(menuPages).where(eq(menuPages.id, id));
    expect(row!.title_eng).toBe('SAMPLE Renamed entry');
    const [audit] = await auditOf('menu-entry.update', id);
    expect(audit!.before).toMatchObject({ title_eng: 'SAMPLE Walk entry' });
    expect(audit!.after).toMatchObject({ title_eng: 'SAMPLE Renamed entry' });
  });

  it('keeps a stored slug the rules would refuse today when it is not changed', async () => {
    const [legacy] = await api.db.select().from(menuChildren).where(eq(menuChildren.id, 15));
    expect(legacy!.url).toBe('Initial-export-readiness-assessment');
    const fields: Record<string, unknown> = { ...legacy! };
    for (const key of ['id', 'menu_id', 'sort', 'version']) delete fields[key];
    const version = legacy!.version;
    const response = await call('PUT', '/menu-pages/15', {
      ...fields,
      subtitle_eng: 'Check',
      version,
    });
    expect(response.status).toBe(200);
  });

  it('deletes an entry without pages, refuses one with pages', async () => {
    const full = await insertEntry(api);
    await insertPage(api, full);
    const refused = await call('DELETE', `/menu-entries/${full}`, undefined, ifMatch(1));
    expect(refused.status).toBe(422);
    expect((await json<Refusal>(refused)).message).toMatch(/1 page/);
    const empty = await insertEntry(api);
    expect((await call('DELETE', `/menu-entries/${empty}`)).status).toBe(428);
    expect((await call('DELETE', `/menu-entries/${empty}`, undefined, ifMatch(1))).status).toBe(
      200,
    );
    expect(await auditOf('menu-entry.delete', empty)).toHaveLength(1);
  });
});

describe('menu pages', () => {
  it('adds a page with an Arabic slug, reachable at /ar/pages/{a_id}-{slug} and /pages/…', async () => {
    const entry = await insertEntry(api, { link: '/news' });
    const body = { ...newPage(entry), a_id: 9101, url: 'about-walks', url_ara: 'عن-الجولات' };
    const response = await call('POST', '/menu-pages', body);
    expect(response.status).toBe(201);
    const page = await json<Saved>(response);
    expect(page.warnings).toEqual([]);
    expect(tags()).toEqual(
      ['content-page:app:9101', `content-page:id:${page.id}`, 'navigation', 'search'].sort(),
    );
    const arabic = await publicPage('pages', encodeURIComponent('9101-عن-الجولات'), 'ar');
    expect(arabic).toMatchObject({ isCanonical: true, canonicalPath: '/pages/9101-عن-الجولات' });
    expect(arabic!.page.content_ara).toBe('<p>محتوى للتجربة.</p>');
    expect(await publicPage('pages', '9101-عن-الجولات', 'ar')).toMatchObject({ isCanonical: true });
    const english = await publicPage('pages', '9101-about-walks', 'en');
    expect(english).toMatchObject({ isCanonical: true });
    expect(english!.page.content_eng).toBe('<p>Sample content.</p>');
    expect(await searched(page.id)).toBe(true);
    expect(await publicChildIds()).toContain(page.id);
  });

  it('requires a field in both languages once it is given in one', async () => {
    const entry = await insertEntry(api);
    const response = await call('POST', '/menu-pages', {
      ...newPage(entry),
      content_ara: '<p> </p>',
    });
    expect(response.status).toBe(422);
    expect((await json<Refusal>(response)).errors.content_ara![0]).toMatch(/other language/);
    const unknown = await call('POST', '/menu-pages', newPage(999_999));
    expect(Object.keys((await json<Refusal>(unknown)).errors)).toEqual(['page_id']);
  });

  it('refuses a slug another page has, unless it is a copy of the same application page', async () => {
    const entry = await insertEntry(api);
    const clash = await call('POST', '/menu-pages', { ...newPage(entry), url: 'contact-us' });
    expect(clash.status).toBe(422);
    expect((await json<Refusal>(clash)).errors.url![0]).toMatch(/“Contact Us”.*“contact-us-2”/);
    const copy = { ...newPage(entry), a_id: 190, url: 'contact-us', url_ara: 'اتصل-بنا' };
    expect((await call('POST', '/menu-pages', copy)).status).toBe(201);
  });

  it('cleans the html on save', async () => {
    const entry = await insertEntry(api);
    const html =
      '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">go</a></p>';
    const response = await call('POST', '/menu-pages', { ...newPage(entry), content_eng: html });
    const [row] = await api.db
      .select()
      .from(menuChildren)
      .where(eq(menuChildren.id, (await json<Saved>(response)).id));
    expect(row!.content_eng).not.toMatch(/script|onclick|javascript:/);
  });

  it('re-validates only the page for a content change, the menus too for a title', async () => {
    const entry = await insertEntry(api);
    const id = await insertPage(api, entry);
    const body = { ...newPage(entry), url: `walk-${id}`, url_ara: `جولة-${id}` };
    await api.db
      .update(menuChildren)
      .set({ url: body.url, url_ara: body.url_ara })
      .where(eq(menuChildren.id, id));
    await call('PUT', `/menu-pages/${id}`, { ...body, content_eng: '<p>New.</p>', version: 1 });
    expect(tags()).toEqual([`content-page:id:${id}`, 'search']);
    api.services.revalidatedTags.length = 0;
    await call('PUT', `/menu-pages/${id}`, { ...body, title_eng: 'Renamed', version: 2 });
    expect(tags()).toEqual([`content-page:id:${id}`, 'navigation', 'search']);
  });

  it('warns about an empty page, a hidden entry and a link to a hidden page', async () => {
    const entry = await insertEntry(api, { status: 0 });
    const empty = {
      ...newPage(entry),
      subtitle_eng: '',
      subtitle_ara: '',
      content_eng: '',
      content_ara: '',
    };
    const saved = await json<Saved>(await call('POST', '/menu-pages', empty));
    expect(saved.warnings.map((warning) => warning.code)).toEqual([
      'emptyPage',
      'entryHidden',
      'leadsNowhere',
    ]);
    const hidden = await insertPage(api, await insertEntry(api), { status: 0 });
    const linking = { ...newEntry(), link: `/menu-3/${hidden}-anything` };
    const entrySaved = await json<Saved>(await call('POST', '/menu-entries', linking));
    expect(entrySaved.warnings.map((warning) => warning.code)).toEqual(['hiddenTarget']);
  });

  it('hides a page: gone from its address, the menus, the sitemap and search; shows it again', async () => {
    const entry = await insertEntry(api);
    const created = await call('POST', '/menu-pages', {
      ...newPage(entry),
      url: 'hide-me',
      url_ara: 'أخفني',
    });
    const { id } = await json<Saved>(created);
    expect(await searched(id)).toBe(true);
    api.services.revalidatedTags.length = 0;
    const hidden = await call('PUT', `/menu-pages/${id}/status`, { status: 0, version: 1 });
    expect(hidden.status).toBe(200);
    expect(tags()).toEqual([`content-page:id:${id}`, 'navigation', 'search']);
    expect(await publicPage('menu-3', `${id}-hide-me`, 'en')).toBeNull();
    expect((await api.request(`/api/menu-1-children/${id}`)).status).toBe(404);
    const tree = await json<{ id: number; childs: { id: number }[] }[]>(
      await api.request('/api/menu-1-tree/3'),
    );
    expect(tree.flatMap((item) => item.childs.map((child) => child.id))).not.toContain(id);
    const children = await json<{ id: number }[]>(await api.request('/api/menu-1-children-all'));
    const sitemap = sitemapPages({ news: [], sponsors: [], menuChildren: children as never });
    expect(sitemap.some((page) => JSON.stringify(page.path).includes('hide-me'))).toBe(false);
    expect(await searched(id)).toBe(false);
    const [audit] = await auditOf('menu-page.hide', id);
    expect(audit).toMatchObject({ before: { status: 1 }, after: { status: 0 } });
    expect((await call('PUT', `/menu-pages/${id}/status`, { status: 1, version: 1 })).status).toBe(
      409,
    );
    expect((await call('PUT', `/menu-pages/${id}/status`, { status: 1 })).status).toBe(428);
    expect((await call('PUT', `/menu-pages/${id}/status`, { status: 1, version: 2 })).status).toBe(
      200,
    );
    expect(await publicPage('menu-3', `${id}-hide-me`, 'en')).toMatchObject({ isCanonical: true });
  });

  it('hides an entry with its pages', async () => {
    const entry = await insertEntry(api);
    const page = await insertPage(api, entry);
    const response = await call('PUT', `/menu-entries/${entry}/status`, { status: 0, version: 1 });
    expect(response.status).toBe(200);
    expect(tags()).toContain(`content-page:id:${page}`);
    expect(await publicChildIds()).not.toContain(page);
    expect((await api.request(`/api/menu-1-children/${page}`)).status).toBe(404);
    expect(await searched(page)).toBe(false);
  });

  it('moves a page up or down among its entry’s pages, audited', async () => {
    const entry = await insertEntry(api);
    const first = await insertPage(api, entry);
    const second = await insertPage(api, entry);
    const moved = await call('POST', `/menu-pages/${second}/move`, { direction: 'up', version: 1 });
    expect(moved.status).toBe(200);
    const { data } = await json<{ data: { id: number; sort: number }[] }>(moved);
    expect(data.map((row) => row.id)).toEqual([second, first]);
    expect(await auditOf('menu-page.move', first)).toHaveLength(1);
    expect(tags()).toContain('navigation');
    const top = await call('POST', `/menu-pages/${second}/move`, { direction: 'up', version: 2 });
    expect(await json<{ data: { id: number }[] }>(top)).toMatchObject({
      data: [{ id: second }, { id: first }],
    });
    expect(
      (await call('POST', `/menu-pages/${second}/move`, { direction: 'down', version: 1 })).status,
    ).toBe(409);
    expect(
      (await call('POST', `/menu-pages/${second}/move`, { direction: 'sideways', version: 2 }))
        .status,
    ).toBe(422);
  });

  it('moves an entry within its menu', async () => {
    const before = await insertEntry(api);
    const id = await insertEntry(api);
    const moved = await call('POST', `/menu-entries/${id}/move`, { direction: 'up', version: 1 });
    const { data } = await json<{ data: { id: number }[] }>(moved);
    expect(data.findIndex((row) => row.id === id)).toBeLessThan(
      data.findIndex((row) => row.id === before),
    );
    expect(await auditOf('menu-entry.move', id)).toHaveLength(1);
  });

  it('deletes a page from its version, audited, and it leaves search', async () => {
    const id = await insertPage(api);
    expect((await call('DELETE', `/menu-pages/${id}`, undefined, ifMatch(2))).status).toBe(409);
    expect((await call('DELETE', `/menu-pages/${id}`, undefined, ifMatch(1))).status).toBe(200);
    expect(await auditOf('menu-page.delete', id)).toHaveLength(1);
    expect(tags()).toContain(`content-page:id:${id}`);
  });

  it('reads one page for the form, hidden or not', async () => {
    const id = await insertPage(api, undefined, { status: 0 });
    const response = await call('GET', `/menu-pages/${id}`);
    expect(response.status).toBe(200);
    expect(await json<Saved>(response)).toMatchObject({ id, status: 0, version: 1 });
    expect((await call('GET', '/menu-pages/999999')).status).toBe(404);
  });
});

it('gives a fresh slug per call (fixtures)', () => {
  expect(freshSlug('a')).not.toBe(freshSlug('a'));
});
