import { mkdir } from 'node:fs/promises';

import { E_SERVICE_GROUPS } from '../app/[locale]/_compositions/e-services/e-services';
import { eServicesChildren } from '../lib/db/seed/content/e-services';
import { menuPagesSeed } from '../lib/db/seed/menu-pages';

import { expectDocumentDirection, expectNoSeriousA11yViolations, messagesOf } from './support';
import { expect, test, type Page } from './test';

// Issue 36: the main menu's "E-Services" leads to the portal's online services (no longer to the
// under-construction page): each service a link with its description, those for members marked
// "Sign-in required"; a visitor follows one. From the desktop menu at 1440 px and the phone's
// drawer at 390 px, in English and Arabic, axe on each page. E2E_SHOTS_DIR=<folder> saves each.

const SHOTS = process.env.E2E_SHOTS_DIR;
const SERVICES = E_SERVICE_GROUPS.flatMap((group) => group.services);

// The menu's item and entry as the fresh database has them (lib/db/seed).
const item = menuPagesSeed.find((page) => page.id === 11)!;
const entry = eServicesChildren[0]!;
const locales = [
  {
    lang: 'en' as const,
    prefix: '',
    menu: item.title_eng!,
    drawer: entry.nav_title_eng!,
    title: entry.title_eng!,
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    menu: item.title_ara!,
    drawer: entry.nav_title_ara!,
    title: entry.title_ara!,
  },
];

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The page's services: every entry of the table, with its description and sign-in note. */
async function expectServices(page: Page, lang: 'en' | 'ar', title: string) {
  const t = messagesOf(lang).EServices;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const cards = page.getByTestId('e-service');
  await expect(cards).toHaveCount(SERVICES.length);
  for (const [index, service] of SERVICES.entries()) {
    const text = t.services[service.key as keyof typeof t.services];
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3, name: text.title })).toBeVisible();
    await expect(card.getByRole('link', { name: text.title })).toHaveAttribute('href', /^\//);
    await expect(card).toContainText(text.description);
    await expect(card.getByText(t.signIn, { exact: true })).toHaveCount(service.signIn ? 1 : 0);
  }
  for (const group of E_SERVICE_GROUPS) {
    const title = t.groups[group.key as keyof typeof t.groups];
    await expect(
      page.getByTestId('e-services').getByRole('heading', { level: 2, name: title, exact: true }),
    ).toBeVisible();
  }
  await expectDocumentDirection(page, lang);
  await expectNoSeriousA11yViolations(page);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${page.url()} is ${widths.page}px wide`).toBeLessThanOrEqual(widths.screen);
}

for (const { lang, prefix, menu, drawer: drawerTitle, title } of locales) {
  const m = messagesOf(lang);
  const t = m.EServices;
  const home = prefix || '/';

  test(`${lang}: the menu's E-Services lists the online services, and a visitor follows one`, async ({
    page,
  }) => {
    await page.goto(home);
    await page
      .getByRole('navigation', { name: m.Header.mainNavigation })
      .getByRole('link', { name: menu, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/e-services$`));
    await expectServices(page, lang, title);
    await shoot(page, `e-services-${lang}-1440`);

    // Joining an event: the events list, where the Join buttons are.
    await page.getByRole('link', { name: t.services.events.title }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/international-events$`));
    await expect(
      page.getByRole('heading', { level: 1, name: m.Events.international.title }),
    ).toBeVisible();

    // A market study: the market information page opens on its tab.
    await page.goBack();
    await page.getByRole('link', { name: t.services.marketStudy.title }).click();
    await expect(page).toHaveURL(/\/pages\/130-[^/?]+\?tab=2$/);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(
      m.MarketInformation.tabs.studies,
    );
  });

  test.describe(`${lang}: on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`${lang}: the drawer's E-Services entry leads to the services`, async ({ page }) => {
      await page.goto(home);
      await page.getByTestId('drawer-toggle').click();
      const drawer = page.getByTestId('nav-drawer');
      await expect(drawer).toBeVisible();
      await drawer.getByRole('link', { name: drawerTitle, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/e-services$`));
      await expectServices(page, lang, title);
      await shoot(page, `e-services-${lang}-390`);
      await page.getByRole('link', { name: t.services.companyRegistration.title }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/pages/170-`));
    });
  });

  test(`${lang}: page 200's content address leads to /e-services`, async ({ page }) => {
    await page.goto(`${prefix}/pages/200`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/e-services$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
}
