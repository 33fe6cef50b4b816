import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, exportModes, exportTypes, institutions } from '@/lib/db/schema';
import { institutionsSeed } from '@/lib/db/seed/directories/institutions';

import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { staffIfMatch } from './helpers/versions';

const api = testApiForFile();

type Institution = {
  id: number;
  name: string;
  name_ara: string;
  type_id: number[];
  mode_id: number;
  gov_id: number;
  types: { id: number; type_eng: string; type_ara: string }[];
  mode_eng: string;
  mode_ara: string;
  gov_name: string;
  gov_name_ara: string;
  services_eng: string;
  website: string;
};

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await api.request(path, { headers });
  return { response, body: await json<unknown>(response) };
};
const list = async (query = '') => {
  const { response, body } = await get(`/api/exports${query}`);
  expect(response.status).toBe(200);
  return { rows: body as Institution[], total: Number(response.headers.get('X-Total-Count')) };
};
const send = async (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  api.request(`/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
      ...(await staffIfMatch(api, method, path)),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const auditOf = (action: string, id: number | string) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));

const NEW_INSTITUTION = {
  name: 'SAMPLE Jordan Dates Exporters Forum',
  name_ara: 'منتدى مصدري التمور الأردني (عينة)',
  type_id: [4, 8],
  mode_id: 4,
  gov_id: 12,
  description_eng: 'A sample association.',
  description_ara: 'جمعية للتجربة.',
  services_eng: 'Trade fairs\nTraining',
  services_ara: 'المعارض\nالتدريب',
  address_eng: 'Aqaba, Jordan',
  address_ara: 'العقبة، الأردن',
  phone: '+962 3 200 0000',
  email: 'info@dates-forum.example',
  website: 'www.dates-forum.example',
};

describe('reference lists (part 2 §7)', () => {
  it('GET /api/exports-type, exports-mode and exports-gov answer the specification’s fields', async () => {
    const types = await get('/api/exports-type');
    expect(types.response.status).toBe(200);
    expect(types.response.headers.get('Cache-Control')).toContain('public');
    expect((types.body as object[]).length).toBeGreaterThanOrEqual(8);
    expect(Object.keys((types.body as object[])[0]!).sort()).toEqual([
      'id',
      'type_ara',
      'type_eng',
    ]);
    const modes = await get('/api/exports-mode');
    expect(Object.keys((modes.body as object[])[0]!).sort()).toEqual([
      'id',
      'mode_ara',
      'mode_eng',
    ]);
    const govs = await get('/api/exports-gov');
    expect(govs.body).toHaveLength(12);
    expect((govs.body as object[])[0]).toEqual({
      id: 1,
      name: 'Amman',
      name_ara: 'العاصمة (عمّان)',
    });
  });
});

describe('GET /api/exports', () => {
  it('lists every seeded institution with its fields and derived names', async () => {
    const { rows, total } = await list();
    expect(rows).toHaveLength(institutionsSeed.length);
    expect(total).toBe(institutionsSeed.length);
    const jedco = rows.find((row) => row.name.includes('JEDCO'))!;
    expect(jedco).toMatchObject({
      name_ara: 'المؤسسة الأردنية لتطوير المشاريع الاقتصادية',
      mode_eng: 'Public sector',
      gov_name: 'Amman',
      gov_name_ara: 'العاصمة (عمّان)',
      website: 'https://www.jedco.gov.jo',
    });
    expect(jedco.type_id.length).toBeGreaterThan(1);
    expect(jedco.types.map((type) => type.id)).toEqual(jedco.type_id);
    for (const key of ['name', 'type_id', 'mode_id', 'gov_id', 'services_eng', 'phone', 'email']) {
      expect(jedco).toHaveProperty(key);
    }
  });

  it('filters by type (one of several), mode and governorate together', async () => {
    const byType = await list('?type=2');
    expect(byType.rows.length).toBeGreaterThan(0);
    expect(byType.rows.every((row) => row.type_id.includes(2))).toBe(true);
    const byMode = await list('?mode=4');
    expect(byMode.rows.every((row) => row.mode_id === 4)).toBe(true);
    const byGov = await list('?gov=12');
    expect(byGov.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([expect.stringContaining('ASEZA')]),
    );
    expect(byGov.rows.every((row) => row.gov_id === 12)).toBe(true);
    const both = await list('?type=3&gov=2');
    expect(both.rows.map((row) => row.name)).toEqual(['Irbid Chamber of Commerce']);
  });

  it('searches text in both languages, case-insensitively and with Arabic letters folded', async () => {
    expect((await list('?q=chamber%20OF%20industry')).total).toBe(4);
    const arabic = await list(`?q=${encodeURIComponent('غرفة تجارة')}`);
    expect(arabic.total).toBeGreaterThanOrEqual(5);
    // أ and ا match each other.
    expect((await list(`?q=${encodeURIComponent('الاردن')}`)).total).toBeGreaterThan(0);
    expect(
      (await list('?q=certificates%20of%20origin&gov=3')).rows.map((row) => row.gov_id),
    ).toEqual([3, 3]);
  });

  it('gives an empty list for a filter nothing matches', async () => {
    const { rows, total } = await list('?type=8&gov=10');
    expect(rows).toEqual([]);
    expect(total).toBe(0);
    expect((await list('?type=999')).rows).toEqual([]);
  });

  it('paginates with page and per_page, the total in X-Total-Count', async () => {
    const first = await list('?page=1&per_page=5');
    expect(first.rows).toHaveLength(5);
    expect(first.total).toBe(institutionsSeed.length);
    const second = await list('?page=2&per_page=5');
    expect(second.rows[0]!.id).toBe(first.rows[4]!.id + 1);
    expect((await list('?page=2')).rows).toHaveLength(10);
    expect((await list('?page=99')).rows).toEqual([]);
    const filtered = await list('?mode=2&per_page=3&page=1');
    expect(filtered.rows).toHaveLength(3);
    expect(filtered.total).toBe((await list('?mode=2')).total);
  });

  it('answers 422 for a bad filter or page, never 500', async () => {
    for (const query of [
      '?type=abc',
      '?mode=0',
      '?gov=-1',
      '?gov=1.5',
      '?type=99999999999',
      '?page=0',
      '?per_page=1000',
      `?q=${'x'.repeat(101)}`,
    ]) {
      const { response, body } = await get(`/api/exports${query}`);
      expect(response.status, query).toBe(422);
      expect(body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });
});

describe('staff institutions', () => {
  it('refuses a visitor with 401 and a member with 403', async () => {
    const member = await createMember(api);
    expect((await send('GET', '/staff/institutions', undefined, {})).status).toBe(401);
    expect((await send('POST', '/staff/institutions', NEW_INSTITUTION, {})).status).toBe(401);
    expect((await send('GET', '/staff/institutions', undefined, member.bearer)).status).toBe(403);
    expect((await send('POST', '/staff/institutions', NEW_INSTITUTION, member.bearer)).status).toBe(
      403,
    );
    expect((await send('DELETE', '/staff/institutions/1', undefined, member.bearer)).status).toBe(
      403,
    );
    expect((await send('GET', '/staff/export-types', undefined, member.bearer)).status).toBe(403);
    const officer = await createStaff(api, 'officer');
    expect((await send('GET', '/staff/institutions', undefined, officer.bearer)).status).toBe(403);
  });

  it('lets an editor create, change and delete an institution, each audited and re-validated', async () => {
    const editor = await createStaff(api, 'editor');
    api.services.revalidatedTags.length = 0;
    const created = await send('POST', '/staff/institutions', NEW_INSTITUTION, editor.bearer);
    expect(created.status).toBe(201);
    const row = await json<Institution>(created);
    expect(row).toMatchObject({ name: NEW_INSTITUTION.name, type_id: [4, 8] });
    expect(await auditOf('institution.create', row.id)).toHaveLength(1);
    expect(api.services.revalidatedTags).toEqual(['institutions', 'search']);
    const shown = await list(`?q=${encodeURIComponent('dates exporters forum')}`);
    expect(shown.rows[0]).toMatchObject({
      id: row.id,
      gov_name: 'Aqaba',
      mode_eng: 'Non-profit organisation',
    });

    const found = await send('GET', '/staff/institutions?q=dates', undefined, editor.bearer);
    expect((await json<{ data: Institution[] }>(found)).data.map((i) => i.id)).toEqual([row.id]);

    const changed = await send(
      'PUT',
      `/staff/institutions/${row.id}`,
      { ...NEW_INSTITUTION, name: 'SAMPLE Dates Forum', type_id: [4] },
      editor.bearer,
    );
    expect(changed.status).toBe(200);
    expect(await json<Institution>(changed)).toMatchObject({
      name: 'SAMPLE Dates Forum',
      type_id: [4],
    });
    const [audit] = await auditOf('institution.update', row.id);
    expect(audit!.before).toMatchObject({ name: NEW_INSTITUTION.name });
    expect(audit!.actor_role).toBe('editor');

    const removed = await send('DELETE', `/staff/institutions/${row.id}`, undefined, editor.bearer);
    expect(removed.status).toBe(200);
    expect(await api.db.select().from(institutions).where(eq(institutions.id, row.id))).toEqual([]);
    expect(await auditOf('institution.delete', row.id)).toHaveLength(1);
    expect(
      (await send('DELETE', `/staff/institutions/${row.id}`, undefined, editor.bearer)).status,
    ).toBe(404);
  });

  it('answers 422 by field for missing, malformed or unknown values, changing nothing', async () => {
    const editor = await createStaff(api, 'editor');
    const before = (await list()).total;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, 'name'],
      [{ name_ara: undefined }, 'name_ara'],
      [{ type_id: [] }, 'type_id'],
      [{ type_id: [1, 1] }, 'type_id'],
      [{ type_id: [999] }, 'type_id'],
      [{ mode_id: 99 }, 'mode_id'],
      [{ gov_id: 13 }, 'gov_id'],
      [{ email: 'not-an-address' }, 'email'],
      [{ website: 'javascript:alert(1)' }, 'website'],
      [{ phone: 'call us' }, 'phone'],
    ];
    for (const [change, field] of cases) {
      const response = await send(
        'POST',
        '/staff/institutions',
        { ...NEW_INSTITUTION, ...change },
        editor.bearer,
      );
      expect(response.status, field).toBe(422);
      expect(Object.keys((await json<{ errors: object }>(response)).errors), field).toContain(
        field,
      );
    }
    expect((await list()).total).toBe(before);
    expect(
      (await send('PUT', '/staff/institutions/999999', NEW_INSTITUTION, editor.bearer)).status,
    ).toBe(404);
    expect(
      (await send('PUT', '/staff/institutions/abc', NEW_INSTITUTION, editor.bearer)).status,
    ).toBe(422);
  });
});

describe('staff reference lists', () => {
  it('lets an editor add, rename and delete an export type and a mode, audited', async () => {
    const editor = await createStaff(api, 'editor');
    const created = await send(
      'POST',
      '/staff/export-types',
      { type_eng: 'Logistics', type_ara: 'الخدمات اللوجستية' },
      editor.bearer,
    );
    expect(created.status).toBe(201);
    const type = await json<{ id: number; type_eng: string }>(created);
    expect(type.id).toBe(9);
    expect(await auditOf('export-type.create', type.id)).toHaveLength(1);
    const renamed = await send(
      'PUT',
      `/staff/export-types/${type.id}`,
      { type_eng: 'Logistics and transport', type_ara: 'النقل والخدمات اللوجستية' },
      editor.bearer,
    );
    expect(await json(renamed)).toMatchObject({ type_eng: 'Logistics and transport' });
    const listed = await send('GET', '/staff/export-types', undefined, editor.bearer);
    expect((await json<{ data: { id: number; used: number }[] }>(listed)).data).toContainEqual(
      expect.objectContaining({ id: type.id, used: 0 }),
    );
    expect(
      (await send('DELETE', `/staff/export-types/${type.id}`, undefined, editor.bearer)).status,
    ).toBe(200);
    expect(await api.db.select().from(exportTypes).where(eq(exportTypes.id, type.id))).toEqual([]);

    const mode = await send(
      'POST',
      '/staff/export-modes',
      { mode_eng: 'International organisation', mode_ara: 'منظمة دولية' },
      editor.bearer,
    );
    expect(mode.status).toBe(201);
    const { id } = await json<{ id: number }>(mode);
    expect(
      (await send('DELETE', `/staff/export-modes/${id}`, undefined, editor.bearer)).status,
    ).toBe(200);
    expect(await auditOf('export-mode.delete', id)).toHaveLength(1);
  });

  it('refuses to delete a type or mode an institution uses, with a clear 422', async () => {
    const editor = await createStaff(api, 'editor');
    const type = await send('DELETE', '/staff/export-types/2', undefined, { ...editor.bearer });
    expect(type.status).toBe(422);
    expect((await json<{ message: string }>(type)).message).toMatch(
      /This type is used by \d+ institutions/,
    );
    const mode = await send('DELETE', '/staff/export-modes/1', undefined, {
      ...editor.bearer,
      'Accept-Language': 'ar',
    });
    expect(mode.status).toBe(422);
    expect((await json<{ message: string }>(mode)).message).toContain('تستخدم هذا النمط');
    expect(await api.db.select().from(exportTypes).where(eq(exportTypes.id, 2))).toHaveLength(1);
    expect(await api.db.select().from(exportModes).where(eq(exportModes.id, 1))).toHaveLength(1);
  });

  it('answers 422 for empty names and 404 for an unknown entry', async () => {
    const editor = await createStaff(api, 'editor');
    const empty = await send(
      'POST',
      '/staff/export-modes',
      { mode_eng: '', mode_ara: 'x' },
      editor.bearer,
    );
    expect(empty.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(empty)).errors)).toEqual(['mode_eng']);
    expect(
      (
        await send(
          'PUT',
          '/staff/export-types/999',
          { type_eng: 'A', type_ara: 'ب' },
          editor.bearer,
        )
      ).status,
    ).toBe(404);
    expect((await send('DELETE', '/staff/export-modes/999', undefined, editor.bearer)).status).toBe(
      404,
    );
  });
});
