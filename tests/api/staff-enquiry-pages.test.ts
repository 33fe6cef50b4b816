import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, enquiryPages } from '@/lib/db/schema';

import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { versionOf } from './helpers/versions';
import { ENQUIRY_PAGE, sendJson } from './staff-faq-guide-fixtures';

// Issue 29 "The enquiry pages' texts": each enquiry page's card, result text and the tooltip of
// the home page's enquiry-type dialog, in both languages; each change audited and the
// `enquiry-pages` tag re-validated (the forms' cards and the home page's dialog read through it).

const api = testApiForFile();

type Page = typeof ENQUIRY_PAGE & { id: number; version: number };

const write = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  sendJson(api, method, `/api/staff${path}`, { 'Accept-Language': 'en', ...headers }, body);
const auditOf = (id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'enquiry-page.update'), eq(auditLog.entity_id, String(id))));
const editor = () => createStaff(api, 'editor');

describe('the console’s enquiry pages (/api/staff/enquiry-pages)', () => {
  it('lists the six pages with their versions', async () => {
    const { bearer } = await editor();
    const { data } = await json<{ data: Page[] }>(await write('GET', '/enquiry-pages', bearer));
    expect(data.map((page) => page.id)).toEqual([1, 2, 3, 5, 6, 7]);
    expect(data.every((page) => page.version >= 1)).toBe(true);
  });

  it('changes a page from its version, audited; the public API and the home dialog’s texts show it', async () => {
    const { bearer } = await editor();
    const version = await versionOf(api, enquiryPages, 2);
    api.services.revalidatedTags.length = 0;
    const body = {
      ...ENQUIRY_PAGE,
      tooltip_eng: 'Meet buyers abroad.',
      tooltip_ara: 'قابل مشترين.',
    };
    const response = await write('PUT', '/enquiry-pages/2', bearer, { ...body, version });
    expect(response.status).toBe(200);
    expect((await json<Page>(response)).version).toBe(version + 1);
    expect(api.services.revalidatedTags).toEqual(['enquiry-pages']);
    const [page] = await json<Page[]>(await api.request('/api/enquiries-page/2'));
    expect(page!.tooltip_ara).toBe('قابل مشترين.');
    const all = await json<Page[]>(await api.request('/api/enquiries-page'));
    expect(all.find((row) => row.id === 2)!.tooltip_eng).toBe('Meet buyers abroad.');
    const [entry] = await auditOf(2);
    expect(entry!.before).toMatchObject({ title_eng: 'Matchmaking and Buyers Enquiry' });
    expect(entry!.after).toMatchObject({ tooltip_eng: 'Meet buyers abroad.' });

    expect((await write('PUT', '/enquiry-pages/2', bearer, { ...body, version })).status).toBe(409);
    expect((await write('PUT', '/enquiry-pages/2', bearer, body)).status).toBe(428);
    expect((await write('PUT', '/enquiry-pages/4', bearer, { ...body, version: 1 })).status).toBe(
      404,
    );
  });

  it('cleans the result text with the rendering allowlist', async () => {
    const { bearer } = await editor();
    const version = await versionOf(api, enquiryPages, 3);
    const result_description_eng =
      '<p>Thanks<img src=x onerror=alert(1)><iframe src="javascript:alert(1)"></iframe></p>';
    const response = await write('PUT', '/enquiry-pages/3', bearer, {
      ...ENQUIRY_PAGE,
      result_description_eng,
      version,
    });
    expect(response.status).toBe(200);
    const [row] = await api.db.select().from(enquiryPages).where(eq(enquiryPages.id, 3));
    expect(row!.result_description_eng).toContain('Thanks');
    expect(row!.result_description_eng).not.toMatch(/onerror|iframe|javascript:/i);
  });

  it.each([
    ['title_eng', { title_eng: '' }],
    ['title_ara', { title_ara: '   ' }],
    ['result_description_ara', { result_description_ara: '<p></p>' }],
    ['tooltip_ara', { tooltip_ara: '' }],
    ['subtitle_eng', { subtitle_eng: '' }],
    ['image', { image: 'javascript:alert(1)' }],
  ])('answers 422 naming %s', async (field, change) => {
    const { bearer } = await editor();
    const version = await versionOf(api, enquiryPages, 1);
    const response = await write('PUT', '/enquiry-pages/1', bearer, {
      ...ENQUIRY_PAGE,
      ...change,
      version,
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(response)).errors)).toEqual([field]);
  });

  it('refuses an officer and a member (403) and a visitor (401)', async () => {
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api);
    expect((await write('GET', '/enquiry-pages', officer.bearer)).status).toBe(403);
    expect((await write('PUT', '/enquiry-pages/1', member.bearer, ENQUIRY_PAGE)).status).toBe(403);
    expect((await write('PUT', '/enquiry-pages/1', {}, ENQUIRY_PAGE)).status).toBe(401);
  });
});
