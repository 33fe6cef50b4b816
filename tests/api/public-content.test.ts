import { describe, expect, it } from 'vitest';

import { PUBLIC_CACHE_CONTROL } from '@/lib/api/public-cache';
import { homeBlocks } from '@/lib/db/schema';
import { CLIENT_SOCKET_HEADER } from '@/lib/http/client-address';
import ar from '@/messages/ar.json';

import { json, testApiForFile } from './helpers/test-api';

type Row = Record<string, unknown>;
type ErrorBody = { message: string; errors: Record<string, string[]> };

const api = testApiForFile();

const getJson = async <T = Row[]>(path: string) => {
  const response = await api.request(path);
  expect(response.status, path).toBe(200);
  return json<T>(response);
};

describe('home content endpoints', () => {
  it('GET /api/home-slider lists slides with the button fields', async () => {
    const slides = await getJson('/api/home-slider');
    expect(slides.length).toBeGreaterThanOrEqual(3);
    for (const slide of slides) {
      expect(slide).toEqual(
        expect.objectContaining({
          is_hide_button: expect.any(Number),
          button_type_id: expect.any(Number),
        }),
      );
      expect(String(slide.title_ara)).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('GET /api/home-blocks answers a data array', async () => {
    const body = await getJson<{ data: Row[] }>('/api/home-blocks');
    expect(body.data.length).toBeGreaterThanOrEqual(1);
    expect(body.data[0]).toEqual(
      expect.objectContaining({ icon: expect.any(String), link: expect.any(String) }),
    );
  });

  it('GET /api/jsd-tiles lists the shown tiles in their order with the tile fields (part 3)', async () => {
    const [hidden] = await api.db
      .insert(homeBlocks)
      .values({
        icon: 'hidden.svg',
        title_eng: 'Hidden tile',
        title_ara: 'مربع مخفي',
        description_eng: 'Not shown',
        description_ara: 'غير معروض',
        link: '/news',
        link_ara: '/ar/news',
        sort: -1,
        status: 0,
      })
      .returning({ id: homeBlocks.id });
    const response = await api.request('/api/jsd-tiles');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    const tiles = await json<Row[]>(response);
    const blocks = (await getJson<{ data: Row[] }>('/api/home-blocks')).data;
    expect(tiles.length).toBeGreaterThanOrEqual(1);
    expect(tiles.map((tile) => tile.id)).toEqual(blocks.map((block) => block.id));
    expect(tiles.map((tile) => tile.id)).not.toContain(hidden!.id);
    for (const tile of tiles) {
      expect(Object.keys(tile).sort()).toEqual(
        [
          'description_ara',
          'description_eng',
          'icon',
          'id',
          'link',
          'link_ara',
          'title_ara',
          'title_eng',
        ].sort(),
      );
      expect(String(tile.title_ara)).toMatch(/[\u0600-\u06FF]/);
    }
    const document = await json<{ paths: Record<string, unknown> }>(
      await api.request('/api/openapi.json'),
    );
    expect(document.paths).toHaveProperty(['/api/jsd-tiles', 'get']);
  });

  it.each(['/api/partners', '/api/je-goals', '/api/become-a-member'])(
    'GET %s answers a list whose first element is the block',
    async (path) => {
      const rows = await getJson(path);
      expect(rows.length).toBeGreaterThanOrEqual(1);
    },
  );

  it('GET /api/je-goals has five goals in both languages', async () => {
    const [goals] = await getJson('/api/je-goals');
    for (const n of [1, 2, 3, 4, 5]) {
      expect(goals?.[`goal_${n}_title_eng`]).toBeTruthy();
      expect(String(goals?.[`goal_${n}_title_ara`])).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('POST /api/consultation-requests', () => {
  // Each request from its own address (as the portal's server passes it on), so the per-address
  // limit of this anonymous form does not count the file's requests together.
  let caller = 0;
  const post = (body: unknown) =>
    api.request('/api/consultation-requests', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'ar',
        [CLIENT_SOCKET_HEADER]: `192.0.2.${(caller += 1)}`,
      },
      body: JSON.stringify(body),
    });

  it('stores a valid request and answers its id', async () => {
    const response = await post({ name: 'Rania Haddad', email: 'rania@example.jo', terms: true });
    expect(response.status).toBe(201);
    expect((await json<{ id: number }>(response)).id).toBeGreaterThan(0);
  });

  it.each([
    [{ name: '', email: 'rania@example.jo', terms: true }, 'name', ar.rules.required],
    [{ name: 'Rania', email: 'not-an-address', terms: true }, 'email', ar.rules.email],
    [{ name: 'Rania', email: 'rania@example.jo', terms: false }, 'terms', ar.rules.you_must],
    [{ name: 'x'.repeat(101), email: 'rania@example.jo', terms: true }, 'name', ar.rules.max100],
  ])('refuses %j with 422 on %s, in the language of the request', async (body, field, message) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors[field]).toEqual([message]);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await api.request('/api/consultation-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
  });
});

describe('news', () => {
  it('GET /api/news lists only published news, newest first', async () => {
    const items = await getJson('/api/news');
    expect(items.length).toBeGreaterThan(9);
    expect(items.every((item) => item.status === 1)).toBe(true);
    const dates = items.map((item) => String(item.news_date));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('GET /api/home-news answers the eight latest', async () => {
    const [all, home] = await Promise.all([getJson('/api/news'), getJson('/api/home-news')]);
    expect(home).toHaveLength(8);
    expect(home.map((item) => item.id)).toEqual(all.slice(0, 8).map((item) => item.id));
  });

  it('GET /api/news/{id} answers a published item, 404 for a draft or unknown id, 422 for bad input', async () => {
    const [first] = await getJson('/api/news');
    expect((await getJson<Row>(`/api/news/${first?.id}`)).id).toBe(first?.id);
    expect((await api.request('/api/news/12')).status).toBe(404);
    expect((await api.request('/api/news/9999')).status).toBe(404);
    expect((await api.request('/api/news/abc')).status).toBe(422);
  });
});

describe('sponsors', () => {
  it('GET /api/sponsors lists sponsors with status and date_end', async () => {
    const sponsors = await getJson('/api/sponsors');
    expect(sponsors.length).toBeGreaterThanOrEqual(6);
    expect(new Set(sponsors.map((s) => s.status))).toEqual(new Set([0, 1]));
    expect(sponsors.every((s) => /^\d{4}-\d{2}-\d{2}$/.test(String(s.date_end)))).toBe(true);
  });

  it('GET /api/sponsors/{id} answers one sponsor or 404', async () => {
    expect((await getJson<Row>('/api/sponsors/1')).id).toBe(1);
    expect((await api.request('/api/sponsors/999')).status).toBe(404);
    expect((await api.request('/api/sponsors/0')).status).toBe(422);
  });
});

describe('FAQ', () => {
  it('GET /api/new_faq lists every entry with status and add_to_home', async () => {
    const faqs = await getJson('/api/new_faq');
    expect(faqs.length).toBeGreaterThan(10);
    expect(new Set(faqs.map((f) => f.status))).toEqual(new Set([0, 1]));
    expect(faqs.filter((f) => f.status === 1 && f.add_to_home === 1).length).toBeGreaterThanOrEqual(
      10,
    );
  });

  it('GET /api/new_faq/1 and /api/new_faq/1/{tab} narrow by category and tab', async () => {
    const exporters = await getJson('/api/new_faq/1');
    expect(exporters.every((f) => f.category === 1)).toBe(true);
    for (const tab of [1, 2, 3]) {
      const rows = await getJson(`/api/new_faq/1/${tab}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((f) => f.category === 1 && f.tab === tab)).toBe(true);
    }
    expect((await api.request('/api/new_faq/1/x')).status).toBe(422);
  });
});

describe('export guide and enquiry pages', () => {
  it('GET /api/guideE answers a list whose first element holds the seven steps with files', async () => {
    const [guide] = await getJson('/api/guideE');
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      expect(guide?.[`step_${n}_name_eng`]).toBeTruthy();
      expect(String(guide?.[`step_${n}_ara`])).toMatch(/[\u0600-\u06FF]/);
      expect(String(guide?.[`step_${n}_file`])).toMatch(/\.pdf$/);
    }
  });

  it('GET /api/enquiries-page/{id} answers a one-element list, 404 when unknown', async () => {
    for (const id of [1, 2, 3, 5, 6, 7]) {
      const [page] = await getJson(`/api/enquiries-page/${id}`);
      expect(page?.id).toBe(id);
      expect(page?.title_eng).toBeTruthy();
    }
    expect((await api.request('/api/enquiries-page/4')).status).toBe(404);
  });

  it('GET /api/enquiries-page lists them all', async () => {
    expect((await getJson('/api/enquiries-page')).map((p) => p.id)).toEqual([1, 2, 3, 5, 6, 7]);
  });
});
