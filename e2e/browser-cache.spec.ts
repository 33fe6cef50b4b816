import type { APIRequestContext, Page, Response } from '@playwright/test';

import { newAdminRequest } from './helpers/console';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  messagesOf,
  waitForInteractive,
} from './support';
import { expect, test } from './test';

// Issue 36 item 5: a visitor searched for a word before the content that holds it existed, and
// after the change still saw "no results" until reloading: the page went out with
// `s-maxage=…, stale-while-revalidate=…` and no max-age, so the browser kept serving its copy while
// it revalidated. Every cached public answer now tells browsers to check back each time
// (`max-age=0, must-revalidate`) and keeps the shared cache's lifetime (`s-maxage`).

/** The Cache-Control directives of an answer: name → value ('' for a bare directive). */
function directivesOf(value: string | undefined): Map<string, string> {
  const entries = (value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .map((part) => {
      const [name, ...rest] = part.split('=');
      return [name!, rest.join('=')] as const;
    });
  return new Map(entries);
}

/** A cached public answer: browsers revalidate it, a shared cache keeps it `s-maxage` seconds. */
function expectSharedAndRevalidated(response: Response | null, what: string) {
  const value = response?.headers()['cache-control'];
  const directives = directivesOf(value);
  expect(directives.get('max-age'), `${what}: ${value}`).toBe('0');
  expect(directives.has('must-revalidate'), `${what}: ${value}`).toBe(true);
  expect(directives.has('public'), `${what}: ${value}`).toBe(true);
  expect(Number(directives.get('s-maxage')), `${what}: ${value}`).toBeGreaterThan(0);
}

/** An answer rendered per request: neither browsers nor shared caches keep it. */
function expectNotStored(response: Response | null, what: string) {
  const value = response?.headers()['cache-control'];
  expect(directivesOf(value).has('no-store'), `${what}: ${value}`).toBe(true);
}

/** The redirect a navigation went through (its answer), if any. */
const redirectOf = async (response: Response | null) =>
  (await response?.request().redirectedFrom()?.response()) ?? null;

const locales = [
  {
    lang: 'en' as const,
    prefix: '',
    word: 'Jordan',
    content: '/menu-1/25-about-jordan',
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    word: 'الأردن',
    content: `/menu-1/25-${encodeURIComponent('عن-الأردن')}`,
  },
];

for (const { lang, prefix, word, content } of locales) {
  test(`${lang}: every kind of cached page tells the browser to revalidate`, async ({ page }) => {
    const pages: [string, string][] = [
      ['home', prefix || '/'],
      ['list with filters', `${prefix}/export-trade-support-institutions?gov=2`],
      ['list page and order', `${prefix}/news?page=2&sort=date-asc`],
      ['search page', `${prefix}/search/${encodeURIComponent(word)}`],
      ['search page of a type', `${prefix}/search/${encodeURIComponent(word)}?type=news`],
      ['content page', `${prefix}${content}`],
      ['feature page', `${prefix}/pages/130?tab=3`],
    ];
    for (const [kind, path] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expectSharedAndRevalidated(response, `${kind} ${path}`);
    }
    await expectDocumentDirection(page, lang);

    // An article asked for by its id: the cached redirect to its address, then the article.
    const article = await page.goto(`${prefix}/news/1`);
    expect(page.url()).toMatch(new RegExp(`${prefix}/news/1-`));
    expectSharedAndRevalidated(await redirectOf(article), 'the redirect to an article');
    expectSharedAndRevalidated(article, 'an article');
    // The feature page above came through its redirect to its slug too.
    await page.goto(`${prefix}/pages/130`);
    await expectDocumentDirection(page, lang);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the sitemap, robots.txt, the 404 page and the sign-in pages are never kept stale', async ({
  page,
}) => {
  for (const path of ['/sitemap.xml', '/robots.txt']) {
    const directives = directivesOf((await page.goto(path))?.headers()['cache-control']);
    // Rendered per request (they read the site's address): a browser asks again each time.
    expect(directives.get('max-age'), path).toBe('0');
    expect(directives.has('must-revalidate'), path).toBe(true);
  }
  // An address no route has is rendered per request; an unknown article's 404 is cached like the
  // article it would be (published, it is there on the next visit).
  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  expectNotStored(unknown, '/no-such-page');
  const unknownArticle = await page.goto('/ar/news/999-no-such-item');
  expect(unknownArticle?.status()).toBe(404);
  expectSharedAndRevalidated(unknownArticle, '/ar/news/999-no-such-item');
  const login = await page.goto('/auth/login');
  expectNotStored(login, '/auth/login');
  const consoleLogin = await page.goto('/admin/login');
  expectNotStored(consoleLogin, '/admin/login');
  // A member page asked for without a session: the redirect to the login page is not kept either.
  const member = await page.goto('/profile');
  expect(page.url()).toMatch(/\/auth\/login\?redirect=%2Fprofile$/);
  expect((await redirectOf(member))?.headers()['cache-control'] ?? '').not.toMatch(/public/);
});

test('public API answers: browsers revalidate, shared caches keep them', async ({ page }) => {
  await page.goto('/');
  for (const path of ['/api/search?q=jordan', '/api/exports', '/api/countries']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const directives = directivesOf(response.headers()['cache-control']);
    expect(directives.get('max-age'), path).toBe('0');
    expect(directives.has('must-revalidate'), path).toBe(true);
    expect(Number(directives.get('s-maxage')), path).toBeGreaterThan(0);
  }
});

test('files named by their content keep their year in the browser', async ({ page }) => {
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  const sheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  const font = /href="(\/fonts\/[^"]+\.woff2)"/.exec(html)?.[1];
  for (const path of [sheet, font]) {
    expect(path).toBeTruthy();
    const answer = await page.request.get(path!);
    expect(answer.headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
  }
});

// The visitor's story, in a browser: the same search before and after a staff change, each time
// from the header's search box (the results page comes as the router's data request, which a
// browser kept and served again while it checked in the background).
const ITEM = 4;

type Titles = { DESCRIPTION_ENG: string; DESCRIPTION_ARA: string; version: number };

async function readTitles(request: APIRequestContext): Promise<Titles> {
  return (await (await request.get(`/api/news/${ITEM}`)).json()) as Titles;
}

async function editTitles(staff: APIRequestContext, titles: Omit<Titles, 'version'>) {
  const { version } = await readTitles(staff);
  const response = await staff.put(`/api/staff/news/${ITEM}`, { data: { ...titles, version } });
  expect(response.status(), await response.text()).toBe(200);
}

async function searchFromHeader(page: Page, prefix: string, word: string, lang: 'en' | 'ar') {
  const m = messagesOf(lang);
  // Not the bare root: the language cookie of the other locale's visit would send it on.
  await page.goto(`${prefix}/news`);
  await waitForInteractive(page);
  const box = page.getByRole('search').getByRole('searchbox', { name: m.Header.searchLabel });
  await box.fill(word);
  await box.press('Enter');
  await expect
    .poll(() => decodeURIComponent(new URL(page.url()).pathname))
    .toBe(`${prefix}/search/${word}`);
  return page.getByRole('status').filter({ hasText: new RegExp(`${m.Search.empty}|${word}`) });
}

test('a search made before a change shows the change the next time (en, ar)', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const staff = await newAdminRequest(playwright, baseURL);
  const original = await readTitles(request);
  // One word no record holds, in letters only.
  const word = `zq${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  try {
    for (const { lang, prefix } of locales) {
      const m = messagesOf(lang);
      await expect(await searchFromHeader(page, prefix, word, lang)).toHaveText(m.Search.empty);
    }
    await editTitles(staff, {
      DESCRIPTION_ENG: `${original.DESCRIPTION_ENG} ${word}`,
      DESCRIPTION_ARA: `${original.DESCRIPTION_ARA} ${word}`,
    });
    for (const { lang, prefix } of locales) {
      const m = messagesOf(lang);
      const status = await searchFromHeader(page, prefix, word, lang);
      await expect(status).not.toHaveText(m.Search.empty);
      const results = page.getByRole('list', { name: m.Search.results });
      await expect(results.getByRole('link').first()).toContainText(word);
      await expectDocumentDirection(page, lang);
      await expectNoSeriousA11yViolations(page);
    }
  } finally {
    await editTitles(staff, {
      DESCRIPTION_ENG: original.DESCRIPTION_ENG,
      DESCRIPTION_ARA: original.DESCRIPTION_ARA,
    });
    await staff.dispose();
  }
});
