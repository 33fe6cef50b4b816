import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { StaffPublication } from '@/features/publications/schemas';
import { auditLog, fileDownloads, publications } from '@/lib/db/schema';

import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';
import {
  imageBlob,
  newPublicationForm,
  pdfBlob,
  PUBLICATION_FIELDS,
  publicationForm,
  sendForm,
  storedPublication,
} from './staff-publications-fixtures';

// Issue 26 "Staff console": editors add, change and remove publications through multipart forms
// (fields and files checked together, the summaries cleaned), from the version they started from;
// each change is audited; replaced and removed files leave storage; the list shows download counts.

const api = testApiForFile();

type ErrorBody = { message: string; errors: Record<string, string[]> };
type ListAnswer = { data: StaffPublication[]; total: number; page: number };

const PATH = '/api/staff/publications';

async function lastAudit(entityId: number) {
  const [entry] = await api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, 'publications'), eq(auditLog.entity_id, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

const rowOf = async (id: number) =>
  (await api.db.select().from(publications).where(eq(publications.id, id)))[0];

describe('POST /api/staff/publications', () => {
  it('adds a publication with its cover and PDFs, audited, the summaries cleaned', async () => {
    const editor = await createStaff(api, 'editor');
    const form = await newPublicationForm({
      TARIFF_ENG: '<p>Dates.</p><script>alert(1)</script><a href="javascript:x()">x</a>',
      for_vip: '1',
    });
    const response = await sendForm(api, 'POST', PATH, editor.bearer, form);
    expect(response.status, await response.clone().text()).toBe(201);
    const { id, version } = await json<{ id: number; version: number }>(response);
    expect(version).toBe(1);
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({ country_id: 458, industry: [3, 4], for_vip: true, status: 1 });
    expect(row.TARIFF_ENG).not.toMatch(/script|javascript:/);
    expect(row.image).toMatch(/^publications\/[0-9a-f]{24}\.webp$/);
    expect(row.TARIFF_FILE).toMatch(/^gated\/publications\/[0-9a-f]{24}\.pdf$/);
    expect(api.services.files.get(row.image)?.contentType).toBe('image/webp');
    expect(api.services.files.get(row.TARIFF_FILE)?.contentType).toBe('application/pdf');
    const entry = await lastAudit(id);
    expect(entry).toMatchObject({ action: 'publication.create', actor_id: editor.user.id });

    // Members see it at once, VIP flag and gated files included.
    const member = await createMember(api);
    const listed = await api.request('/api/publications?country=458', { headers: member.bearer });
    const [shown] = (await json<{ data: { id: number; TARIFF_FILE: string }[] }>(listed)).data;
    expect(shown).toMatchObject({ id, TARIFF_FILE: `/api/files/${row.TARIFF_FILE.slice(6)}` });
  });

  it('lists every field’s problem at once (422)', async () => {
    const editor = await createStaff(api, 'editor');
    const form = publicationForm(
      {
        ...PUBLICATION_FIELDS,
        DESCRIPTION_ENG: ' ',
        country_id: 'abc',
        industry: '[3',
        date_start: '2026-02-30',
        status: '5',
      },
      {
        image: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      },
    );
    const response = await sendForm(api, 'POST', PATH, editor.bearer, form);
    expect(response.status).toBe(422);
    const { errors } = await json<ErrorBody>(response);
    expect(Object.keys(errors).sort()).toEqual(
      [
        'DESCRIPTION_ENG',
        'TARIFF_FILE',
        'country_id',
        'date_start',
        'image',
        'industry',
        'status',
      ].sort(),
    );
    expect(errors.image).toEqual(['The cover must be an image (JPEG, PNG, WebP or GIF).']);
    expect(errors.TARIFF_FILE).toEqual(['Required.']);
  });

  it('refuses a PDF that is not one, and a country or sector that does not exist', async () => {
    const editor = await createStaff(api, 'editor');
    const fake = publicationForm(PUBLICATION_FIELDS, {
      image: await imageBlob(),
      TARIFF_FILE: new Blob(['<html><script>x</script></html>'], { type: 'application/pdf' }),
    });
    const refused = await sendForm(api, 'POST', PATH, editor.bearer, fake);
    expect((await json<ErrorBody>(refused)).errors.TARIFF_FILE).toEqual([
      'The file must be a PDF.',
    ]);
    const unknown = await newPublicationForm({ country_id: '9999', industry: '[3, 999]' });
    const response = await sendForm(api, 'POST', PATH, editor.bearer, unknown);
    expect(response.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(response)).errors).sort()).toEqual([
      'country_id',
      'industry',
    ]);
  });

  it('is the editors’: a member 403, a visitor 401, an officer 403', async () => {
    const form = await newPublicationForm();
    expect((await sendForm(api, 'POST', PATH, {}, form)).status).toBe(401);
    const member = await createMember(api);
    expect((await sendForm(api, 'POST', PATH, member.bearer, form)).status).toBe(403);
    const officer = await createStaff(api, 'officer');
    expect((await sendForm(api, 'POST', PATH, officer.bearer, form)).status).toBe(403);
  });
});

describe('PUT /api/staff/publications/{id}', () => {
  it('changes the fields from the version named, replacing only the files sent', async () => {
    const editor = await createStaff(api, 'editor');
    const created = await sendForm(api, 'POST', PATH, editor.bearer, await newPublicationForm());
    const { id } = await json<{ id: number }>(created);
    const before = (await rowOf(id))!;
    await api.db.insert(fileDownloads).values({ file_key: before.TARIFF_FILE, count: 4 });

    const change = publicationForm(
      { ...PUBLICATION_FIELDS, DESCRIPTION_ENG: 'Dates in Malaysia', status: '0', version: '1' },
      { TARIFF_FILE: pdfBlob() },
    );
    const response = await sendForm(api, 'PUT', `${PATH}/${id}`, editor.bearer, change);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await json(response)).toEqual({ id, version: 2 });
    const after = (await rowOf(id))!;
    expect(after).toMatchObject({ DESCRIPTION_ENG: 'Dates in Malaysia', status: 0, version: 2 });
    expect(after.image).toBe(before.image);
    expect(after.TARIFF_FILE_AR).toBe(before.TARIFF_FILE_AR);
    expect(after.TARIFF_FILE).not.toBe(before.TARIFF_FILE);
    expect(api.services.files.has(before.TARIFF_FILE)).toBe(false);
    expect(api.services.files.has(after.TARIFF_FILE)).toBe(true);
    const counts = await api.db
      .select()
      .from(fileDownloads)
      .where(eq(fileDownloads.file_key, before.TARIFF_FILE));
    expect(counts).toEqual([]);
    expect(await lastAudit(id)).toMatchObject({ action: 'publication.update' });
  });

  it('takes the version from If-Match too, and removes the Arabic PDF when asked', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await storedPublication(api);
    await api.db
      .update(publications)
      .set({ TARIFF_FILE_AR: 'gated/publications/walk-ar.pdf' })
      .where(eq(publications.id, id));
    const change = publicationForm({ ...PUBLICATION_FIELDS, remove_file_ar: '1' });
    const response = await sendForm(
      api,
      'PUT',
      `${PATH}/${id}`,
      { ...editor.bearer, ...ifMatch(1) },
      change,
    );
    expect(response.status).toBe(200);
    expect((await rowOf(id))!.TARIFF_FILE_AR).toBe('');
  });

  it('refuses a stale version (409) and a change without one (428), changing nothing', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await storedPublication(api);
    const stale = publicationForm(
      { ...PUBLICATION_FIELDS, version: '7' },
      { image: await imageBlob() },
    );
    const answer = await sendForm(api, 'PUT', `${PATH}/${id}`, editor.bearer, stale);
    expect(answer.status).toBe(409);
    const none = await sendForm(
      api,
      'PUT',
      `${PATH}/${id}`,
      editor.bearer,
      publicationForm(PUBLICATION_FIELDS),
    );
    expect(none.status).toBe(428);
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({ DESCRIPTION_ENG: 'Walk publication', version: 1 });
    // The cover the refused change brought is not left in storage.
    const covers = [...api.services.files.keys()].filter((key) => key.startsWith('publications/'));
    expect(covers.every((key) => key !== row.image)).toBe(true);
    expect(covers.length).toBeLessThanOrEqual(3);
  });

  it('answers 404 for a publication that does not exist', async () => {
    const editor = await createStaff(api, 'editor');
    const form = publicationForm({ ...PUBLICATION_FIELDS, version: '1' });
    expect((await sendForm(api, 'PUT', `${PATH}/999999`, editor.bearer, form)).status).toBe(404);
  });
});

describe('DELETE /api/staff/publications/{id}', () => {
  it('removes it with its files at the version named, audited', async () => {
    const editor = await createStaff(api, 'editor');
    const created = await sendForm(api, 'POST', PATH, editor.bearer, await newPublicationForm());
    const { id } = await json<{ id: number }>(created);
    const row = (await rowOf(id))!;
    const stale = await api.request(`${PATH}/${id}`, {
      method: 'DELETE',
      headers: { ...editor.bearer, ...ifMatch(2) },
    });
    expect(stale.status).toBe(409);
    const response = await api.request(`${PATH}/${id}`, {
      method: 'DELETE',
      headers: { ...editor.bearer, ...ifMatch(1) },
    });
    expect(response.status).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    for (const key of [row.image, row.TARIFF_FILE, row.TARIFF_FILE_AR]) {
      expect(api.services.files.has(key)).toBe(false);
    }
    expect(await lastAudit(id)).toMatchObject({ action: 'publication.delete' });
  });
});

describe('GET /api/staff/publications', () => {
  it('lists drafts too, with the files’ download counts, searched and paged', async () => {
    const editor = await createStaff(api, 'editor');
    await api.db
      .insert(fileDownloads)
      .values({ file_key: 'gated/publications/seed-02-en.pdf', count: 7 })
      .onConflictDoUpdate({ target: fileDownloads.file_key, set: { count: 7 } });
    const list = await json<ListAnswer>(
      await api.request(`${PATH}?q=olive`, { headers: editor.bearer }),
    );
    expect(list.data.map((item) => item.id)).toEqual([2]);
    expect(list.data[0]!.downloads).toEqual({ en: 7, ar: 0 });
    expect(list.data[0]!.TARIFF_FILE).toBe('/api/files/publications/seed-02-en.pdf');
    const drafts = await json<ListAnswer>(
      await api.request(`${PATH}?status=draft`, { headers: editor.bearer }),
    );
    expect(drafts.data.map((item) => item.id)).toContain(20);
    const past = await json<ListAnswer>(
      await api.request(`${PATH}?page=99&page_size=10`, { headers: editor.bearer }),
    );
    expect(past.page).toBeGreaterThan(1);
    expect(past.data.length).toBeGreaterThan(0);
    const bad = await api.request(`${PATH}?page_size=7`, { headers: editor.bearer });
    expect(bad.status).toBe(422);
  });
});
