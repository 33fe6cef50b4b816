import { describe, expect, it } from 'vitest';

import type { Publication, PublicationFilters } from '@/features/publications/schemas';
import { countries, publications } from '@/lib/db/schema';

import { createMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

// Issue 26, part 1 §2.7 and part 3 §7: GET /api/publications and its filters' choices are for
// members; filters by countries, sectors and years (any of each), text in either language, 9 a
// page, newest first, the file fields as gated download addresses; GMK's country pinned first.

const api = testApiForFile();

type Page = {
  data: Publication[];
  total: number;
  page: number;
  page_size: number;
  page_count: number;
};

async function asMember(path: string, headers: Record<string, string> = {}) {
  const member = await createMember(api);
  return api.request(`/api${path}`, { headers: { ...member.bearer, ...headers } });
}

const pageOf = async (path: string) => {
  const response = await asMember(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<Page>(response);
};
const idsOf = async (path: string) => (await pageOf(path)).data.map((item) => item.id);

describe('GET /api/publications', () => {
  it('refuses a visitor (401), whatever the query', async () => {
    expect((await api.request('/api/publications')).status).toBe(401);
    expect((await api.request('/api/publications?page=abc')).status).toBe(401);
    expect((await api.request('/api/publications/filters')).status).toBe(401);
  });

  it('answers the published publications, newest first, 9 a page, in the specification’s shape', async () => {
    const first = await pageOf('/publications');
    expect(first).toMatchObject({ total: 19, page: 1, page_size: 9, page_count: 3 });
    expect(first.data).toHaveLength(9);
    const dates = first.data.map((item) => item.date_start);
    expect(dates).toEqual([...dates].sort().reverse());
    const brief = first.data.find((item) => item.id === 1)!;
    expect(brief).toMatchObject({
      DESCRIPTION_ENG: 'Saudi Arabia market brief: processed food',
      country_id: 682,
      country_belongs: { name_eng: 'Saudi Arabia', name_ara: 'المملكة العربية السعودية' },
      industry: [3],
      sectors: [{ id: 3, name_eng: 'Food Processing', name_ara: 'الصناعات الغذائية' }],
      date_start: '2026-09-14',
      formattedDate: 'Sep 14, 2026',
      year: '2026',
      TARIFF_FILE: '/api/files/publications/seed-01-en.pdf',
      TARIFF_FILE_AR: '/api/files/publications/seed-01-ar.pdf',
      image: '/api/uploads/seed/publications/01.webp',
      for_vip: false,
    });
    expect(brief.TARIFF_ENG).toContain('<em>Sample figures for illustration.</em>');
    const last = await pageOf('/publications?page=3');
    expect(last.data).toHaveLength(1);
    expect(last.data[0]!.id).toBe(19);
    expect((await pageOf('/publications?page=4')).data).toEqual([]);
  });

  it('never lists a draft, and a file field never names a public path', async () => {
    const all = await pageOf('/publications?page_size=50');
    expect(all.data.map((item) => item.id)).not.toContain(20);
    for (const item of all.data) {
      expect(item.TARIFF_FILE).toMatch(/^\/api\/files\/publications\//);
      expect(item.TARIFF_FILE_AR).toMatch(/^(\/api\/files\/publications\/.+|)$/);
    }
    expect(all.data.find((item) => item.id === 14)!.TARIFF_FILE_AR).toBe('');
  });

  it('filters by any of the countries, sectors and years, repeated or comma-separated', async () => {
    expect(await idsOf('/publications?country=682')).toEqual([1, 10]);
    expect(await idsOf('/publications?country=682&country=276')).toEqual([1, 2, 10]);
    expect(await idsOf('/publications?country=682,276&year=2026')).toEqual([1, 2]);
    expect(await idsOf('/publications?year=2023&year=2024')).toEqual([
      10, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect(await idsOf('/publications?sector=12')).toEqual([3]);
    expect(await idsOf('/publications?sector=13&sector=15')).toEqual([13, 19]);
    expect(await idsOf('/publications?country=400&sector=17')).toEqual([12]);
    expect(await idsOf('/publications?country=9999')).toEqual([]);
  });

  it('searches the titles in English and in Arabic, however the Arabic is spelt', async () => {
    expect(await idsOf('/publications?q=OLIVE')).toEqual([2]);
    expect(await idsOf(`/publications?q=${encodeURIComponent('زيت الزيتون')}`)).toEqual([2]);
    // أ and ا are one letter to the search (lib/search/normalize-text.ts).
    const arabic = await idsOf(`/publications?q=${encodeURIComponent('الاردنية')}`);
    expect(arabic).toEqual(expect.arrayContaining([5, 11, 12]));
    expect(await idsOf('/publications?q=%25')).toEqual([]);
  });

  it('writes the date in the request’s language', async () => {
    const response = await asMember('/publications?country=682&year=2026', {
      'Accept-Language': 'ar',
    });
    const [item] = (await json<Page>(response)).data;
    expect(item!.formattedDate).toMatch(/[٠-٩]/);
    expect(item!.year).toBe('2026');
  });

  it.each([
    'country=abc',
    'country=0',
    'sector=-1',
    'year=20x5',
    'page=0',
    'page=abc',
    'page_size=51',
    `q=${'a'.repeat(201)}`,
    `country=${Array.from({ length: 51 }, (_, index) => index + 1).join(',')}`,
  ])('answers 422 for %s, never a 500', async (query) => {
    const response = await asMember(`/publications?${query}`);
    expect(response.status).toBe(422);
    expect(Object.keys((await json<{ errors: object }>(response)).errors)).not.toHaveLength(0);
  });
});

describe('GET /api/publications/filters', () => {
  it('lists the countries, sectors and years the published publications name, Jordan first', async () => {
    const filters = await json<PublicationFilters>(await asMember('/publications/filters'));
    expect(filters.countries[0]).toMatchObject({ id: 400, code_3: 'JOR' });
    expect(filters.countries.map((country) => country.id)).not.toContain(404);
    const names = filters.countries.slice(1).map((country) => country.name_eng);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(filters.years).toEqual(['2026', '2025', '2024', '2023']);
    expect(filters.sectors.map((sector) => sector.id)).toContain(12);
  });

  it('pins the country coded GMK first (part 1 §9), then Jordan', async () => {
    await api.db
      .insert(countries)
      .values({ id: 999, code_3: 'GMK', name_eng: 'Global markets', name_ara: 'الأسواق العالمية' });
    await api.db.insert(publications).values({
      DESCRIPTION_ENG: 'World dates outlook',
      DESCRIPTION_ARA: 'آفاق سوق التمور العالمية',
      country_id: 999,
      industry: [4],
      date_start: '2026-10-01',
    });
    const filters = await json<PublicationFilters>(
      await asMember('/publications/filters', { 'Accept-Language': 'ar' }),
    );
    expect(filters.countries.slice(0, 2).map((country) => country.code_3)).toEqual(['GMK', 'JOR']);
    expect(await idsOf('/publications?country=999')).toHaveLength(1);
  });
});
