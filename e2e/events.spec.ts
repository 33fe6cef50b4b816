import { formatYear } from '../lib/i18n/format-number';

import { memberInNewContext } from './helpers/member';
import { expectMailAttachment, expectMailContaining } from './mail';
import { LAST_GULFOOD, NEXT_GULFOOD } from './seed-events';
import { checkPage, escapeRegExp, messagesOf, waitForInteractive } from './support';
import { expect, test, waitForHydration, type Browser, type Page } from './test';

// Issue 27 "Events": a visitor filters the international events by year and type (the filters in
// the address) and is asked to log in to join; a member joins a future event (the button turns
// "Joined" and is disabled, the e-mail with the .ics arrives), finds it in "My events" and leaves
// it; an expired event has no join. English and Arabic, axe on every page, each within 390 px.
// Seed events (lib/db/seed/events/), dated from the day the server seeded its database: the next
// Gulfood (9) is to come with its registration open, the last one (1) is over.

const PASSWORD = 'Aqaba-Gulf-Breeze-2026';

const locales = [
  {
    lang: 'en' as const,
    prefix: '',
    future: NEXT_GULFOOD.name_eng,
    past: LAST_GULFOOD.name_eng,
    tradeFair: 'Trade fair and exhibition',
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    future: NEXT_GULFOOD.name_ara,
    past: LAST_GULFOOD.name_ara,
    tradeFair: 'معرض تجاري',
  },
];
const nextYear = String(NEXT_GULFOOD.year);
const lastYear = String(LAST_GULFOOD.year);
/** The next Gulfood's first day as the .ics writes it (YYYYMMDD). */
const nextStart = NEXT_GULFOOD.date_start.replaceAll('-', '');

/** A signed-in member in a browser context of their own. */
const newMember = (browser: Browser, lang: 'en' | 'ar') =>
  memberInNewContext(browser, {
    email: `events-${lang}-${Date.now()}@example.jo`,
    password: PASSWORD,
    name: lang === 'ar' ? 'سلمى' : 'Salma',
    lang,
  });

/** The address once the plain GET form is sent: these filters set. */
const withQuery = (expected: Record<string, string>) => (url: URL) =>
  Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value);

for (const { lang, prefix, future, past, tradeFair } of locales) {
  const m = messagesOf(lang);
  const t = m.Events;
  const cardOf = (page: Page, name: string) =>
    page
      .getByTestId('event-card')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });

  test(`${lang}: a visitor filters the international events and is asked to log in to join`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto(`${prefix}/international-events`);
    await expect(
      page.getByRole('heading', { level: 1, name: t.international.title }),
    ).toBeVisible();
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await checkPage(page, lang);

    const list = page.locator('#events');
    await list
      .getByLabel(t.filters.year, { exact: true })
      .selectOption({ label: formatYear(NEXT_GULFOOD.year, lang) });
    await list.getByLabel(t.filters.type, { exact: true }).selectOption({ label: tradeFair });
    await list.getByRole('button', { name: t.filters.submit }).click();
    await expect(page).toHaveURL(withQuery({ year: nextYear, type: '1' }));
    const cards = page.getByTestId('event-card');
    await expect(cardOf(page, future)).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(tradeFair);
    await expect(list.getByLabel(t.filters.year, { exact: true })).toHaveValue(nextYear);
    await checkPage(page, lang);

    // The filter form loaded a new page: its scripts run after its first paint.
    await waitForHydration(page);
    await cardOf(page, future)
      .getByRole('button', { name: t.join.joinNamed.replace('{name}', future) })
      .click();
    await expect(page.getByRole('dialog', { name: m.Modals.login.title })).toBeVisible();
    await context.close();
  });

  test(`${lang}: a member joins a future event, gets the e-mail with its .ics, and leaves it`, async ({
    browser,
  }) => {
    // A member joins an event, reads the e-mail and its .ics, finds it in My events and leaves it,
    // each page with axe.
    test.setTimeout(120_000);
    const member = await newMember(browser, lang);
    const page = member.page;
    await page.goto(`${prefix}/international-events?year=${nextYear}`);
    await waitForInteractive(page);
    const card = cardOf(page, future);
    await expect(card.getByText(t.timing.upcoming, { exact: true })).toBeVisible();
    await expect(card.getByText(t.status.open)).toBeVisible();
    await card.getByRole('button', { name: t.join.joinNamed.replace('{name}', future) }).click();
    const joined = card.getByRole('button', { name: t.join.joined });
    await expect(joined).toBeVisible();
    await expect(joined).toBeDisabled();
    await expect(
      page.getByText(new RegExp(escapeRegExp(t.join.done.split('{name}')[0]!))),
    ).toBeVisible();
    await checkPage(page, lang);

    // The state comes from the member's own read after the cached page loads: still joined.
    await page.reload();
    await expect(cardOf(page, future).getByRole('button', { name: t.join.joined })).toBeDisabled();

    // The confirmation, with the event as a calendar file.
    await expectMailContaining(member.email, future);
    await expectMailAttachment(member.email, 'event-9.ics', `DTSTART;VALUE=DATE:${nextStart}`);

    // My events, from the profile: the event, its calendar file, and leaving it.
    await page.goto(`${prefix}/profile`);
    await page.getByTestId('my-events-card').getByRole('link', { name: t.mine.card.link }).click();
    await expect(page).toHaveURL(/\/profile\/my-events$/);
    await expect(page.getByRole('heading', { level: 1, name: t.mine.title })).toBeVisible();
    const mine = page.getByTestId('my-event').filter({ hasText: future });
    await expect(mine).toBeVisible();
    await expect(
      mine.getByRole('link', { name: new RegExp(escapeRegExp(t.card.addToCalendar)) }),
    ).toHaveAttribute('href', `/api/events/9/calendar.ics?lang=${lang}`);
    await checkPage(page, lang);
    await mine.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.mine.leave)}`) }).click();
    const question = page.getByRole('dialog');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: t.mine.leave, exact: true }).click();
    await expect(page.getByTestId('my-events-empty')).toBeVisible();
    await member.context.close();
  });

  test(`${lang}: an expired event has no join`, async ({ page }) => {
    await page.goto(`${prefix}/international-events?year=${lastYear}`);
    const card = cardOf(page, past);
    await expect(card.getByText(t.timing.expired, { exact: true })).toBeVisible();
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(
      card.getByRole('link', { name: new RegExp(escapeRegExp(t.card.addToCalendar)) }),
    ).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: t.filters.year })).toContainText(
      formatYear(LAST_GULFOOD.year, lang),
    );
  });

  test(`${lang}: the local events and the old address of page 90`, async ({ page }) => {
    await page.goto(`${prefix}/local-events`);
    await expect(page.getByRole('heading', { level: 1, name: t.local.title })).toBeVisible();
    await expect(page.getByRole('link', { name: t.tabs.local })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    // Every local event is in Jordan: there is no country to choose.
    await expect(page.getByLabel(t.filters.country, { exact: true })).toHaveCount(0);
    await checkPage(page, lang);

    await page.goto(`${prefix}/pages/90`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/international-events$`));
    await expect(
      page.getByRole('heading', { level: 1, name: t.international.title }),
    ).toBeVisible();
  });
}
