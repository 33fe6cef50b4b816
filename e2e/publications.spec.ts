import { mkdir } from 'node:fs/promises';

import { newAdminRequest } from './helpers/console';
import { memberInNewContext } from './helpers/member';
import {
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  messagesOf,
  setupHeaders,
} from './support';
import { expect, test, type Browser, type Page } from './test';

// Issue 26, part 1 §2.7 and §6: the publications catalogue on tab 1 of page 130. A visitor sees the
// login warning; a member filters by country and year, pages, and downloads a free publication; a
// member without VIP gets the Premium Access Required dialog on a VIP publication, a VIP member
// downloads it; the full export guide's PDF is refused to a visitor, whatever address is tried. In
// English and Arabic, with axe, the direction and a phone's width on every page.

const PASSWORD = 'Dead-Sea-Salt-2026';
const SHOTS = process.env.E2E_SHOTS_DIR;

const locales = [
  {
    lang: 'en' as const,
    prefix: '',
    m: messagesOf('en'),
    saudi: 'Saudi Arabia',
    year: '2026',
    brief: 'Saudi Arabia market brief: processed food',
    cosmetics: 'UAE market study: cosmetics and Dead Sea products',
    file: 'saudi-arabia-market-brief-processed-food.pdf',
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    m: messagesOf('ar'),
    saudi: 'المملكة العربية السعودية',
    year: '٢٠٢٦',
    brief: 'موجز سوق المملكة العربية السعودية: الأغذية المصنّعة',
    cosmetics: 'دراسة سوق الإمارات: مستحضرات التجميل ومنتجات البحر الميت',
    file: 'saudi-arabia-market-brief-processed-food-ar.pdf',
  },
];

/** Axe, the direction, and the page within a 390 px screen; screenshots when asked for. */
async function checkPage(page: Page, lang: 'en' | 'ar', shot: string) {
  await expectDocumentDirection(page, lang);
  await expectNoSeriousA11yViolations(page);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${page.url()} is ${widths.page}px wide`).toBeLessThanOrEqual(widths.screen);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${shot}-${lang}-390.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** A new member signed in in a browser context of their own. */
async function signedInMember(browser: Browser, tag: string) {
  const { context, page } = await memberInNewContext(
    browser,
    {
      email: `publications-${tag}-${Date.now()}@example.jo`,
      password: PASSWORD,
      name: 'Salma',
      phone: '0795550177',
    },
    { extraHTTPHeaders: setupHeaders() },
  );
  return { page, close: () => context.close() };
}

const cards = (page: Page) => page.getByTestId('publication-card');

for (const { lang, prefix, m, saudi, year, brief, cosmetics, file } of locales) {
  const t = m.Publications;

  test(`${lang}: a visitor sees the login warning instead of the catalogue`, async ({ page }) => {
    await page.goto(`${prefix}/pages/130?tab=1`);
    const warning = page.getByTestId('publications-login-warning');
    await expect(warning).toContainText(t.alerts.login_to_see_data);
    const login = warning.getByRole('link', { name: t.login });
    await login.hover();
    await expect(login).toHaveAttribute(
      'href',
      new RegExp(
        `^${prefix}/auth/login\\?redirect=${encodeURIComponent(`${prefix}/pages/130-`)}.+tab%3D1$`,
      ),
    );
    await expect(cards(page)).toHaveCount(0);
    await checkPage(page, lang, 'publications-visitor');
  });

  test(`${lang}: a member filters by country and year, pages, and downloads a free publication`, async ({
    browser,
  }) => {
    const member = await signedInMember(browser, `member-${lang}`);
    const { page } = member;
    try {
      await page.goto(`${prefix}/pages/130?tab=1`);
      await expect(cards(page)).toHaveCount(9);
      await expect(page.getByTestId('publications-total')).not.toBeEmpty();
      await checkPage(page, lang, 'publications-member');

      // Country and year: several choices each, applied on Search, back to page 1.
      const filters = page.getByRole('search', { name: t.filters.label });
      await filters.getByRole('button', { name: new RegExp(`^${t.filters.country}`) }).click();
      await filters.getByRole('checkbox', { name: saudi, exact: true }).check();
      await filters.getByRole('button', { name: new RegExp(`^${t.filters.year}`) }).click();
      await filters.getByRole('checkbox', { name: year, exact: true }).check();
      await filters.getByRole('button', { name: t.filters.submit }).click();
      await expect(page).toHaveURL(/[?&]tab=1&country=682&year=2026$/);
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first().getByRole('heading')).toHaveText(brief);

      // The download: the page's edition, named after the title.
      const download = page.waitForEvent('download');
      await cards(page)
        .first()
        .getByRole('link', { name: new RegExp(t.card.download) })
        .click();
      expect((await download).suggestedFilename()).toBe(file);

      // Clear, then the second page.
      await filters.getByRole('button', { name: t.filters.clear }).click();
      await expect(page).toHaveURL(/\?tab=1$/);
      await expect(cards(page)).toHaveCount(9);
      const pages = page.getByRole('navigation', { name: t.pagination.label });
      await pages
        .getByRole('link', { name: t.pagination.page.replace('{page}', lang === 'ar' ? '٢' : '2') })
        .click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(pages.locator('[aria-current="page"]')).toHaveText(lang === 'ar' ? '٢' : '2');
      await expect(cards(page).first()).toBeVisible();
    } finally {
      await member.close();
    }
  });

  test(`${lang}: a member without VIP gets the Premium dialog; a VIP member downloads`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const member = await signedInMember(browser, `vip-${lang}`);
    const { page } = member;
    const admin = await newAdminRequest(playwright, baseURL);
    try {
      await page.goto(`${prefix}/pages/130?tab=1&country=784`);
      await expect(cards(page)).toHaveCount(1);
      const card = cards(page).first();
      await expect(card.getByRole('heading')).toHaveText(cosmetics);
      await expect(card.getByRole('link', { name: new RegExp(t.card.download) })).toHaveCount(0);
      await card.getByRole('button', { name: t.card.vipOnly }).click();
      const dialog = page.getByRole('dialog', { name: m.Modals.vip.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'support@jordanexports.jo' })).toBeVisible();
      await checkPage(page, lang, 'publications-premium');
      await dialog.getByRole('button', { name: m.Modals.ok }).click();

      // The address itself refuses the member too (403), whatever the page shows.
      const vipFile = '/api/files/publications/seed-03-en.pdf';
      expect((await page.request.get(vipFile)).status()).toBe(403);

      // The agency makes the member VIP; the page, loaded again, offers the download.
      const user = (await (await page.request.get('/api/user')).json()) as {
        id: number;
        version: number;
      };
      const vip = await admin.put(`/api/staff/members/${user.id}/vip`, {
        data: { is_vip: true, version: user.version },
      });
      expect(vip.status(), await vip.text()).toBe(200);
      await page.reload();
      await expect(cards(page)).toHaveCount(1);
      const download = page.waitForEvent('download');
      await cards(page)
        .first()
        .getByRole('link', { name: new RegExp(t.card.download) })
        .click();
      expect((await download).suggestedFilename()).toMatch(/^uae-market-study-cosmetics/);
    } finally {
      await admin.dispose();
      await member.close();
    }
  });
}

test('the full export guide is refused to a visitor at every address, and a member downloads it', async ({
  request,
  browser,
}) => {
  for (const address of [
    '/api/files/guide/jordan-export-guide-en.pdf',
    '/api/files/guide/jordan-export-guide-ar.pdf',
  ]) {
    expect((await request.get(address, { maxRedirects: 0 })).status(), address).toBe(401);
  }
  // The old public address leads to the gated route, which refuses the visitor too.
  const old = await request.get('/files/guide/jordan-export-guide-en.pdf', { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers().location).toBe('/api/files/guide/jordan-export-guide-en.pdf');
  expect((await request.get('/files/guide/jordan-export-guide-en.pdf')).status()).toBe(401);
  for (const address of [
    '/api/uploads/gated/guide/jordan-export-guide-en.pdf',
    '/api/uploads/gated/publications/seed-01-en.pdf',
  ]) {
    expect((await request.get(address)).status(), address).toBe(404);
  }
  // A browser that opens the address is taken to the login page, which returns to the file.
  const member = await signedInMember(browser, 'guide');
  try {
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await visitor.newPage();
    await page.goto('/api/files/guide/jordan-export-guide-en.pdf');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fapi%2Ffiles%2Fguide%2F/);
    await visitor.close();

    await member.page.goto('/pages/120-export-guide');
    const link = member.page.getByTestId('guide-download').getByRole('link');
    await expect(link).toHaveAttribute('href', '/api/files/guide/jordan-export-guide-en.pdf');
    const download = member.page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe('jordan-export-guide-en.pdf');
  } finally {
    await member.close();
  }
});
