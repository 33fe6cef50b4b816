import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { StatisticInput, StatisticRecord } from '@/features/statistics/staff-schemas';
import { auditLog, statistics } from '@/lib/db/schema';

import { createMember, createStaff, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';

// Issue 26 "Staff console": editors add, change and remove statistics, studies and infographics;
// every change is audited, checked against the version it started from, and an infographic's
// pictures are drawn from its numbers.

const api = testApiForFile();

const NEW_STATISTIC: StatisticInput = {
  type: 'statistics',
  title_eng: 'SAMPLE Exports of dates to Malaysia',
  title_ara: 'صادرات التمور إلى ماليزيا (عينة)',
  subject_eng: 'Medjool dates',
  subject_ara: 'تمور المجهول',
  date: '2025-06-01',
  publishers: [{ title: 'Jordan Exports portal (sample data)', title_ara: 'بوابة صادرات الأردن' }],
  survey_period: '2022–2024',
  comment_eng: 'Sample data.',
  comment_ara: 'بيانات تجريبية.',
  description_eng: 'A new market for Jordanian dates.',
  description_ara: 'سوق جديدة للتمور الأردنية.',
  premium: false,
  published: true,
  industries: [13],
  geolocations: [16],
  hs_codes: ['0804'],
  chart: {
    kind: 'line',
    unit_eng: 'USD million',
    unit_ara: 'مليون دولار أمريكي',
    categories: ['2022', '2023', '2024'],
    categories_ara: [],
    series: [{ name: 'Exports', name_ara: 'الصادرات', data: [1.5, 2.25, 3] }],
  },
};

async function send(
  who: TestMember,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await api.request(`/api/staff${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
      ...who.bearer,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await json<Record<string, unknown>>(response) };
}

const auditOf = (action: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));

describe('POST /api/staff/statistics', () => {
  it('adds a statistic with the next identifier, audited', async () => {
    const editor = await createStaff(api, 'editor');
    const { status, body } = await send(editor, 'POST', '/statistics', NEW_STATISTIC);
    expect(status).toBe(201);
    const created = body as unknown as StatisticRecord;
    expect(created.identifier).toBe(String(1000 + created.id));
    expect(created).toMatchObject({ version: 1, status: 1, image_url: '', hs_codes: ['0804'] });
    expect(created.chart).toEqual({
      data: {
        categories: ['2022', '2023', '2024'],
        series: [{ name: 'Exports', name_ara: 'الصادرات', data: [1.5, 2.25, 3] }],
      },
      kind: 'line',
      unit_eng: 'USD million',
      unit_ara: 'مليون دولار أمريكي',
    });
    const [entry] = await auditOf('statistic.create', created.id);
    expect(entry?.entity_type).toBe('statistics');
    // Members find it at once.
    const member = await createMember(api);
    const found = await api.request(`/api/statista/statistic/${created.identifier}`, {
      headers: member.bearer,
    });
    expect(found.status).toBe(200);
  });

  it('draws an infographic’s pictures in both languages and names them', async () => {
    const editor = await createStaff(api, 'editor');
    const { status, body } = await send(editor, 'POST', '/statistics', {
      ...NEW_STATISTIC,
      type: 'infographics',
      chart: { ...NEW_STATISTIC.chart!, categories_ara: ['٢٠٢٢', '', '٢٠٢٤'] },
    });
    expect(status).toBe(201);
    const created = body as unknown as StatisticRecord;
    const key = `statistics/${created.identifier}-v1-{lang}.svg`;
    expect(created.image_url).toBe(`/api/uploads/${key}`);
    const english = api.services.files.get(key.replace('{lang}', 'en'));
    const arabic = api.services.files.get(key.replace('{lang}', 'ar'));
    expect(english?.contentType).toBe('image/svg+xml');
    expect(english?.body.toString()).toContain('SAMPLE Exports of dates to Malaysia');
    expect(arabic?.body.toString()).toContain('direction="rtl"');
    expect(arabic?.body.toString()).toContain('٣');
    expect(created.chart?.categories_ara).toEqual(['٢٠٢٢', '', '٢٠٢٤']);

    // A change draws them under the new version and removes the former ones; so does a delete.
    const changed = await send(editor, 'PUT', `/statistics/${created.id}`, {
      ...NEW_STATISTIC,
      type: 'infographics',
      version: 1,
    });
    expect(changed.status).toBe(200);
    const v2 = `statistics/${created.identifier}-v2-en.svg`;
    expect(api.services.files.has(v2)).toBe(true);
    expect(api.services.files.has(key.replace('{lang}', 'en'))).toBe(false);
    expect(api.services.files.has(key.replace('{lang}', 'ar'))).toBe(false);
    const path = `/statistics/${created.id}`;
    expect((await send(editor, 'DELETE', path, undefined, ifMatch(2))).status).toBe(200);
    expect(api.services.files.has(v2)).toBe(false);
  });

  it('refuses what the form would refuse, by field', async () => {
    const editor = await createStaff(api, 'editor');
    const stored = () =>
      api.db.select().from(statistics).where(eq(statistics.title_eng, NEW_STATISTIC.title_eng));
    const before = (await stored()).length;
    const cases: [Partial<StatisticInput> | Record<string, unknown>, string][] = [
      [{ title_eng: '  ' }, 'title_eng'],
      [{ type: 'charts' }, 'type'],
      [{ date: '2025-02-30' }, 'date'],
      [{ chart: null }, 'chart'],
      [{ hs_codes: ['1234567'] }, 'hs_codes.0'],
      [{ industries: [13, 13] }, 'industries'],
      [{ industries: [999] }, 'industries'],
      [{ geolocations: [999] }, 'geolocations'],
      [
        { chart: { ...NEW_STATISTIC.chart!, series: [{ name: 'A', name_ara: '', data: [1] }] } },
        'chart.series.0.data',
      ],
      [{ chart: { ...NEW_STATISTIC.chart!, categories_ara: ['واحد'] } }, 'chart.categories_ara'],
    ];
    for (const [change, field] of cases) {
      const { status, body } = await send(editor, 'POST', '/statistics', {
        ...NEW_STATISTIC,
        ...change,
      });
      expect(status, field).toBe(422);
      expect(Object.keys(body.errors as object), field).toContain(field);
    }
    expect(await stored()).toHaveLength(before);
  });

  it('a study needs no chart', async () => {
    const editor = await createStaff(api, 'editor');
    const { status } = await send(editor, 'POST', '/statistics', {
      ...NEW_STATISTIC,
      type: 'studies',
      chart: null,
    });
    expect(status).toBe(201);
  });

  it('is for editors and administrators', async () => {
    const officer = await createStaff(api, 'officer');
    expect((await send(officer, 'POST', '/statistics', NEW_STATISTIC)).status).toBe(403);
    const member = await createMember(api);
    expect((await send(member, 'GET', '/statistics')).status).toBe(403);
  });
});

describe('PUT and DELETE /api/staff/statistics/{id}', () => {
  it('changes a statistic from its version; a stale or missing version changes nothing', async () => {
    const editor = await createStaff(api, 'editor');
    const changed = { ...NEW_STATISTIC, title_eng: 'Phosphate exports (edited)', premium: true };
    const missing = await send(editor, 'PUT', '/statistics/1', changed);
    expect(missing.status).toBe(428);
    const stale = await send(editor, 'PUT', '/statistics/1', { ...changed, version: 7 });
    expect(stale.status).toBe(409);
    const { status, body } = await send(editor, 'PUT', '/statistics/1', { ...changed, version: 1 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ identifier: '1001', version: 2, premium: true });
    const [entry] = await auditOf('statistic.update', 1);
    expect(entry?.before).toMatchObject({ title_eng: 'Jordan’s phosphate exports, 2019–2024' });
    expect(entry?.after).toMatchObject({ title_eng: 'Phosphate exports (edited)' });
    expect((await send(editor, 'PUT', '/statistics/1', { ...changed, version: 1 })).status).toBe(
      409,
    );
    expect(
      (await send(editor, 'PUT', '/statistics/99999', { ...changed, version: 1 })).status,
    ).toBe(404);
  });

  it('a changed infographic gets pictures under its new version', async () => {
    const editor = await createStaff(api, 'editor');
    const [row] = await api.db.select().from(statistics).where(eq(statistics.id, 33));
    const input = {
      ...NEW_STATISTIC,
      type: 'infographics',
      title_eng: row!.title_eng,
      version: row!.version,
    };
    const { body } = await send(editor, 'PUT', '/statistics/33', input);
    expect(body.image_url).toBe(`/api/uploads/statistics/1033-v${row!.version + 1}-{lang}.svg`);
    expect(api.services.files.has(`statistics/1033-v${row!.version + 1}-ar.svg`)).toBe(true);
  });

  it('removes a statistic at the version named by If-Match', async () => {
    const editor = await createStaff(api, 'editor');
    const created = (await send(editor, 'POST', '/statistics', NEW_STATISTIC))
      .body as unknown as StatisticRecord;
    const path = `/statistics/${created.id}`;
    expect((await send(editor, 'DELETE', path)).status).toBe(428);
    expect((await send(editor, 'DELETE', path, undefined, ifMatch(2))).status).toBe(409);
    expect((await send(editor, 'DELETE', path, undefined, ifMatch(1))).status).toBe(200);
    expect(await auditOf('statistic.delete', created.id)).toHaveLength(1);
    expect((await send(editor, 'DELETE', path, undefined, ifMatch(1))).status).toBe(404);
  });
});

describe('GET /api/staff/statistics', () => {
  it('lists drafts too, by words in either language and by type', async () => {
    const editor = await createStaff(api, 'editor');
    await api.db.update(statistics).set({ status: 0 }).where(eq(statistics.id, 32));
    const all = await send(editor, 'GET', '/statistics');
    const rows = all.body.data as StatisticRecord[];
    expect(rows.find((row) => row.id === 32)?.status).toBe(0);
    const studies = await send(editor, 'GET', '/statistics?type=studies');
    expect((studies.body.data as StatisticRecord[]).every((row) => row.type === 'studies')).toBe(
      true,
    );
    const arabic = await send(editor, 'GET', `/statistics?q=${encodeURIComponent('التمور')}`);
    expect((arabic.body.data as StatisticRecord[]).map((row) => row.identifier)).toContain('1032');
    expect((await send(editor, 'GET', '/statistics?type=maps')).status).toBe(422);
  });
});
