import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { homeFaqs, publishedFaqs } from '@/features/faq/faq-lists';
import { NO_TAB } from '@/features/faq/staff-schemas';
import { auditLog, faqs } from '@/lib/db/schema';

import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import { documentForm, insertFaq, NEW_FAQ, sendJson } from './staff-faq-guide-fixtures';

// Issue 29 "FAQs": editors add, change, order, publish and unpublish FAQs and put them on the
// home page; every change is audited with before and after and re-validates the `faq` tag (the
// FAQ pages and the home page's list read through it).

const api = testApiForFile();

type Faq = typeof NEW_FAQ & { id: number; sort: number; version: number; file_eng: string };

const write = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  sendJson(api, method, `/api/staff${path}`, { 'Accept-Language': 'en', ...headers }, body);
const auditOf = (action: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));
const stored = async (id: number) => (await api.db.select().from(faqs).where(eq(faqs.id, id)))[0];
/** The FAQs as the home page and the exporters' "all" list show them (same rules as the pages). */
const publicLists = async () => {
  const all = await json<Faq[]>(await api.request('/api/new_faq'));
  const exporters = await json<Faq[]>(await api.request('/api/new_faq/1'));
  return { home: homeFaqs(all).items, exporters: publishedFaqs(exporters) };
};
const editor = () => createStaff(api, 'editor');

describe('the console’s FAQs (/api/staff/faqs)', () => {
  it('adds a FAQ last of its tab, changes it from its version, each audited before and after', async () => {
    const { bearer } = await editor();
    api.services.revalidatedTags.length = 0;
    const created = await write('POST', '/faqs', bearer, NEW_FAQ);
    expect(created.status).toBe(201);
    const faq = await json<Faq>(created);
    expect(faq.version).toBe(1);
    const [last] = await api.db
      .select({ sort: faqs.sort })
      .from(faqs)
      .where(and(eq(faqs.category, 1), eq(faqs.tab, 2)))
      .orderBy(faqs.sort);
    expect(faq.sort).toBeGreaterThan(last!.sort);
    expect(api.services.revalidatedTags).toEqual(['faq']);
    expect((await auditOf('faq.create', faq.id))[0]!.after).toMatchObject({ tab: 2 });

    const changed = { ...NEW_FAQ, question_eng: 'Changed question?', add_to_home: 1 };
    const put = await write('PUT', `/faqs/${faq.id}`, bearer, { ...changed, version: 1 });
    expect(put.status).toBe(200);
    expect((await json<Faq>(put)).version).toBe(2);
    const [entry] = await auditOf('faq.update', faq.id);
    expect(entry!.before).toMatchObject({ question_eng: NEW_FAQ.question_eng, add_to_home: 0 });
    expect(entry!.after).toMatchObject({ question_eng: 'Changed question?', add_to_home: 1 });
    const all = await json<Faq[]>(await api.request('/api/new_faq'));
    expect(all.find((row) => row.id === faq.id)).toMatchObject({
      question_eng: 'Changed question?',
      add_to_home: 1,
    });

    const list = await json<{ data: Faq[] }>(await write('GET', '/faqs', bearer));
    expect(list.data.find((row) => row.id === faq.id)!.version).toBe(2);
  });

  it('keeps a general question (no tab) where it is when its text is edited', async () => {
    const { bearer } = await editor();
    const [general] = await api.db
      .select()
      .from(faqs)
      .where(and(eq(faqs.category, 1), isNull(faqs.tab)))
      .orderBy(faqs.sort);
    const { id, sort, version, category, status, add_to_home } = general!;
    const put = await write('PUT', `/faqs/${id}`, bearer, {
      ...NEW_FAQ,
      category,
      status,
      add_to_home,
      tab: NO_TAB,
      question_eng: 'Edited general question?',
      version,
    });
    expect(put.status).toBe(200);
    expect(await stored(id)).toMatchObject({
      tab: null,
      sort,
      question_eng: 'Edited general question?',
    });
    const invalid = await write('PUT', `/faqs/${id}`, bearer, {
      ...NEW_FAQ,
      tab: 4,
      version: version + 1,
    });
    expect(invalid.status).toBe(422);
  });

  it('refuses a stale version (409) and a change that names none (428), changing nothing', async () => {
    const { bearer } = await editor();
    const id = await insertFaq(api);
    const body = { ...NEW_FAQ, question_eng: 'Second save?' };
    expect((await write('PUT', `/faqs/${id}`, bearer, { ...body, version: 1 })).status).toBe(200);
    const stale = await write('PUT', `/faqs/${id}`, bearer, { ...body, version: 1 });
    expect(stale.status).toBe(409);
    expect((await json<{ message: string }>(stale)).message).toMatch(/changed|someone/i);
    expect((await write('PUT', `/faqs/${id}`, bearer, body)).status).toBe(428);
    expect((await write('DELETE', `/faqs/${id}`, bearer)).status).toBe(428);
    expect((await write('DELETE', `/faqs/${id}`, { ...bearer, ...ifMatch(1) })).status).toBe(409);
    expect((await stored(id))!.version).toBe(2);
  });

  it.each([
    ['question_eng', { question_eng: '  ' }],
    ['question_ara', { question_ara: '' }],
    ['answer_eng', { answer_eng: '<p> </p>' }],
    ['answer_ara', { answer_ara: '<p></p>' }],
    ['category', { category: 3 }],
    ['tab', { tab: 4 }],
    ['status', { status: 2 }],
    ['add_to_home', { add_to_home: -1 }],
    ['question_eng', { question_eng: 'q'.repeat(501) }],
  ])('answers 422 naming %s', async (field, change) => {
    const { bearer } = await editor();
    const response = await write('POST', '/faqs', bearer, { ...NEW_FAQ, ...change });
    expect(response.status).toBe(422);
    const body = await json<{ errors: Record<string, string[]> }>(response);
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('stores the answer as the rendering allowlist leaves it', async () => {
    const { bearer } = await editor();
    const answer_eng =
      '<p onclick="alert(1)">Safe<script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
      '<img src=x onerror=alert(1)></p>';
    const response = await write('POST', '/faqs', bearer, { ...NEW_FAQ, answer_eng });
    expect(response.status).toBe(201);
    const { id } = await json<Faq>(response);
    const row = await stored(id);
    expect(row!.answer_eng).toContain('Safe');
    expect(row!.answer_eng).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('unpublishes a FAQ shown on the home page: gone from the home page and the FAQ page', async () => {
    const { bearer } = await editor();
    const id = await insertFaq(api, { category: 1, add_to_home: 1 });
    await api.db.update(faqs).set({ sort: -1 }).where(eq(faqs.id, id));
    expect((await publicLists()).home.map((row) => row.id)).toContain(id);
    expect((await publicLists()).exporters.map((row) => row.id)).toContain(id);
    api.services.revalidatedTags.length = 0;
    const response = await write('PUT', `/faqs/${id}/flags`, bearer, { status: 0, version: 1 });
    expect(response.status).toBe(200);
    expect(api.services.revalidatedTags).toEqual(['faq']);
    const lists = await publicLists();
    expect(lists.home.map((row) => row.id)).not.toContain(id);
    expect(lists.exporters.map((row) => row.id)).not.toContain(id);
    const [entry] = await auditOf('faq.flags', id);
    expect(entry!.before).toEqual({ status: 1, add_to_home: 1 });
    expect(entry!.after).toEqual({ status: 0, add_to_home: 1 });
    // Taken off the home page, published again: on the FAQ page, not on the home page.
    const flags = { status: 1, add_to_home: 0, version: 2 };
    expect((await write('PUT', `/faqs/${id}/flags`, bearer, flags)).status).toBe(200);
    expect((await publicLists()).home.map((row) => row.id)).not.toContain(id);
    expect((await publicLists()).exporters.map((row) => row.id)).toContain(id);
    expect((await write('PUT', `/faqs/${id}/flags`, bearer, { version: 3 })).status).toBe(422);
  });

  it('moves a FAQ within its tab only, numbering the tab 1…n, each FAQ moved audited', async () => {
    const { bearer } = await editor();
    const category = 2;
    const tab = 3;
    const ids = [await insertFaq(api, { category, tab }), await insertFaq(api, { category, tab })];
    const tabIds = async () =>
      (
        await api.db
          .select({ id: faqs.id })
          .from(faqs)
          .where(and(eq(faqs.category, category), eq(faqs.tab, tab)))
          .orderBy(faqs.sort, faqs.id)
      ).map((row) => row.id);
    const before = await tabIds();
    const last = ids[1]!;
    const response = await write('POST', `/faqs/${last}/move`, bearer, {
      direction: 'up',
      version: 1,
    });
    expect(response.status).toBe(200);
    const after = await tabIds();
    expect(after.indexOf(last)).toBe(before.indexOf(last) - 1);
    expect(await auditOf('faq.move', last)).toHaveLength(1);
    // The first of its tab cannot go up: nothing changes, nothing is audited.
    const first = after[0]!;
    const { version } = (await stored(first))!;
    const top = await write('POST', `/faqs/${first}/move`, bearer, { direction: 'up', version });
    expect(top.status).toBe(200);
    expect(await tabIds()).toEqual(after);
    expect(
      (await write('POST', `/faqs/${first}/move`, bearer, { direction: 'left', version })).status,
    ).toBe(422);
  });

  it('attaches a PDF per language, refuses what is not one, and removes it', async () => {
    const { bearer } = await editor();
    const id = await insertFaq(api);
    const upload = (lang: string, body: FormData) =>
      api.request(`/api/staff/faqs/${id}/file/${lang}`, { method: 'PUT', headers: bearer, body });
    const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'application/pdf' });
    const refused = await upload('en', documentForm(1, html));
    expect(refused.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(refused)).errors)).toEqual(['file']);
    expect((await upload('en', documentForm())).status).toBe(428);
    expect((await upload('fr', documentForm(1))).status).toBe(422);
    const response = await upload('en', documentForm(1));
    expect(response.status).toBe(200);
    const faq = await json<Faq>(response);
    expect(faq.file_eng).toMatch(/^\/api\/uploads\/faqs\/[a-f0-9]+\.pdf$/);
    const file = await api.request(faq.file_eng);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toContain('attachment');
    expect((await auditOf('faq.file', id))[0]!.after).toEqual({ file_eng: faq.file_eng });
    const removed = await write('DELETE', `/faqs/${id}/file/en`, { ...bearer, ...ifMatch(2) });
    expect(removed.status).toBe(200);
    expect((await stored(id))!.file_eng).toBe('');
    expect((await api.request(faq.file_eng)).status).toBe(404);
  });

  it('removes a FAQ at its version, audited with what it was', async () => {
    const { bearer } = await editor();
    const id = await insertFaq(api);
    const response = await write('DELETE', `/faqs/${id}`, { ...bearer, ...ifMatch(1) });
    expect(response.status).toBe(200);
    expect(await stored(id)).toBeUndefined();
    expect((await auditOf('faq.delete', id))[0]!.before).toMatchObject({ id, tab: 2 });
    expect((await write('DELETE', `/faqs/${id}`, { ...bearer, ...ifMatch(1) })).status).toBe(404);
  });

  it('refuses an officer and a member (403) and a visitor (401)', async () => {
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api);
    expect((await write('GET', '/faqs', officer.bearer)).status).toBe(403);
    expect((await write('POST', '/faqs', member.bearer, NEW_FAQ)).status).toBe(403);
    expect((await write('POST', '/faqs', {}, NEW_FAQ)).status).toBe(401);
  });
});
