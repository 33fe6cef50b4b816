// @postgres: migrations (the stored HTML cleaned at start-up)
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';

import { migrate, type Connection } from '@/lib/db/connect';
import { cleanStoredHtml, RICH_HTML_COLUMNS } from '@/lib/db/rich-html';
import {
  enquiryPages,
  faqs,
  ftaCountryAgreements,
  guide,
  menuChildren,
  news,
  publications,
  sponsors,
} from '@/lib/db/schema';
import { sanitizeRichHtml } from '@/lib/html/sanitize';

import { createStaff } from './helpers/accounts';
import { createTestApi, json, testApiForFile } from './helpers/test-api';

// Issue 25, item 2: staff-written HTML was cleaned only when a page rendered it, so the public
// API (GET /api/news/{id}) served <script>, onerror, javascript: and <base> as stored. It is
// now cleaned when saved, re-cleaned after the migrations at start-up, and cleaned on every
// public read, with the allowlist the pages render with.

const api = testApiForFile();

const DIRTY =
  '<p>Exports rose.</p><script>window.__xss = 1</script><img src="https://portal.test/a.png" onerror="alert(1)">' +
  '<a href="javascript:alert(1)">more</a><base href="https://evil.example/"><p onclick="steal()">End</p>';
const UNSAFE = /<script|onerror|onclick|javascript:|<base/i;

const TABLES: Record<keyof typeof RICH_HTML_COLUMNS, PgTable> = {
  news,
  sponsors,
  menu_children: menuChildren,
  faqs,
  guide,
  enquiry_pages: enquiryPages,
  publications,
  fta_country_agreements: ftaCountryAgreements,
};

/** Writes DIRTY into every HTML column of every row, as a writer that forgot to clean would. */
async function soilEveryHtmlColumn() {
  for (const [name, table] of Object.entries(TABLES)) {
    const columns = RICH_HTML_COLUMNS[name as keyof typeof RICH_HTML_COLUMNS];
    await api.db.update(table).set(Object.fromEntries(columns.map((column) => [column, DIRTY])));
  }
}

describe('PUT /api/staff/news/{id} cleans the HTML it stores', () => {
  it('stores, answers and serves the body without script, handlers, javascript: or <base>', async () => {
    const editor = await createStaff(api, 'editor');
    const [item] = await api.db
      .select({ id: news.id, version: news.version })
      .from(news)
      .where(eq(news.status, 1))
      .limit(1);
    const response = await api.request(`/api/staff/news/${item!.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...editor.bearer },
      body: JSON.stringify({
        TARIFF_ENG: DIRTY,
        TARIFF_ARA: `<div dir="rtl">${DIRTY}</div>`,
        version: item!.version,
      }),
    });
    expect(response.status).toBe(200);
    const answered = await json<{ TARIFF_ENG: string; TARIFF_ARA: string }>(response);
    const [stored] = await api.db.select().from(news).where(eq(news.id, item!.id));
    expect(stored!.TARIFF_ENG).toBe(sanitizeRichHtml(DIRTY));
    expect(stored!.TARIFF_ENG).toContain('<p>Exports rose.</p>');
    expect(stored!.TARIFF_ENG).toContain('<a>more</a>');
    expect(stored!.TARIFF_ARA).toMatch(/^<div dir="rtl">/);
    for (const text of [stored!.TARIFF_ENG, stored!.TARIFF_ARA, answered.TARIFF_ENG]) {
      expect(text).not.toMatch(UNSAFE);
    }
    const served = await api.request(`/api/news/${item!.id}`);
    expect(await served.text()).not.toMatch(UNSAFE);
  });
});

describe('the public API serves only clean HTML, whatever is stored', () => {
  beforeAll(soilEveryHtmlColumn);

  it.each([
    '/api/news',
    '/api/home-news',
    '/api/news/1',
    '/api/sponsors',
    '/api/sponsors/1',
    '/api/new_faq',
    '/api/new_faq/1',
    '/api/new_faq/1/1',
    '/api/guideE',
    '/api/enquiries-page',
    '/api/enquiries-page/3',
  ])('GET %s', async (path) => {
    const response = await api.request(path);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Exports rose.');
    expect(text).not.toMatch(UNSAFE);
  });

  it('GET /api/menu-1-children/{id} of every page', async () => {
    const children = await api.db.select({ id: menuChildren.id }).from(menuChildren);
    for (const { id } of children) {
      const text = await (await api.request(`/api/menu-1-children/${id}`)).text();
      expect(text).toContain('Exports rose.');
      expect(text).not.toMatch(UNSAFE);
    }
  });

  it('every public GET route of the OpenAPI document, with ids 1 to 3', async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(
      await api.request('/api/openapi.json'),
    );
    const paths = Object.keys(doc.paths).filter(
      (path) => 'get' in doc.paths[path]! && !path.startsWith('/api/staff'),
    );
    const unsafe: string[] = [];
    for (const path of paths) {
      for (const id of ['1', '2', '3']) {
        const response = await api.request(path.replace(/\{[^}]+\}/g, id));
        if (UNSAFE.test(await response.text())) unsafe.push(path);
      }
    }
    expect(unsafe).toEqual([]);
  });
});

describe('the start-up step cleans what was stored before', () => {
  it('rewrites only the rows the allowlist changes, and nothing the second time', async () => {
    await soilEveryHtmlColumn();
    const counts = await Promise.all(
      Object.values(TABLES).map(async (table) => (await api.db.select().from(table)).length),
    );
    const expected = counts.reduce((sum, n) => sum + n, 0);
    expect(await cleanStoredHtml(api.db)).toBe(expected);
    expect(await cleanStoredHtml(api.db)).toBe(0);
    const [row] = await api.db.select().from(faqs).limit(1);
    expect(row!.answer_eng).toBe(sanitizeRichHtml(DIRTY));
    const [steps] = await api.db.select().from(guide).limit(1);
    expect(steps!.step_7_ara).toBe(sanitizeRichHtml(DIRTY));
  });

  it("runs with the migrations: the seed's stored script in news 11 is gone after a restart", async () => {
    // A fresh database of the same kind, migrated and seeded: news 11 holds a stored script.
    const fresh = await createTestApi();
    try {
      const before = await fresh.db.select().from(news).where(eq(news.id, 11));
      expect(before[0]!.TARIFF_ENG).toMatch(/<script/);
      const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
      await migrate({ db: fresh.db, kind } as Connection);
      const after = await fresh.db.select().from(news).where(eq(news.id, 11));
      expect(after[0]!.TARIFF_ENG).not.toMatch(UNSAFE);
      expect(after[0]!.TARIFF_ENG).toBe(sanitizeRichHtml(before[0]!.TARIFF_ENG));
    } finally {
      await fresh.close();
    }
  });
});
