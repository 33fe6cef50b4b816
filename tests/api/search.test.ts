// @postgres: search statements (tsquery, prefix and typo matching)
import { describe, expect, it } from 'vitest';

import { SEARCH_TYPES } from '@/features/search/constants';
import type { SearchAnswer } from '@/features/search/schemas';

import { json, testApiForFile } from './helpers/test-api';

// Issue 28: GET /api/search over the one index of the seeded portal: words in either language
// whatever their spelling, prefixes and typos, punctuation that never acts as a wildcard, the type
// chips' counts and filter, the 200-character limit.

const api = testApiForFile();

async function search(q: string, extra: Record<string, string> = {}, language = 'en') {
  const query = new URLSearchParams({ q, page_size: '50', ...extra });
  const response = await api.request(`/api/search?${query.toString()}`, {
    headers: { 'Accept-Language': language },
  });
  expect(response.status, q).toBe(200);
  return json<SearchAnswer>(response);
}

const keys = (answer: SearchAnswer) => answer.items.map((item) => `${item.kind}:${item.id}`);

describe('GET /api/search', () => {
  it('finds a page by its title, any case, on trimmed text, once however many menus list it', async () => {
    const answer = await search('  EXPORT GUIDE ');
    const guide = answer.items.filter((item) => item.href === '/pages/120-export-guide');
    expect(guide).toHaveLength(1);
    expect(guide[0]).toMatchObject({ type: 'pages', kind: 'page', title: 'Export Guide' });
    expect(answer.q).toBe('EXPORT GUIDE');
  });

  it('answers in the request’s language: titles, snippets and the Arabic address', async () => {
    const answer = await search('دليل التصدير', {}, 'ar');
    const guide = answer.items.find(
      (item) => item.kind === 'page' && item.href.startsWith('/pages/120-'),
    );
    expect(guide?.title).toBe('دليل التصدير');
    expect(guide?.href).not.toBe('/pages/120-export-guide');
  });

  it('finds the same records for "الاردن", "الأردن" and "الأُرْدُن"', async () => {
    const [plain, hamza, voweled] = await Promise.all(
      ['الاردن', 'الأردن', 'الأُرْدُن'].map((q) => search(q, {}, 'ar')),
    );
    expect(plain!.total).toBeGreaterThan(10);
    expect(hamza!.total).toBe(plain!.total);
    expect(voweled!.total).toBe(plain!.total);
    expect(keys(hamza!)).toEqual(keys(plain!));
    expect(keys(voweled!)).toEqual(keys(plain!));
    expect(hamza!.counts).toEqual(plain!.counts);
  });

  it('finds an Arabic word joined to its article or a preposition ("بالأردن" by "اردن")', async () => {
    const stem = await search('اردن', {}, 'ar');
    const plain = await search('الاردن', {}, 'ar');
    expect(stem.total).toBeGreaterThanOrEqual(plain.total);
  });

  it('finds the same records for "jordan" and "JORDAN"', async () => {
    const [lower, upper] = await Promise.all([search('jordan'), search('JORDAN')]);
    expect(lower.total).toBeGreaterThan(10);
    expect(keys(upper)).toEqual(keys(lower));
  });

  it('reads an HS code however it is written, as the HS finder does (issue 37)', async () => {
    const plain = await search('1509');
    expect(plain.items.some((item) => item.kind === 'product')).toBe(true);
    for (const spelling of ['15.09', '15 09', '١٥٠٩', '1509.20', '150920']) {
      const answer = await search(spelling);
      expect(
        answer.items.filter((item) => item.kind === 'product').length,
        spelling,
      ).toBeGreaterThan(0);
      for (const key of keys(answer)) expect(keys(plain), spelling).toContain(key);
    }
  });

  it('takes a word as the start of longer ones ("jord" finds what "jordan" finds)', async () => {
    const [prefix, word] = await Promise.all([search('jord'), search('jordan')]);
    for (const key of keys(word).slice(0, 10)) expect(keys(prefix)).toContain(key);
  });

  it('still finds a long word typed with one letter wrong, in both languages', async () => {
    for (const [word, typo, language] of [
      ['phosphate', 'phosphatr', 'en'],
      ['pharmaceutical', 'pharmaceutucal', 'en'],
      ['الفوسفات', 'الفوسفاط', 'ar'],
      ['الأدوية', 'الادويا', 'ar'],
    ] as const) {
      const [right, wrong] = await Promise.all([
        search(word, {}, language),
        search(typo, {}, language),
      ]);
      expect(right.total, word).toBeGreaterThan(0);
      expect(right.total, word).toBeLessThanOrEqual(50);
      expect(wrong.terms.length, typo).toBeGreaterThan(0);
      expect(keys(wrong), typo).toEqual(expect.arrayContaining(keys(right)));
    }
    // A word of four letters is never taken for another.
    expect(await search('trdx')).toMatchObject({ total: 0, terms: [] });
  });

  it('needs every word: two words find fewer records than one', async () => {
    const [one, two] = await Promise.all([search('olive'), search('olive germany')]);
    expect(two.total).toBeGreaterThan(0);
    expect(two.total).toBeLessThan(one.total);
    expect(two.items[0]?.title).toMatch(/olive oil to Germany/i);
  });

  it('ranks a title match before a match in the text', async () => {
    const answer = await search('olive oil');
    const first = answer.items[0]!;
    expect(first.title.toLowerCase()).toContain('olive oil');
  });

  it('takes %, _ and the characters of regular expressions literally: alone they find nothing', async () => {
    for (const q of ['%', '_', '%%', '%_%', '.*', '\\', '(', ')+?', '^$', '[]']) {
      const answer = await search(q);
      expect(answer.total, q).toBe(0);
      expect(answer.items, q).toEqual([]);
    }
    // Around a word they only separate it: "olive%" is "olive", never "olive" and anything.
    expect((await search('olive%')).total).toBe((await search('olive')).total);
  });

  it('gives the count of every type, and keeps one type with `type`', async () => {
    const all = await search('jordan');
    expect(Object.keys(all.counts).sort()).toEqual([...SEARCH_TYPES].sort());
    expect(all.total).toBe(Object.values(all.counts).reduce((sum, value) => sum + value, 0));
    const events = await search('jordan', { type: 'events' });
    expect(events.counts).toEqual(all.counts);
    expect(events.total).toBe(all.counts.events);
    expect(events.items.length).toBeGreaterThan(0);
    expect(events.items.every((item) => item.type === 'events')).toBe(true);
  });

  it('leads each kind of result where part 3 says, the name as the list’s search value', async () => {
    const answer = await search('jordan', { page_size: '50' });
    const hrefOf = (kind: string) => answer.items.find((item) => item.kind === kind)?.href ?? '';
    const events = await search('jordan', { type: 'events', page_size: '50' });
    expect(events.items.map((item) => item.href)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/(local|international)-events\?q=/)]),
    );
    const trades = await search('agreement', { type: 'trades' });
    expect(
      trades.items.some((item) => item.href.startsWith('/free-trade-agreements?search=')),
    ).toBe(true);
    const exportsFound = await search('chamber', { type: 'exports' });
    expect(exportsFound.items[0]?.href).toMatch(/^\/export-trade-support-institutions\?q=/);
    const experts = await search('adviser', { type: 'experts' });
    expect(experts.items[0]?.href).toMatch(/^\/pool-of-experts\?search=/);
    const companies = await search('cosmetics', { type: 'companies' });
    expect(companies.items.map((item) => item.href)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/buyers\/\d+$/)]),
    );
    const publications = await search('germany', { type: 'publications' });
    expect(publications.items[0]?.href).toMatch(/^\/pages\/130-[^?]+\?tab=1&q=/);
    const news = await search('jordan', { type: 'news' });
    expect(news.items[0]?.href).toMatch(/^\/news\/\d+-/);
    expect(hrefOf('page')).toMatch(/^\/(pages|menu-1|menu-3)\/|^\//);
  });

  it('pages the results', async () => {
    const first = await search('jordan', { page_size: '5' });
    const second = await search('jordan', { page_size: '5', page: '2' });
    expect(first.page_count).toBe(Math.ceil(first.total / 5));
    expect(second.page).toBe(2);
    expect(keys(second).some((key) => keys(first).includes(key))).toBe(false);
  });

  it('answers nothing for an empty text, and refuses more than 200 characters (422)', async () => {
    const empty = await search('   ');
    expect(empty).toMatchObject({ total: 0, items: [], words: [] });
    expect((await search(`${'a'.repeat(200)}  `)).q).toHaveLength(200);
    const long = await api.request(`/api/search?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(422);
    const badType = await api.request('/api/search?q=jordan&type=sponsors');
    expect(badType.status).toBe(422);
    const badPage = await api.request('/api/search?q=jordan&page=0');
    expect(badPage.status).toBe(422);
  });

  it('lets a shared cache keep an answer briefly, in its language, and browsers revalidate it (issue 36)', async () => {
    const response = await api.request('/api/search?q=jordan');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, must-revalidate, s-maxage=30',
    );
    expect(response.headers.get('vary')).toContain('Accept-Language');
  });
});
