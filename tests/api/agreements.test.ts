import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { auditLog, ftaCountryAgreements, tradeAgreements } from '@/lib/db/schema';
import { ftaCountriesSeed } from '@/lib/db/seed/agreements/fta-countries';

import {
  freeCountryCode,
  insertAgreement,
  insertCountryPage,
  NEW_AGREEMENT,
  NEW_COUNTRY_PAGE,
} from './agreements-fixtures';
import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { ifMatch } from './helpers/versions';

// Issue 27 "Free trade agreements": part 2 §7 fta-country-agreements and
// fta-country-agreements-by-id/{id}, part 3 §7 /api/free-trade-agreements (status 1 only, newest
// first, part 3 §5 title search), and the console's writes under /api/staff.

const api = testApiForFile();

type Agreement = {
  id: number;
  title_eng: string;
  title_ara: string;
  in_force_on: string | null;
  status: number;
  partners: { id: number; country_code: string; title_eng: string; title_ara: string }[];
};
type Country = { id: number; country_code: string; visible: boolean; agreement_ids: number[] };

const get = async <T>(path: string) => {
  const response = await api.request(path);
  return { response, body: await json<T>(response) };
};
const agreements = async (query = '') => {
  const { response, body } = await get<Agreement[]>(`/api/free-trade-agreements${query}`);
  expect(response.status, query).toBe(200);
  return body;
};
const write = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  api.request(`/api/staff${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const auditOf = (action: string, id: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entity_id, String(id))));
const usPage = () => ftaCountriesSeed.find((page) => page.country_code === 'US')!;
const turkeyPage = () => ftaCountriesSeed.find((page) => page.country_code === 'TR')!;

describe('GET /api/free-trade-agreements (part 3 §7, "Client processing")', () => {
  it('answers the agreements with status 1 only, newest first, each with its partner pages', async () => {
    const rows = await agreements();
    expect(rows.every((row) => row.status === 1)).toBe(true);
    expect(rows.map((row) => row.title_eng)).not.toContain('Jordan–Turkey Free Trade Agreement');
    // Issue 57: the Jordan–UAE CEPA, in force since 15 May 2025, is the newest.
    expect(rows[0]!.title_eng).toBe(
      'Jordan–United Arab Emirates Comprehensive Economic Partnership Agreement (CEPA)',
    );
    expect(rows[1]!.title_eng).toBe('UK–Jordan Association Agreement');
    expect(rows.at(-1)!.title_eng).toBe('Greater Arab Free Trade Area (GAFTA)');
    const days = rows.map((row) => row.in_force_on ?? '');
    expect(days).toEqual([...days].sort().reverse());
    const eu = rows.find((row) => row.title_eng === 'EU–Jordan Association Agreement')!;
    expect(eu.partners).toHaveLength(27);
    expect(eu.partners.map((partner) => partner.country_code)).toContain('DE');
    expect(Object.keys(eu).sort()).toEqual(
      [
        'covers_ara',
        'covers_eng',
        'id',
        'in_force_on',
        'legal_status',
        'link',
        'partners',
        'signed_on',
        'status',
        'summary_ara',
        'summary_eng',
        'title_ara',
        'title_eng',
        'version',
      ].sort(),
    );
  });

  it('searches the title in either language, however it is typed (part 3 §5)', async () => {
    expect((await agreements('?search=canada')).map((row) => row.title_eng)).toEqual([
      'Canada–Jordan Free Trade Agreement',
    ]);
    expect((await agreements('?search=CANADA')).length).toBe(1);
    // Arabic without its hamza finds أغادير.
    expect(
      (await agreements(`?search=${encodeURIComponent('اغادير')}`)).map((row) => row.id),
    ).toEqual([6]);
    expect(await agreements('?search=turkey')).toEqual([]);
    expect(await agreements('?search=%25')).toEqual([]);
    // Only the title: a word of the summary alone finds nothing.
    expect(await agreements('?search=refugees')).toEqual([]);
    const long = await api.request(`/api/free-trade-agreements?search=${'a'.repeat(201)}`);
    expect(long.status).toBe(422);
  });
});

describe('GET /api/fta-country-agreements and …-by-id/{id} (part 2 §7)', () => {
  it('answers the visible country pages without their content', async () => {
    const { response, body } = await get<(Country & Record<string, unknown>)[]>(
      '/api/fta-country-agreements',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('public');
    expect(body.every((row) => row.visible)).toBe(true);
    expect(body.map((row) => row.country_code)).toEqual(
      expect.arrayContaining(['US', 'CA', 'SG', 'GB', 'DE', 'SA', 'EG']),
    );
    expect(body.map((row) => row.country_code)).not.toContain('TR');
    expect(body[0]).not.toHaveProperty('content_eng');
    expect(body.find((row) => row.country_code === 'EG')!.agreement_ids.sort()).toEqual([1, 6]);
  });

  it('answers one page with its content and its shown agreements', async () => {
    const { response, body } = await get<{
      country_code: string;
      content_eng: string;
      content_ara: string;
      agreements: Agreement[];
    }>(`/api/fta-country-agreements-by-id/${usPage().id}`);
    expect(response.status).toBe(200);
    expect(body.country_code).toBe('US');
    expect(body.content_eng).toContain('<p>');
    expect(body.content_ara).toContain('الولايات المتحدة');
    expect(body.agreements.map((agreement) => agreement.title_eng)).toEqual([
      'Jordan–United States Free Trade Agreement',
    ]);
  });

  it.each([
    ['a hidden page', () => turkeyPage().id],
    ['an unknown page', () => 9999],
    ['an id past the column', () => 2147483648],
  ])('answers %s with 404', async (_what, id) => {
    const response = await api.request(`/api/fta-country-agreements-by-id/${id()}`);
    expect(response.status).toBe(404);
  });
});

describe('the console’s agreements (/api/staff/agreements)', () => {
  it('lists every agreement for an editor, whatever its status; a member gets 403', async () => {
    const editor = await createStaff(api, 'editor');
    const response = await write('GET', '/agreements', editor.bearer);
    expect(response.status).toBe(200);
    const { data } = await json<{ data: Agreement[] }>(response);
    expect(data.map((row) => row.status)).toContain(0);
    const member = await createMember(api);
    expect((await write('GET', '/agreements', member.bearer)).status).toBe(403);
  });

  it('adds, changes (version checked) and shows an agreement, each audited', async () => {
    const editor = await createStaff(api, 'editor');
    const created = await write('POST', '/agreements', editor.bearer, NEW_AGREEMENT);
    expect(created.status).toBe(201);
    const { id } = await json<{ id: number }>(created);
    expect(await auditOf('agreement.create', id)).toHaveLength(1);
    expect((await agreements('?search=walk')).length).toBe(0);

    const shown = { ...NEW_AGREEMENT, status: 1, in_force_on: '2030-01-01' };
    const changed = await write('PUT', `/agreements/${id}`, editor.bearer, {
      ...shown,
      version: 1,
    });
    expect(changed.status).toBe(200);
    expect(await auditOf('agreement.update', id)).toHaveLength(1);
    const listed = await agreements();
    expect(listed[0]!.id).toBe(id);
    const stale = await write('PUT', `/agreements/${id}`, editor.bearer, { ...shown, version: 1 });
    expect(stale.status).toBe(409);
    const missing = await write('PUT', `/agreements/${id}`, editor.bearer, shown);
    expect(missing.status).toBe(428);
  });

  it.each([
    ['title_eng', { title_eng: '  ' }],
    ['signed_on', { signed_on: '2024-13-01' }],
    ['link', { link: 'ftp://example.org' }],
    ['status', { status: -1 }],
  ])('refuses a bad %s with 422', async (field, change) => {
    const admin = await createStaff(api, 'admin');
    const response = await write('POST', '/agreements', admin.bearer, {
      ...NEW_AGREEMENT,
      ...change,
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(response)).errors)).toEqual([field]);
  });

  it('removes an agreement from the country pages that name it, one audit entry each', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await insertAgreement(api);
    const page = await insertCountryPage(api, freeCountryCode());
    await api.db
      .update(ftaCountryAgreements)
      .set({ agreement_ids: [1, id] })
      .where(eq(ftaCountryAgreements.id, page));
    const response = await write('DELETE', `/agreements/${id}`, {
      ...editor.bearer,
      ...ifMatch(1),
    });
    expect(response.status).toBe(200);
    const [row] = await api.db
      .select()
      .from(ftaCountryAgreements)
      .where(eq(ftaCountryAgreements.id, page));
    expect(row).toMatchObject({ agreement_ids: [1], version: 2 });
    expect(await auditOf('agreement.delete', id)).toHaveLength(1);
    expect(await auditOf('fta-country.update', page)).toHaveLength(1);
    expect(await api.db.select().from(tradeAgreements).where(eq(tradeAgreements.id, id))).toEqual(
      [],
    );
  });
});

describe('the console’s country pages (/api/staff/fta-countries)', () => {
  it('adds a page with its HTML cleaned; the map lists it once visible', async () => {
    const editor = await createStaff(api, 'editor');
    const code = freeCountryCode();
    const response = await write('POST', '/fta-countries', editor.bearer, {
      ...NEW_COUNTRY_PAGE,
      country_code: code.toLowerCase(),
      visible: true,
      content_eng: '<p>Sample.</p><script>alert(1)</script><a href="javascript:x()">x</a>',
    });
    expect(response.status).toBe(201);
    const created = await json<Country & { content_eng: string }>(response);
    expect(created.country_code).toBe(code);
    expect(created.content_eng).toContain('<p>Sample.</p>');
    expect(created.content_eng).not.toMatch(/<script|javascript:/);
    expect(await auditOf('fta-country.create', created.id)).toHaveLength(1);
    const { body } = await get<Country[]>('/api/fta-country-agreements');
    expect(body.map((row) => row.country_code)).toContain(code);
    const page = await api.request(`/api/fta-country-agreements-by-id/${created.id}`);
    expect(await page.text()).not.toMatch(/<script/);
  });

  it('refuses a second page for a country, an unknown country and unknown agreements', async () => {
    const admin = await createStaff(api, 'admin');
    const taken = await write('POST', '/fta-countries', admin.bearer, {
      ...NEW_COUNTRY_PAGE,
      country_code: 'US',
    });
    expect(taken.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(taken)).errors)).toEqual(['country_code']);
    const unknown = await write('POST', '/fta-countries', admin.bearer, {
      ...NEW_COUNTRY_PAGE,
      country_code: 'XX',
    });
    expect(unknown.status).toBe(422);
    const agreementsMissing = await write('POST', '/fta-countries', admin.bearer, {
      ...NEW_COUNTRY_PAGE,
      country_code: freeCountryCode(),
      agreement_ids: [1, 9999],
    });
    expect(agreementsMissing.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(agreementsMissing)).errors)).toEqual([
      'agreement_ids',
    ]);
    for (const image of [
      'https://elsewhere.example/flag.png',
      '/images/../secret',
      'javascript:x',
    ]) {
      const picture = await write('POST', '/fta-countries', admin.bearer, {
        ...NEW_COUNTRY_PAGE,
        country_code: freeCountryCode(),
        image,
      });
      expect(picture.status, image).toBe(422);
    }
    const none = await write('POST', '/fta-countries', admin.bearer, {
      ...NEW_COUNTRY_PAGE,
      country_code: freeCountryCode(),
      agreement_ids: [],
    });
    expect(none.status).toBe(422);
  });

  it('keeps its own country when edited, hides it from the map, and checks the version', async () => {
    const editor = await createStaff(api, 'editor');
    const page = usPage();
    const body = {
      ...NEW_COUNTRY_PAGE,
      country_code: 'US',
      title_eng: 'United States',
      title_ara: 'الولايات المتحدة',
      agreement_ids: [2],
      visible: false,
    };
    const changed = await write('PUT', `/fta-countries/${page.id}`, editor.bearer, {
      ...body,
      version: 1,
    });
    expect(changed.status).toBe(200);
    expect((await api.request(`/api/fta-country-agreements-by-id/${page.id}`)).status).toBe(404);
    const stale = await write('PUT', `/fta-countries/${page.id}`, editor.bearer, {
      ...body,
      version: 1,
    });
    expect(stale.status).toBe(409);
    const restored = await write('PUT', `/fta-countries/${page.id}`, editor.bearer, {
      ...body,
      visible: true,
      version: 2,
    });
    expect(restored.status).toBe(200);
    expect(await auditOf('fta-country.update', page.id)).toHaveLength(2);
  });

  it('deletes a page at its version; a visitor 401, a member 403', async () => {
    const id = await insertCountryPage(api, freeCountryCode());
    expect((await write('DELETE', `/fta-countries/${id}`, ifMatch(1))).status).toBe(401);
    const member = await createMember(api);
    expect(
      (await write('DELETE', `/fta-countries/${id}`, { ...member.bearer, ...ifMatch(1) })).status,
    ).toBe(403);
    const editor = await createStaff(api, 'editor');
    const response = await write('DELETE', `/fta-countries/${id}`, {
      ...editor.bearer,
      ...ifMatch(1),
    });
    expect(response.status).toBe(200);
    expect(await auditOf('fta-country.delete', id)).toHaveLength(1);
  });
});
