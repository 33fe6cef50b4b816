import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, guide } from '@/lib/db/schema';

import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import {
  documentForm,
  GUIDE_STEP,
  GUIDE_TEXTS,
  guideVersion,
  sendJson,
} from './staff-faq-guide-fixtures';

// Issue 29 "The export guide": editors change its texts, its seven steps and its files; the full
// guide stays for members only (issue 26); each change audited, the `guide` tag re-validated.

const api = testApiForFile();

type Guide = Record<string, string | number> & { id: number; version: number };

const write = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  sendJson(api, method, `/api/staff${path}`, { 'Accept-Language': 'en', ...headers }, body);
const upload = (field: string, headers: Record<string, string>, body: FormData) =>
  api.request(`/api/staff/guide/files/${field}`, { method: 'PUT', headers, body });
const auditOf = async (action: string) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_type, 'guide')))
    .orderBy(auditLog.id);
const publicGuide = async () => (await json<Guide[]>(await api.request('/api/guideE')))[0]!;
const editor = () => createStaff(api, 'editor');

describe('the console’s export guide (/api/staff/guide)', () => {
  it('reads the guide with its version and its seven steps', async () => {
    const { bearer } = await editor();
    const response = await write('GET', '/guide', bearer);
    expect(response.status).toBe(200);
    const row = await json<Guide>(response);
    expect(row.version).toBe((await guideVersion(api)).version);
    for (const step of [1, 2, 3, 4, 5, 6, 7]) expect(row[`step_${step}_name_eng`]).toBeTruthy();
    expect(row.guide_file).toBe('/api/files/guide/jordan-export-guide-en.pdf');
  });

  it('changes its texts from its version, audited before and after; the public API shows it', async () => {
    const { bearer } = await editor();
    const { version } = await guideVersion(api);
    api.services.revalidatedTags.length = 0;
    const texts = { ...GUIDE_TEXTS, sub_subtitle_eng: 'Seven steps, changed' };
    const response = await write('PUT', '/guide', bearer, { ...texts, version });
    expect(response.status).toBe(200);
    expect((await json<Guide>(response)).version).toBe(version + 1);
    expect(api.services.revalidatedTags).toEqual(['guide']);
    expect((await publicGuide()).sub_subtitle_eng).toBe('Seven steps, changed');
    const [entry] = (await auditOf('guide.update')).slice(-1);
    expect(entry!.after).toMatchObject({ sub_subtitle_eng: 'Seven steps, changed' });
    expect(entry!.before).toHaveProperty('sub_subtitle_eng');
    expect(entry!.before).not.toHaveProperty('step_1');

    const stale = await write('PUT', '/guide', bearer, { ...texts, version });
    expect(stale.status).toBe(409);
    expect((await write('PUT', '/guide', bearer, texts)).status).toBe(428);
  });

  it('changes one step, its html cleaned, and shows it on the public API', async () => {
    const { bearer } = await editor();
    const { version } = await guideVersion(api);
    const html_eng = '<p>Plan <script>alert(1)</script><a href="javascript:x()">ahead</a></p>';
    const response = await write('PUT', '/guide/steps/3', bearer, {
      ...GUIDE_STEP,
      html_eng,
      version,
    });
    expect(response.status).toBe(200);
    const row = await publicGuide();
    expect(row.step_3_name_eng).toBe(GUIDE_STEP.name_eng);
    expect(row.step_3).toContain('Plan');
    expect(String(row.step_3)).not.toMatch(/script|javascript:/i);
    const [entry] = (await auditOf('guide.step')).slice(-1);
    expect(entry!.after).toMatchObject({ step: 3, step_3_name_ara: GUIDE_STEP.name_ara });
    expect((await write('PUT', '/guide/steps/8', bearer, { ...GUIDE_STEP, version })).status).toBe(
      422,
    );
  });

  it.each([
    ['step_guide_eng', '/guide', { ...GUIDE_TEXTS, step_guide_eng: '<p></p>' }],
    ['sub_subtitle_ara', '/guide', { ...GUIDE_TEXTS, sub_subtitle_ara: '' }],
    ['keywords', '/guide', { ...GUIDE_TEXTS, keywords: '' }],
    ['image', '/guide', { ...GUIDE_TEXTS, image: 'https://evil.example/x.png' }],
    ['html_ara', '/guide/steps/1', { ...GUIDE_STEP, html_ara: ' ' }],
    ['name_ara', '/guide/steps/1', { ...GUIDE_STEP, name_ara: '' }],
  ])('answers 422 naming %s', async (field, path, body) => {
    const { bearer } = await editor();
    const { version } = await guideVersion(api);
    const response = await write('PUT', path, bearer, { ...body, version });
    expect(response.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(response)).errors)).toEqual([field]);
  });

  it('keeps the full guide for members: a new file is gated, a step’s is public', async () => {
    const { bearer } = await editor();
    const refused = await upload('guide_file', bearer, documentForm(1, new Blob(['not a pdf'])));
    expect(refused.status).toBe(422);
    const response = await upload(
      'guide_file',
      bearer,
      documentForm((await guideVersion(api)).version),
    );
    expect(response.status).toBe(200);
    const row = await json<Guide>(response);
    expect(row.guide_file).toMatch(/^\/api\/files\/guide\/[a-f0-9]+\.pdf$/);
    const [stored] = await api.db.select({ file: guide.guide_file }).from(guide);
    expect(stored!.file).toMatch(/^gated\/guide\//);
    expect((await api.request(String(row.guide_file))).status).toBe(401);
    const member = await createMember(api);
    const download = await api.request(String(row.guide_file), { headers: member.bearer });
    expect(download.status).toBe(200);
    // The replaced seed file is gone.
    const old = await api.request('/api/files/guide/jordan-export-guide-en.pdf', {
      headers: member.bearer,
    });
    expect(old.status).toBe(404);
    expect((await publicGuide()).guide_file).toBe(row.guide_file);

    const step = await upload(
      'step_2_file',
      bearer,
      documentForm((await guideVersion(api)).version),
    );
    expect(step.status).toBe(200);
    const stepFile = String((await json<Guide>(step)).step_2_file);
    expect(stepFile).toMatch(/^\/api\/uploads\/guide-steps\//);
    expect((await api.request(stepFile)).status).toBe(200);
    const [entry] = (await auditOf('guide.file')).slice(-1);
    expect(entry!.after).toEqual({ step_2_file: stepFile });

    expect((await upload('image', bearer, documentForm(1))).status).toBe(422);
    const removed = await write('DELETE', '/guide/files/step_2_file', {
      ...bearer,
      ...ifMatch((await guideVersion(api)).version),
    });
    expect(removed.status).toBe(200);
    expect((await json<Guide>(removed)).step_2_file).toBe('');
    expect((await api.request(stepFile)).status).toBe(404);
    expect((await write('DELETE', '/guide/files/step_1_file', bearer)).status).toBe(428);
  });

  it('refuses an officer and a member (403) and a visitor (401)', async () => {
    const officer = await createStaff(api, 'officer');
    const member = await createMember(api);
    expect((await write('GET', '/guide', officer.bearer)).status).toBe(403);
    expect((await write('PUT', '/guide', member.bearer, GUIDE_TEXTS)).status).toBe(403);
    expect((await write('PUT', '/guide', {}, GUIDE_TEXTS)).status).toBe(401);
  });
});
