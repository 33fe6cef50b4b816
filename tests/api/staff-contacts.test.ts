import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, offices } from '@/lib/db/schema';

import {
  NEW_OFFICE,
  NEW_SOCIAL_LINK,
  recordForm,
  sendJson,
  sendRecordForm,
  storeRecord,
} from './content-records-fixtures';
import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import { imageBlob } from './staff-publications-fixtures';

// Issue 29: the offices (/api/staff/offices: the contact and home pages, contact tag) and the
// footer's social links (/api/staff/social-links: the layout, navigation tag), area contacts.

const api = testApiForFile();

type Office = { id: number; name_ara: string; email_ara: string; sort: number; version: number };
type Errors = { errors: Record<string, string[]> };

const publicOffices = async () => json<{ id: number }[]>(await api.request('/api/contact-us'));
const publicSocial = async () => json<{ id: number }[]>(await api.request('/api/social-media'));

describe('staff offices and social links', () => {
  it('is for editors only', async () => {
    const member = await createMember(api);
    const officer = await createStaff(api, 'officer');
    for (const path of ['/api/staff/offices', '/api/staff/social-links']) {
      expect((await sendJson(api, 'GET', path, {})).status).toBe(401);
      expect((await sendJson(api, 'GET', path, member.bearer)).status).toBe(403);
      expect((await sendJson(api, 'GET', path, officer.bearer)).status).toBe(403);
    }
  });

  it('adds an office with the next id, last in order, its e-mail for both pages', async () => {
    const editor = await createStaff(api, 'editor');
    api.services.revalidatedTags.length = 0;
    const response = await sendRecordForm(
      api,
      'POST',
      '/api/staff/offices',
      editor.bearer,
      recordForm(NEW_OFFICE),
    );
    expect(response.status).toBe(201);
    const office = await json<Office>(response);
    expect(office).toMatchObject({
      name_ara: 'فرع الزرقاء',
      email_ara: NEW_OFFICE.email,
      version: 1,
    });
    expect(api.services.revalidatedTags).toEqual(['contact']);
    expect((await publicOffices()).at(-1)!.id).toBe(office.id);
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(office.id)));
    expect(entry).toMatchObject({ action: 'office.create', entity_type: 'offices' });
  });

  it('refuses each invalid office field', async () => {
    const editor = await createStaff(api, 'editor');
    const cases: [object, string][] = [
      [{ name_ara: '' }, 'name_ara'],
      [{ email: 'not-an-address' }, 'email'],
      [{ phone: 'call us' }, 'phone'],
      [{ link: 'maps.example' }, 'link'],
      [{ status: -1 }, 'status'],
    ];
    for (const [change, field] of cases) {
      const form = recordForm({ ...NEW_OFFICE, ...change });
      const response = await sendRecordForm(api, 'POST', '/api/staff/offices', editor.bearer, form);
      expect(response.status, field).toBe(422);
      expect((await json<Errors>(response)).errors[field], field).toBeDefined();
    }
  });

  it('moves an office up, hides it (gone from /api/contact-us), stale 409, none 428', async () => {
    const editor = await createStaff(api, 'editor');
    const office = await storeRecord.office(api);
    const move = `/api/staff/offices/${office.id}/move`;
    expect((await sendJson(api, 'POST', move, editor.bearer, { direction: 'up' })).status).toBe(
      428,
    );
    const moved = await sendJson(api, 'POST', move, editor.bearer, { direction: 'up', version: 1 });
    const ids = (await json<{ data: Office[] }>(moved)).data.map((row) => row.id);
    expect(ids.at(-2)).toBe(office.id);
    expect((await publicOffices()).map((row) => row.id).at(-2)).toBe(office.id);
    const status = `/api/staff/offices/${office.id}/status`;
    expect(
      (await sendJson(api, 'PUT', status, editor.bearer, { status: 0, version: 1 })).status,
    ).toBe(409);
    api.services.revalidatedTags.length = 0;
    expect(
      (await sendJson(api, 'PUT', status, editor.bearer, { status: 0, version: 2 })).status,
    ).toBe(200);
    expect(api.services.revalidatedTags).toEqual(['contact']);
    expect((await publicOffices()).map((row) => row.id)).not.toContain(office.id);
    const [row] = await api.db.select().from(offices).where(eq(offices.id, office.id));
    expect(row).toMatchObject({ status: 0, version: 3 });
  });

  it('adds a social link with its icon and hides it from the footer (navigation tag)', async () => {
    const editor = await createStaff(api, 'editor');
    const noIcon = await sendRecordForm(
      api,
      'POST',
      '/api/staff/social-links',
      editor.bearer,
      recordForm(NEW_SOCIAL_LINK),
    );
    expect((await json<Errors>(noIcon)).errors.image).toEqual(['Required.']);
    const badLink = recordForm(
      { ...NEW_SOCIAL_LINK, link: 'javascript:alert(1)' },
      { image: await imageBlob() },
    );
    expect(
      (await sendRecordForm(api, 'POST', '/api/staff/social-links', editor.bearer, badLink)).status,
    ).toBe(422);
    api.services.revalidatedTags.length = 0;
    const form = recordForm(NEW_SOCIAL_LINK, { image: await imageBlob() });
    const created = await json<{ id: number; image: string; version: number }>(
      await sendRecordForm(api, 'POST', '/api/staff/social-links', editor.bearer, form),
    );
    expect(created.image).toMatch(/^\/api\/uploads\/social\/.+\.webp$/);
    expect(api.services.revalidatedTags).toEqual(['navigation']);
    expect((await publicSocial()).map((row) => row.id)).toContain(created.id);
    const status = `/api/staff/social-links/${created.id}/status`;
    await sendJson(api, 'PUT', status, editor.bearer, { status: 0, version: 1 });
    expect((await publicSocial()).map((row) => row.id)).not.toContain(created.id);
    const path = `/api/staff/social-links/${created.id}`;
    const removed = await sendJson(api, 'DELETE', path, { ...editor.bearer, ...ifMatch(2) });
    expect(removed.status).toBe(200);
    expect(api.services.files.has(created.image.replace('/api/uploads/', ''))).toBe(false);
  });
});
