import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { ErrorBody } from '@/lib/api/errors';
import { companies, products, services } from '@/lib/db/schema';
import { companySeed } from '@/lib/db/seed/companies/build';

import { json, testApiForFile } from './helpers/test-api';

// Issue 14: the public buyer directories answer only approved companies, products and services,
// in their approved version (features/buyers/server/public-catalogue.ts), on the seeded samples
// (lib/db/seed/companies: statuses in companies.ts and reviews.ts).

const api = testApiForFile();

type Row = Record<string, unknown>;
type Item = Row & { id: number; company_id: number; sub_ind: number; name_eng: string };
type Company = Row & { id: number; company_registered_name: string; sectors: { iid: number }[] };

const ITEM_KEYS = [
  'company_belongs',
  'company_id',
  'hs_code',
  'id',
  'image',
  'industry',
  'name_ara',
  'name_eng',
  'sub_ind',
];

const get = (path: string, headers: Record<string, string> = {}) => api.request(path, { headers });

async function ok<T>(path: string): Promise<T> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return json<T>(response);
}

async function expectStatus(path: string, status: number) {
  const response = await get(path);
  expect(response.status, path).toBe(status);
  // An error answer is never marked cacheable.
  expect(response.headers.get('Cache-Control') ?? '', path).not.toContain('public');
  const body = await json<ErrorBody>(response);
  expect(typeof body.message).toBe('string');
  return body;
}

const seededProduct = (name: string) => {
  const index = companySeed.products.findIndex((row) => row.name_eng === name);
  if (index < 0) throw new Error(`no seeded product ${name}`);
  return { ...companySeed.products[index]!, id: index + 1 };
};
const seededService = (name: string) => {
  const index = companySeed.services.findIndex((row) => row.name_eng === name);
  if (index < 0) throw new Error(`no seeded service ${name}`);
  return { ...companySeed.services[index]!, id: index + 1 };
};
const companyStatus = (id: number) => companySeed.companies.find((row) => row.id === id)?.status;

// Seeded: 1 Tilal Dairy approved (20); 4 Bahar changed (40, approved name "Bahar Spices Co.");
// 9 Naqaa in process (10); 11 Nasij refused before any approval (30).
const APPROVED = 1;
const CHANGED = 4;
const IN_PROCESS = 9;
const REFUSED = 11;

describe('GET /api/international-buyers (directory)', () => {
  it('lists the public companies by registered name with the total in X-Total-Count', async () => {
    const response = await get('/api/international-buyers');
    expect(response.status).toBe(200);
    const rows = await json<Company[]>(response);
    const publicIds = companySeed.companies
      .filter((row) => row.status === 20 || row.approved)
      .map((row) => row.id ?? 0);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [...publicIds].sort((a, b) => a - b),
    );
    expect(response.headers.get('X-Total-Count')).toBe(String(publicIds.length));
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=0, must-revalidate, s-maxage=300',
    );
    const names = rows.map((row) => row.company_registered_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'company_registered_name',
      'company_trading_name',
      'id',
      'industry_information_for_products',
      'industry_information_for_services',
      'logo',
      'sectors',
      'status',
    ]);
    for (const row of rows) expect([20, 40]).toContain(row.status);
    expect(rows.map((row) => row.id)).not.toContain(IN_PROCESS);
    expect(rows.map((row) => row.id)).not.toContain(REFUSED);
  });

  it('shows a changed company under its approved name, never the waiting one', async () => {
    const rows = await ok<Company[]>('/api/international-buyers');
    const changed = rows.find((row) => row.id === CHANGED);
    expect(changed?.company_registered_name).toBe('Bahar Spices Co. L.L.C.');
    expect(JSON.stringify(rows)).not.toContain('Bahar Spice Mills Co.');
  });

  it('filters by text (names of the company or its items) and by sector', async () => {
    const byName = await ok<Company[]>('/api/international-buyers?q=tilal');
    expect(byName.map((row) => row.id)).toEqual([APPROVED]);
    const byItem = await ok<Company[]>('/api/international-buyers?q=OLIVE%20OIL');
    expect(byItem.map((row) => row.id)).toContain(2);
    const bySector = await ok<Company[]>('/api/international-buyers?sector=12');
    expect(bySector.length).toBeGreaterThan(0);
    for (const row of bySector) expect(row.sectors.map((sector) => sector.iid)).toContain(12);
    expect(await ok<Company[]>('/api/international-buyers?q=no-such-company-name')).toEqual([]);
  });

  it('pages with page and per_page', async () => {
    const all = await ok<Company[]>('/api/international-buyers');
    const response = await get('/api/international-buyers?page=2&per_page=5');
    expect(response.headers.get('X-Total-Count')).toBe(String(all.length));
    expect((await json<Company[]>(response)).map((row) => row.id)).toEqual(
      all.slice(5, 10).map((row) => row.id),
    );
    expect(await ok<Company[]>('/api/international-buyers?page=999&per_page=5')).toEqual([]);
  });

  it('answers 422 for bad filters, never a 500', async () => {
    for (const query of [
      'sector=abc',
      'sector=0',
      'sector=999',
      'page=0',
      'page=x',
      'per_page=101',
      'per_page=-1',
      `q=${'x'.repeat(61)}`,
    ]) {
      await expectStatus(`/api/international-buyers?${query}`, 422);
    }
  });
});

describe('GET /api/international-buyers/{id}', () => {
  it("answers the public profile without the contact person's data", async () => {
    const company = await ok<Company>(`/api/international-buyers/${APPROVED}`);
    expect(company).toMatchObject({
      id: APPROVED,
      company_registered_name: 'Tilal Dairy Industries Co. L.L.C.',
      status: 20,
      // A fictional company has no website (issue 36).
      website_url: '',
    });
    expect(company.logo).toMatch(/^\/api\/uploads\//);
    expect((company.countries_belongs as unknown[]).length).toBe(5);
    expect((company.certificates as unknown[]).length).toBe(3);
    for (const key of Object.keys(company)) {
      expect(key).not.toMatch(/^person_|e_mail|phone|user_id|status_note|approved/);
    }
    expect(JSON.stringify(company)).not.toContain('@');
  });

  it('answers a changed company as last approved', async () => {
    const company = await ok<Company>(`/api/international-buyers/${CHANGED}`);
    expect(company.company_registered_name).toBe('Bahar Spices Co. L.L.C.');
    expect(company.company_trading_name).toBe('Bahar Spices');
    expect(company.status).toBe(40);
    expect((company.countries_belongs as unknown[]).length).toBe(3);
  });

  it('is 404 for a company in process, refused before approval, or unknown; 422 for a bad id', async () => {
    await expectStatus(`/api/international-buyers/${IN_PROCESS}`, 404);
    await expectStatus(`/api/international-buyers/${REFUSED}`, 404);
    await expectStatus('/api/international-buyers/999999', 404);
    await expectStatus('/api/international-buyers/99999999999999999999', 404);
    await expectStatus('/api/international-buyers/abc', 422);
    await expectStatus('/api/international-buyers/0', 422);
  });
});

describe('GET /api/{type}/{id}', () => {
  it('answers an approved product with its codes, texts and company', async () => {
    const approved = companySeed.products.findIndex((row) => row.status === 20) + 1;
    const item = await ok<Item>(`/api/products/${approved}`);
    expect(Object.keys(item).sort()).toEqual(
      [
        ...ITEM_KEYS,
        'type',
        'gs1_code',
        'description_eng',
        'description_ara',
        'cert',
        'certificate_image',
        'features',
        'industry_belongs',
        'sub_industry_belongs',
      ].sort(),
    );
    expect(item.type).toBe('products');
    expect(item.hs_code).toMatch(/^\d{1,6}$/);
    expect(item.gs1_code).toMatch(/^\d{13}$/);
    expect(item.company_belongs).toEqual({
      company_registered_name: expect.any(String),
      status: companyStatus(item.company_id),
      logo: expect.stringMatching(/^\/api\/uploads\//),
    });
  });

  it('answers a changed product in its approved version', async () => {
    const shoes = seededProduct("Men's leather Oxford shoes");
    const item = await ok<Item>(`/api/products/${shoes.id}`);
    expect(item.name_eng).toBe('Classic leather Oxford shoes');
    const oil = seededProduct('Extra virgin olive oil, 1 L glass bottle');
    const oilItem = await ok<Item>(`/api/products/${oil.id}`);
    expect(oilItem.description_eng).toBe(
      'Cold-extracted extra virgin olive oil from olive groves in Ajloun.',
    );
    const testing = seededService('Penetration testing');
    const service = await ok<Item>(`/api/services/${testing.id}`);
    expect(service.description_eng).toBe(
      'Web and network penetration tests with a detailed report.',
    );
    expect(service.hs_code).toBeNull();
    expect(service.type).toBe('services');
  });

  it('is 404 for items in process or refused before approval', async () => {
    await expectStatus(`/api/products/${seededProduct('Table grapes (seedless)').id}`, 404);
    await expectStatus(`/api/products/${seededProduct('Jameed (dried yoghurt balls)').id}`, 404);
    await expectStatus(`/api/services/${seededService('Air cargo').id}`, 404);
    await expectStatus(
      `/api/services/${seededService('Red Sea diving holidays in Aqaba').id}`,
      404,
    );
    await expectStatus('/api/products/999999', 404);
    await expectStatus('/api/services/abc', 422);
  });

  it('hides an approved item of a company that is not public', async () => {
    const index = companySeed.products.findIndex((row) => row.company_id === IN_PROCESS);
    const id = index + 1;
    await api.db.update(products).set({ status: 20 }).where(eq(products.id, id));
    await expectStatus(`/api/products/${id}`, 404);
    const subsector = companySeed.products[index]!.sub_ind;
    const rows = await ok<Item[]>(`/api/products_by_sub_ind_id/${subsector}`);
    expect(rows.map((row) => row.id)).not.toContain(id);
    await api.db.update(products).set({ status: 10 }).where(eq(products.id, id));
  });

  it('keeps the DELETE member route: a visitor gets 401', async () => {
    const response = await api.request('/api/products/1', { method: 'DELETE' });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/{type}_by_sub_ind_id/{id} and /api/{type}_by_id/{id}', () => {
  it("lists a subsector's public items in the specification's shape", async () => {
    const oil = seededProduct('Extra virgin olive oil, 1 L glass bottle');
    const response = await get(`/api/products_by_sub_ind_id/${oil.sub_ind}`);
    expect(response.status).toBe(200);
    const rows = await json<Item[]>(response);
    expect(response.headers.get('X-Total-Count')).toBe(String(rows.length));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(ITEM_KEYS);
      expect(row.sub_ind).toBe(oil.sub_ind);
      expect(Object.keys(row.company_belongs as Row).sort()).toEqual([
        'company_registered_name',
        'logo',
        'status',
      ]);
    }
    expect(rows.map((row) => row.id)).toContain(oil.id);
  });

  it('never lists an unapproved item or an unapproved version', async () => {
    const hidden = new Set(
      [...companySeed.products]
        .map((row, index) => ({ ...row, id: index + 1 }))
        .filter((row) => row.status === 10 || (row.status === 30 && !row.approved))
        .map((row) => row.id),
    );
    const subsectors = new Set(companySeed.products.map((row) => row.sub_ind));
    for (const subsector of subsectors) {
      const rows = await ok<Item[]>(`/api/products_by_sub_ind_id/${subsector}`);
      for (const row of rows) {
        expect(hidden.has(row.id), row.name_eng).toBe(false);
        expect(row.name_eng).not.toBe("Men's leather Oxford shoes");
        expect([20, 40]).toContain((row.company_belongs as Row).status);
      }
    }
  });

  it("lists a public company's items, paged", async () => {
    const all = await ok<Item[]>(`/api/products_by_id/${APPROVED}`);
    expect(all.length).toBeGreaterThan(1);
    for (const row of all) expect(row.company_id).toBe(APPROVED);
    const response = await get(`/api/products_by_id/${APPROVED}?page=2&per_page=1`);
    expect(response.headers.get('X-Total-Count')).toBe(String(all.length));
    expect((await json<Item[]>(response)).map((row) => row.id)).toEqual([all[1]!.id]);
    const serviceCompany = companySeed.services.find((row) => row.status === 20)!.company_id;
    const serviceRows = await ok<Item[]>(`/api/services_by_id/${serviceCompany}`);
    expect(serviceRows.length).toBeGreaterThan(0);
  });

  it('is 404 for a company or subsector that is not public or unknown, 422 for bad input', async () => {
    await expectStatus(`/api/products_by_id/${IN_PROCESS}`, 404);
    await expectStatus(`/api/services_by_id/${REFUSED}`, 404);
    await expectStatus('/api/products_by_id/999999', 404);
    await expectStatus('/api/products_by_sub_ind_id/999999', 404);
    await expectStatus('/api/services_by_sub_ind_id/x', 422);
    await expectStatus('/api/products_by_sub_ind_id/1?per_page=0', 422);
  });

  it('hides every item of a company the agency has not approved, even approved ones', async () => {
    await api.db.update(companies).set({ status: 10 }).where(eq(companies.id, APPROVED));
    await expectStatus(`/api/products_by_id/${APPROVED}`, 404);
    const all = await ok<Company[]>('/api/international-buyers');
    expect(all.map((row) => row.id)).not.toContain(APPROVED);
    await api.db.update(companies).set({ status: 20 }).where(eq(companies.id, APPROVED));
  });

  it('shows a refused change of an approved item as last approved', async () => {
    const testing = seededService('Penetration testing');
    await api.db.update(services).set({ status: 30 }).where(eq(services.id, testing.id));
    const item = await ok<Item>(`/api/services/${testing.id}`);
    expect(item.description_eng).toBe('Web and network penetration tests with a detailed report.');
    await api.db.update(services).set({ status: 40 }).where(eq(services.id, testing.id));
  });
});

describe('GET /api/local-buyers', () => {
  type Sector = Row & {
    iid: number;
    count: number;
    sub_industries: (Row & { id: number; ind_id: number; count: number })[];
  };

  it('answers the sectors of each type with their subsectors and public items counted', async () => {
    const body = await ok<{ products: Sector[]; services: Sector[] }>('/api/local-buyers');
    expect(Object.keys(body).sort()).toEqual(['products', 'services']);
    expect(body.products.length).toBeGreaterThan(10);
    expect(body.services.length).toBeGreaterThan(3);
    const sector = body.products[0]!;
    expect(Object.keys(sector).sort()).toEqual(
      ['count', 'iid', 'image', 'name_ara', 'name_eng', 'sub_industries'].sort(),
    );
    expect(Object.keys(sector.sub_industries[0]!).sort()).toEqual(
      ['SUB_NAME_ARA', 'SUB_NAME_ENG', 'count', 'id', 'ind_id'].sort(),
    );
    for (const entry of body.products) {
      expect(entry.count).toBe(entry.sub_industries.reduce((sum, sub) => sum + sub.count, 0));
    }
    const oil = seededProduct('Extra virgin olive oil, 1 L glass bottle');
    const listed = await ok<Item[]>(`/api/products_by_sub_ind_id/${oil.sub_ind}`);
    const counted = body.products
      .flatMap((entry) => entry.sub_industries)
      .find((sub) => sub.id === oil.sub_ind);
    expect(counted?.count).toBe(listed.length);
    const total = body.products.reduce((sum, entry) => sum + entry.count, 0);
    const publicProducts = companySeed.products.filter(
      (row) =>
        (row.status === 20 || row.approved) &&
        [20, 40].includes(companyStatus(row.company_id) ?? 0),
    );
    expect(total).toBe(publicProducts.length);
  });

  it('answers errors in the language asked for', async () => {
    const response = await get('/api/international-buyers/999999', { 'Accept-Language': 'ar' });
    expect(response.status).toBe(404);
    expect((await json<ErrorBody>(response)).message).toMatch(/[\u0600-\u06FF]/);
  });
});
