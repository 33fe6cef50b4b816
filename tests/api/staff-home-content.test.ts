import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, homeBlocks, homeSlider, jeGoals } from '@/lib/db/schema';

import {
  NEW_PARTNERS,
  NEW_SLIDE,
  NEW_TILE,
  recordForm,
  sendJson,
  sendRecordForm,
  storeRecord,
} from './content-records-fixtures';
import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import { imageBlob, pdfBlob } from './staff-publications-fixtures';

// Issue 29 "Editors publish the portal's content": the home page's slider, service tiles,
// partners, goals and become-a-member block under /api/staff (area homeContent), through the
// generic record routes (lib/api/staff-record-routes.ts).

const api = testApiForFile();

type Slide = typeof NEW_SLIDE & { id: number; image: string; sort: number; version: number };
type Errors = { message: string; errors: Record<string, string[]> };

const auditOf = (entity: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, entity), eq(auditLog.entity_id, String(id))));
const publicSlides = async () => json<Slide[]>(await api.request('/api/home-slider'));
const publicTiles = async () =>
  (await json<{ data: { id: number }[] }>(await api.request('/api/home-blocks'))).data;
const post = async (path: string, data: object, files: Record<string, Blob> = {}) => {
  const editor = await createStaff(api, 'editor');
  return sendRecordForm(api, 'POST', `/api/staff${path}`, editor.bearer, recordForm(data, files));
};

describe('the home content routes are for editors', () => {
  it('refuses a visitor, a member and an officer, and lists for an editor', async () => {
    const member = await createMember(api);
    const officer = await createStaff(api, 'officer');
    const editor = await createStaff(api, 'editor');
    for (const path of ['/api/staff/home-slides', '/api/staff/home-goals']) {
      expect((await sendJson(api, 'GET', path, {})).status).toBe(401);
      expect((await sendJson(api, 'GET', path, member.bearer)).status).toBe(403);
      expect((await sendJson(api, 'GET', path, officer.bearer)).status).toBe(403);
    }
    const list = await sendJson(api, 'GET', '/api/staff/home-slides', editor.bearer);
    const { data } = await json<{ data: Slide[] }>(list);
    expect(data.map((slide) => slide.sort)).toEqual(
      [...data.map((s) => s.sort)].sort((a, b) => a - b),
    );
    expect(data[0]).toMatchObject({ version: expect.any(Number), status: 1 });
  });
});

describe('slides', () => {
  it('adds a slide with its picture re-encoded, audited, and re-validates the home page', async () => {
    api.services.revalidatedTags.length = 0;
    const response = await post('/home-slides', NEW_SLIDE, { image: await imageBlob() });
    expect(response.status).toBe(201);
    const slide = await json<Slide>(response);
    expect(slide).toMatchObject({ heading_ara: 'أسبوع التصدير', version: 1, status: 1 });
    expect(slide.image).toMatch(/^\/api\/uploads\/home\/[0-9a-f]+\.webp$/);
    const key = slide.image.replace('/api/uploads/', '');
    expect(api.services.files.get(key)?.contentType).toBe('image/webp');
    expect(api.services.revalidatedTags).toEqual(['home']);
    const [entry] = await auditOf('home_slider', slide.id);
    expect(entry).toMatchObject({ action: 'home-slide.create' });
    expect(entry!.after).toMatchObject({ title_eng: NEW_SLIDE.title_eng });
    expect((await publicSlides()).at(-1)!.id).toBe(slide.id);
  });

  it('refuses each invalid field with its message', async () => {
    const cases: [object, string, string][] = [
      [{ heading_ara: '' }, 'heading_ara', 'Required.'],
      [{ title_eng: '  ' }, 'title_eng', 'Required.'],
      [{ btn_text_ara: '' }, 'btn_text_ara', 'Required.'],
      [{ btn_link: '' }, 'btn_link', 'Required.'],
      [{ btn_link: 'javascript:alert(1)' }, 'btn_link', 'https'],
      [{ btn_link_ara: 'http://example.jo' }, 'btn_link_ara', 'https'],
      [{ btn_link: '//evil.example/x' }, 'btn_link', 'https'],
      [{ button_type_id: 7 }, 'button_type_id', 'Invalid value.'],
      [{ status: 2 }, 'status', 'Invalid value.'],
    ];
    for (const [change, field, text] of cases) {
      const response = await post(
        '/home-slides',
        { ...NEW_SLIDE, ...change },
        { image: await imageBlob() },
      );
      expect(response.status, field).toBe(422);
      const body = await json<Errors>(response);
      expect(body.errors[field]?.[0], field).toContain(text);
    }
    const hidden = { ...NEW_SLIDE, is_hide_button: 1, btn_text_eng: '', btn_link: '' };
    expect((await post('/home-slides', hidden, { image: await imageBlob() })).status).toBe(201);
  });

  it('requires the picture of a new slide and refuses a file that is not an image', async () => {
    const none = await json<Errors>(await post('/home-slides', NEW_SLIDE));
    expect(none.errors.image).toEqual(['Required.']);
    const pdf = await json<Errors>(await post('/home-slides', NEW_SLIDE, { image: pdfBlob() }));
    expect(pdf.errors.image?.[0]).toBeTruthy();
  });

  it('changes the Arabic heading from the version read; a stale version is 409, none 428', async () => {
    const editor = await createStaff(api, 'editor');
    const slide = await storeRecord.slide(api);
    const path = `/api/staff/home-slides/${slide.id}`;
    const changed = { ...NEW_SLIDE, heading_ara: 'أسبوع المصدّرين' };
    const missing = await sendRecordForm(api, 'PUT', path, editor.bearer, recordForm(changed));
    expect(missing.status).toBe(428);
    api.services.revalidatedTags.length = 0;
    const form = recordForm({ ...changed, version: 1 });
    const saved = await sendRecordForm(api, 'PUT', path, editor.bearer, form);
    expect(saved.status).toBe(200);
    expect(await json<Slide>(saved)).toMatchObject({ heading_ara: 'أسبوع المصدّرين', version: 2 });
    expect(api.services.revalidatedTags).toEqual(['home']);
    const stale = await sendRecordForm(
      api,
      'PUT',
      path,
      editor.bearer,
      recordForm({ ...changed, heading_ara: 'x', version: 1 }),
    );
    expect(stale.status).toBe(409);
    const [row] = await api.db.select().from(homeSlider).where(eq(homeSlider.id, slide.id));
    expect(row).toMatchObject({ heading_ara: 'أسبوع المصدّرين', image: slide.image });
    const [entry] = await auditOf('home_slider', slide.id);
    expect(entry!.before).toMatchObject({ heading_ara: 'أسبوع التصدير' });
    expect(entry!.after).toMatchObject({ heading_ara: 'أسبوع المصدّرين' });
    expect((await publicSlides()).find((s) => s.id === slide.id)?.heading_ara).toBe(
      'أسبوع المصدّرين',
    );
  });

  it('replaces the picture and removes the uploaded one it replaced', async () => {
    const created = await json<Slide>(
      await post('/home-slides', NEW_SLIDE, { image: await imageBlob() }),
    );
    const editor = await createStaff(api, 'editor');
    const form = recordForm({ ...NEW_SLIDE, version: 1 }, { image: await imageBlob() });
    const path = `/api/staff/home-slides/${created.id}`;
    const changed = await json<Slide>(await sendRecordForm(api, 'PUT', path, editor.bearer, form));
    expect(changed.image).not.toBe(created.image);
    expect(api.services.files.has(created.image.replace('/api/uploads/', ''))).toBe(false);
    expect(api.services.files.has(changed.image.replace('/api/uploads/', ''))).toBe(true);
  });

  it('moves a slide up (the list numbered again, each move audited) and keeps the version check', async () => {
    const editor = await createStaff(api, 'editor');
    const slide = await storeRecord.slide(api);
    const path = `/api/staff/home-slides/${slide.id}/move`;
    expect((await sendJson(api, 'POST', path, editor.bearer, { direction: 'up' })).status).toBe(
      428,
    );
    const wrong = await sendJson(api, 'POST', path, editor.bearer, {
      direction: 'left',
      version: 1,
    });
    expect(wrong.status).toBe(422);
    const listed = await sendJson(api, 'GET', '/api/staff/home-slides', editor.bearer);
    const before = (await json<{ data: Slide[] }>(listed)).data.map((row) => row.id);
    api.services.revalidatedTags.length = 0;
    const moved = await sendJson(api, 'POST', path, editor.bearer, { direction: 'up', version: 1 });
    expect(moved.status).toBe(200);
    const { data } = await json<{ data: Slide[] }>(moved);
    const ids = data.map((row) => row.id);
    expect(ids.indexOf(slide.id)).toBe(before.indexOf(slide.id) - 1);
    expect(data.map((row) => row.sort)).toEqual(data.map((_, index) => index + 1));
    expect(api.services.revalidatedTags).toEqual(['home']);
    const [entry] = (await auditOf('home_slider', slide.id)).filter(
      (e) => e.action === 'home-slide.move',
    );
    expect(entry!.after).toEqual({ sort: ids.indexOf(slide.id) + 1 });
    expect((await publicSlides()).map((s) => s.id)).toEqual(ids);
    const stale = await sendJson(api, 'POST', path, editor.bearer, { direction: 'up', version: 1 });
    expect(stale.status).toBe(409);
  });

  it('hides a slide: gone from the public answer at once, and back when shown', async () => {
    const editor = await createStaff(api, 'editor');
    const slide = await storeRecord.slide(api);
    const path = `/api/staff/home-slides/${slide.id}/status`;
    expect((await sendJson(api, 'PUT', path, editor.bearer, { status: 0 })).status).toBe(428);
    api.services.revalidatedTags.length = 0;
    const hidden = await sendJson(api, 'PUT', path, editor.bearer, { status: 0, version: 1 });
    expect(await json<Slide>(hidden)).toMatchObject({ status: 0, version: 2 });
    expect(api.services.revalidatedTags).toEqual(['home']);
    expect((await publicSlides()).map((s) => s.id)).not.toContain(slide.id);
    const [entry] = await auditOf('home_slider', slide.id);
    expect(entry).toMatchObject({
      action: 'home-slide.status',
      before: { status: 1 },
      after: { status: 0 },
    });
    await sendJson(api, 'PUT', path, editor.bearer, { status: 1, version: 2 });
    expect((await publicSlides()).map((s) => s.id)).toContain(slide.id);
  });

  it('removes a slide at the version named by If-Match', async () => {
    const editor = await createStaff(api, 'editor');
    const slide = await storeRecord.slide(api);
    const path = `/api/staff/home-slides/${slide.id}`;
    expect((await sendJson(api, 'DELETE', path, editor.bearer)).status).toBe(428);
    expect((await sendJson(api, 'DELETE', path, { ...editor.bearer, ...ifMatch(3) })).status).toBe(
      409,
    );
    const removed = await sendJson(api, 'DELETE', path, { ...editor.bearer, ...ifMatch(1) });
    expect(await json(removed)).toEqual({ id: slide.id });
    const [entry] = await auditOf('home_slider', slide.id);
    expect(entry).toMatchObject({
      action: 'home-slide.delete',
      before: { heading_eng: 'Export week' },
    });
    expect((await sendJson(api, 'DELETE', path, { ...editor.bearer, ...ifMatch(1) })).status).toBe(
      404,
    );
  });
});

describe('service tiles and partners', () => {
  it('adds a tile with its icon; refuses a link that is neither a site path nor https', async () => {
    const bad = await post(
      '/home-tiles',
      { ...NEW_TILE, link_ara: 'ftp://x.example' },
      { icon: await imageBlob() },
    );
    expect((await json<Errors>(bad)).errors.link_ara).toBeDefined();
    const created = await post('/home-tiles', NEW_TILE, { icon: await imageBlob() });
    expect(created.status).toBe(201);
  });

  it('hides a tile: gone from /api/home-blocks', async () => {
    const editor = await createStaff(api, 'editor');
    const tile = await storeRecord.tile(api);
    expect((await publicTiles()).map((t) => t.id)).toContain(tile.id);
    const path = `/api/staff/home-tiles/${tile.id}/status`;
    expect(
      (await sendJson(api, 'PUT', path, editor.bearer, { status: 0, version: 1 })).status,
    ).toBe(200);
    expect((await publicTiles()).map((t) => t.id)).not.toContain(tile.id);
    const [row] = await api.db.select().from(homeBlocks).where(eq(homeBlocks.id, tile.id));
    expect(row!.status).toBe(0);
  });

  it('keeps partners blocks without an order (no move route) and hides one', async () => {
    const editor = await createStaff(api, 'editor');
    const created = await post('/partners', NEW_PARTNERS);
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    expect(
      (
        await sendJson(api, 'POST', `/api/staff/partners/${id}/move`, editor.bearer, {
          direction: 'up',
          version: 1,
        })
      ).status,
    ).toBe(404);
    const hidden = await sendJson(api, 'PUT', `/api/staff/partners/${id}/status`, editor.bearer, {
      status: 0,
      version: 1,
    });
    expect(hidden.status).toBe(200);
    const shown = await json<{ id: number }[]>(await api.request('/api/partners'));
    expect(shown.map((p) => p.id)).not.toContain(id);
  });
});

describe('goals and become-a-member (one record each)', () => {
  it('changes the goals in both languages from the version read', async () => {
    const editor = await createStaff(api, 'editor');
    const read = await json<Record<string, string | number>>(
      await sendJson(api, 'GET', '/api/staff/home-goals', editor.bearer),
    );
    const { id, version, ...fields } = read;
    const changed = { ...fields, goal_3_title_ara: 'تنويع الأسواق', version };
    api.services.revalidatedTags.length = 0;
    const saved = await sendRecordForm(
      api,
      'PUT',
      '/api/staff/home-goals',
      editor.bearer,
      recordForm(changed),
    );
    expect(saved.status).toBe(200);
    expect(api.services.revalidatedTags).toEqual(['home']);
    const [row] = await api.db
      .select()
      .from(jeGoals)
      .where(eq(jeGoals.id, Number(id)));
    expect(row).toMatchObject({ goal_3_title_ara: 'تنويع الأسواق', version: Number(version) + 1 });
    const [entry] = await auditOf('je_goals', Number(id));
    expect(entry).toMatchObject({ action: 'home-goals.update' });
    const empty = { ...fields, goal_5_text_eng: '', version: Number(version) + 1 };
    const refused = await sendRecordForm(
      api,
      'PUT',
      '/api/staff/home-goals',
      editor.bearer,
      recordForm(empty),
    );
    expect((await json<Errors>(refused)).errors.goal_5_text_eng).toEqual(['Required.']);
    const stale = await sendRecordForm(
      api,
      'PUT',
      '/api/staff/home-goals',
      editor.bearer,
      recordForm(changed),
    );
    expect(stale.status).toBe(409);
    const none = await sendRecordForm(
      api,
      'PUT',
      '/api/staff/home-goals',
      editor.bearer,
      recordForm(fields),
    );
    expect(none.status).toBe(428);
  });

  it('changes the become-a-member block with a new picture', async () => {
    const editor = await createStaff(api, 'editor');
    const read = await json<Record<string, string | number>>(
      await sendJson(api, 'GET', '/api/staff/become-a-member', editor.bearer),
    );
    const { version, ...fields } = read;
    delete fields.id;
    delete fields.image;
    const form = recordForm(
      { ...fields, become_title_ara: 'انضم إلينا اليوم', version },
      { image: await imageBlob() },
    );
    const saved = await sendRecordForm(
      api,
      'PUT',
      '/api/staff/become-a-member',
      editor.bearer,
      form,
    );
    expect(saved.status).toBe(200);
    const body = await json<Record<string, string>>(saved);
    expect(body.become_title_ara).toBe('انضم إلينا اليوم');
    expect(body.image).toMatch(/^\/api\/uploads\/home\//);
    const publicBlock = await json<Record<string, string>[]>(
      await api.request('/api/become-a-member'),
    );
    expect(publicBlock[0]!.become_title_ara).toBe('انضم إلينا اليوم');
  });
});
