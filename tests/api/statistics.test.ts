import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { FilterEntry, Statistic, StatisticItem } from '@/features/statistics/schemas';
import { statistics } from '@/lib/db/schema';
import { seedStatisticFiles } from '@/lib/db/seed/market/statistic-files';

import { createMember, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

// Issue 26, part 2 "Interactive data" and §7 statista/*, and the data centre (§5): members only,
// in the request's language, from the portal's own statistics (no STATISTA_API_KEY).

const api = testApiForFile();

type Answer<T> = { status: number; body: T; headers: Headers };

async function get<T>(path: string, who?: TestMember, lang = 'en'): Promise<Answer<T>> {
  const response = await api.request(`/api${path}`, {
    headers: { 'Accept-Language': lang, ...(who?.bearer ?? {}) },
  });
  return { status: response.status, body: await json<T>(response), headers: response.headers };
}
const items = async (path: string, who: TestMember, lang = 'en') => {
  const answer = await get<{ items: StatisticItem[] }>(path, who, lang);
  expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.items;
};
const ids = (list: StatisticItem[]) => list.map((item) => item.identifier);

describe('statista/* and the data centre need a member', () => {
  it.each([
    '/statista/statistics',
    '/statista/studies',
    '/statista/infographics',
    '/statista/statistic/1001',
    '/statista/industries',
    '/statista/geolocations',
    '/data-centre?hs_code=3104',
  ])('a visitor gets 401 from %s, in the request’s language', async (path) => {
    const english = await get<{ message: string }>(path);
    expect(english.status).toBe(401);
    const arabic = await get<{ message: string }>(path, undefined, 'ar');
    expect(arabic.status).toBe(401);
    expect(arabic.body.message).not.toBe(english.body.message);
  });
});

describe('GET statista/{statistics|studies|infographics}', () => {
  it('answers items of the one type, newest first, in the specification’s shape', async () => {
    const member = await createMember(api);
    const list = await items('/statista/statistics', member);
    expect(list.length).toBe(24);
    expect(list.every((item) => item.type === 'statistics')).toBe(true);
    const dates = list.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const phosphate = list.find((item) => item.identifier === '1001')!;
    expect(phosphate).toMatchObject({
      title: 'Jordan’s phosphate exports, 2019–2024',
      publishers: [{ title: 'Jordan Exports portal (sample data)' }],
      survey_period: '2019–2024',
      premium: false,
      locked: false,
      hs_codes: ['2510'],
    });
    expect(phosphate.comment).toMatch(/^Sample data/);
    expect(phosphate.industries).toEqual([
      { id: 9, name: 'Phosphate', parents: [{ id: 8, name: 'Mining and quarrying' }] },
    ]);
    expect(phosphate.geolocations[0]).toEqual({
      id: 3,
      name: 'Jordan',
      parents: [
        { id: 2, name: 'Middle East and North Africa' },
        { id: 1, name: 'World' },
      ],
    });
    expect(phosphate).not.toHaveProperty('chart');
  });

  it('answers in Arabic for an Arabic request', async () => {
    const member = await createMember(api);
    const [first] = (await items('/statista/statistics?q=phosphate', member, 'ar')).filter(
      (item) => item.identifier === '1001',
    );
    expect(first?.title).toBe('صادرات الأردن من الفوسفات، ٢٠١٩–٢٠٢٤');
    expect(first?.publishers[0]?.title).toBe('بوابة صادرات الأردن (بيانات تجريبية)');
    expect(first?.industries[0]?.parents[0]?.name).toBe('التعدين واستغلال المحاجر');
  });

  it('studies and infographics are their own lists; infographics name their picture', async () => {
    const member = await createMember(api);
    const studies = await items('/statista/studies', member);
    expect(studies).toHaveLength(8);
    expect(studies.every((item) => item.type === 'studies')).toBe(true);
    const infographics = await items('/statista/infographics', member);
    expect(infographics).toHaveLength(8);
    const glance = infographics.find((item) => item.identifier === '1033')!;
    expect(glance.image_url).toBe('/api/uploads/seed/statistics/1033-en.svg');
    const arabic = await items('/statista/infographics', member, 'ar');
    expect(arabic.find((item) => item.identifier === '1033')!.image_url).toBe(
      '/api/uploads/seed/statistics/1033-ar.svg',
    );
  });

  it('`q` finds words in either language, however they are spelt', async () => {
    const member = await createMember(api);
    const potash = ['1020', '1017', '1002'];
    expect(ids(await items('/statista/statistics?q=potash', member))).toEqual(potash);
    expect(ids(await items('/statista/statistics?q=POTASH%20aqaba', member))).toEqual(['1020']);
    // Arabic without the article, and with ة written as ه: «صادرات الالبسه» finds الألبسة.
    const arabic = await items(`/statista/statistics?q=${encodeURIComponent('بوتاس')}`, member);
    expect(ids(arabic)).toEqual(potash);
    const garments = encodeURIComponent('صادرات الالبسه');
    const found = ids(await items(`/statista/statistics?q=${garments}`, member));
    expect(found).toEqual(expect.arrayContaining(['1005', '1014', '1023']));
    expect(found).not.toContain('1001');
    expect(await items('/statista/statistics?q=nothing-like-this', member)).toEqual([]);
  });

  it('a geolocation or an industry finds the items of the nodes under it too', async () => {
    const member = await createMember(api);
    // Asia (16) holds India, China and Indonesia.
    const asia = ids(await items('/statista/statistics?geolocation=16', member));
    expect(asia).toEqual(expect.arrayContaining(['1017', '1019', '1020']));
    expect(asia).not.toContain('1015');
    // Mining and quarrying (8) holds phosphate (9) and potash (10).
    const mining = ids(await items('/statista/statistics?industry=8', member));
    expect(mining).toEqual(expect.arrayContaining(['1001', '1002', '1019', '1020']));
    const both = ids(await items('/statista/statistics?industry=10&geolocation=17', member));
    expect(both).toEqual(['1020', '1017']);
    expect(ids(await items('/statista/studies?geolocation=13', member))).toEqual(['1025']);
    // Empty filters from a form are no filters.
    expect(await items('/statista/studies?q=&geolocation=&industry=', member)).toHaveLength(8);
  });

  it('refuses bad filters with 422 by field, never a 500', async () => {
    const member = await createMember(api);
    for (const query of ['geolocation=abc', 'industry=0', 'industry=1.5', `q=${'x'.repeat(101)}`]) {
      const answer = await get<{ errors: Record<string, string[]> }>(
        `/statista/statistics?${query}`,
        member,
      );
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual([query.split('=')[0]]);
    }
  });

  it('drafts are not shown', async () => {
    const member = await createMember(api);
    await api.db.update(statistics).set({ status: 0 }).where(eq(statistics.identifier, '1010'));
    expect(ids(await items('/statista/statistics', member))).not.toContain('1010');
    expect((await get('/statista/statistic/1010', member)).status).toBe(404);
    await api.db.update(statistics).set({ status: 1 }).where(eq(statistics.identifier, '1010'));
  });
});

describe('GET statista/statistic/{identifier}', () => {
  it('answers the full statistic with chart.data.categories and chart.data.series', async () => {
    const member = await createMember(api);
    const { status, body } = await get<Statistic>('/statista/statistic/1009', member);
    expect(status).toBe(200);
    expect(body.chart).toEqual({
      kind: 'line',
      unit: 'JOD million',
      data: {
        categories: ['2019', '2020', '2021', '2022', '2023', '2024'],
        series: [
          { name: 'National exports', data: [4740, 4650, 5650, 7400, 6900, 7050] },
          { name: 'Re-exports', data: [1000, 900, 1050, 1150, 1100, 1080] },
        ],
      },
    });
  });

  it('names the categories and series in Arabic for an Arabic request; markets read as bars', async () => {
    const member = await createMember(api);
    const { body } = await get<Statistic>('/statista/statistic/1013', member, 'ar');
    expect(body.chart?.kind).toBe('bar');
    expect(body.chart?.unit).toBe('٪ من الصادرات');
    expect(body.chart?.data.categories.slice(0, 3)).toEqual([
      'الولايات المتحدة',
      'السعودية',
      'الهند',
    ]);
    expect(body.chart?.data.series[0]?.name).toBe('الحصة');
  });

  it('404 for an unknown or malformed identifier', async () => {
    const member = await createMember(api);
    for (const identifier of ['999999', 'no such', '..%2F1001', 'x'.repeat(65)]) {
      expect((await get(`/statista/statistic/${identifier}`, member)).status, identifier).toBe(404);
    }
  });
});

describe('premium items follow the VIP rule', () => {
  it('a member who is not VIP sees them listed and locked, and the statistic is 403', async () => {
    const member = await createMember(api);
    const list = await items('/statista/statistics?geolocation=17', member);
    const india = list.find((item) => item.identifier === '1017')!;
    expect(india).toMatchObject({ premium: true, locked: true, description: '', image_url: '' });
    expect(india.title).toBe('Exports to India, 2019–2024');
    const refused = await get<{ message: string }>('/statista/statistic/1017', member);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This statistic is available to premium (VIP) members only.');
    const arabic = await get<{ message: string }>('/statista/statistic/1017', member, 'ar');
    expect(arabic.body.message).toContain('VIP');
  });

  it('a VIP member sees them whole', async () => {
    const vip = await createMember(api, { is_vip: true });
    const india = (await items('/statista/statistics?geolocation=17', vip)).find(
      (item) => item.identifier === '1017',
    )!;
    expect(india.locked).toBe(false);
    expect(india.description).not.toBe('');
    const { status, body } = await get<Statistic>('/statista/statistic/1017', vip);
    expect(status).toBe(200);
    expect(body.chart?.data.series[0]?.data).toHaveLength(6);
  });
});

describe('GET statista/industries and statista/geolocations', () => {
  it('answer each tree in order, a node after its parent, with its depth', async () => {
    const member = await createMember(api);
    const geo = await get<{ items: FilterEntry[] }>('/statista/geolocations', member);
    expect(geo.status).toBe(200);
    expect(geo.body.items.slice(0, 3)).toEqual([
      { id: 1, name: 'World', parent_id: null, depth: 0 },
      { id: 2, name: 'Middle East and North Africa', parent_id: 1, depth: 1 },
      { id: 3, name: 'Jordan', parent_id: 2, depth: 2 },
    ]);
    const industries = await get<{ items: FilterEntry[] }>('/statista/industries', member, 'ar');
    const names = industries.body.items.map((item) => item.name);
    expect(names.indexOf('الأسمدة')).toBe(names.indexOf('الصناعات الكيماوية') + 1);
    expect(industries.body.items.find((item) => item.name === 'الأسمدة')?.depth).toBe(2);
  });
});

describe('GET data-centre (part 2 §5)', () => {
  it('finds the statistics of an HS code, the codes under it and its heading', async () => {
    const member = await createMember(api);
    const potash = ids(await items('/data-centre?hs_code=3104', member));
    expect(potash).toEqual(expect.arrayContaining(['1002', '1020', '1034', '1017']));
    // A subheading finds the statistics of its heading.
    expect(ids(await items('/data-centre?hs_code=310420', member))).toEqual(potash);
    // A chapter finds the headings under it.
    const chapter = ids(await items('/data-centre?hs_code=31', member));
    expect(chapter).toEqual(expect.arrayContaining([...potash, '1003', '1031']));
    // Written as the HS finder reads codes (issue 37): dots, spaces, Arabic-Indic digits.
    for (const spelling of ['31.04', '31 04', '٣١٠٤', '3104.20']) {
      const query = new URLSearchParams({ hs_code: spelling }).toString();
      expect(ids(await items(`/data-centre?${query}`, member)), spelling).toEqual(potash);
    }
    const words = ids(await items('/data-centre?hs_code=08&q=dates', member));
    expect(words).toEqual(['1010', '1032']);
  });

  it('refuses an HS code over 6 characters or with letters, in the request’s language', async () => {
    const member = await createMember(api);
    const long = await get<{ errors: Record<string, string[]> }>(
      '/data-centre?hs_code=1234567',
      member,
    );
    expect(long.status).toBe(422);
    expect(long.body.errors.hs_code).toEqual(['Max 6 characters']);
    const arabic = await get<{ errors: Record<string, string[]> }>(
      '/data-centre?hs_code=1234567',
      member,
      'ar',
    );
    expect(arabic.body.errors.hs_code).toEqual(['٦ أحرف كحدّ أقصى']);
    const letters = await get<{ errors: Record<string, string[]> }>(
      '/data-centre?hs_code=31a',
      member,
    );
    expect(letters.status).toBe(422);
    expect(letters.body.errors.hs_code).toEqual(['Numbers only']);
  });

  it('locks premium items for a member who is not VIP', async () => {
    const member = await createMember(api);
    const found = await items('/data-centre?hs_code=1509', member);
    expect(found.find((item) => item.identifier === '1025')).toMatchObject({ locked: true });
  });
});

describe('the seeded infographics’ pictures', () => {
  it('are drawn at start-up when storage lacks them, once, and served as pictures', async () => {
    const storage = api.services.storage;
    expect(await seedStatisticFiles(storage, api.db)).toBe(16);
    expect(await seedStatisticFiles(storage, api.db)).toBe(0);
    const english = await api.request('/api/uploads/seed/statistics/1033-en.svg');
    expect(english.status).toBe(200);
    expect(english.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await english.text()).toContain('Jordan’s top exports at a glance, 2024');
    const arabic = await (await api.request('/api/uploads/seed/statistics/1033-ar.svg')).text();
    expect(arabic).toContain('أبرز الصادرات الأردنية في لمحة، ٢٠٢٤');
    expect(arabic).toContain('٢٬٣١٠');
    await storage.remove('seed/statistics/1034-ar.svg');
    expect(await seedStatisticFiles(storage, api.db)).toBe(1);
  });
});
