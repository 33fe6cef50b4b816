import { tradeLeadsSeedFor } from '../lib/db/seed/trade-leads';
import { ammanDay } from '../lib/time/amman-day';

import { newMember } from './helpers/company-registration';
import { checkPage, label, messagesOf } from './support';
import { expect, test } from './test';

// Issue 39 "Trade leads": a member opens /trade-leads, filters by HS chapter (the filter kept in
// the address), opens the lead, expresses interest with a short message, and finds it with its
// state on /profile/trade-lead-interests. In English and Arabic, checkPage (direction, axe, the
// 390 px fit) on each page. The seed dates its leads from the day the e2e server seeded them.

const VEGETABLES = tradeLeadsSeedFor(ammanDay(new Date())).find((lead) => lead.id === 3)!;

const LOCALES = [
  { lang: 'en' as const, prefix: '', title: VEGETABLES.title_eng! },
  { lang: 'ar' as const, prefix: '/ar', title: VEGETABLES.title_ara! },
];

for (const { lang, prefix, title } of LOCALES) {
  const t = messagesOf(lang).TradeLeads;

  test(`${lang}: a member filters the trade leads, expresses interest and sees it in the account`, async ({
    page,
    request,
  }) => {
    // Four pages, each checked by axe.
    test.setTimeout(120_000);
    await page.context().clearCookies();
    await newMember(request, page, `trade-lead-${lang}`);

    // The list, its feed in the head, and the filter by HS chapter 07 (vegetables).
    await page.goto(`${prefix}/trade-leads`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(
      page.locator('link[rel="alternate"][type="application/atom+xml"]'),
    ).toHaveAttribute('href', new RegExp(`${prefix}/feeds/trade-leads\\.atom$`));
    await expect(page.getByTestId('trade-lead-card').first()).toBeVisible();
    await checkPage(page, lang, 'trade-leads-list');
    const filters = page.getByRole('search');
    await filters.getByLabel(t.filters.chapter).selectOption('07');
    await filters.getByRole('button', { name: t.filters.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/trade-leads\\?(.+&)?chapter=07(&|#|$)`));
    const cards = page.getByTestId('trade-lead-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(t.states.open);
    await checkPage(page, lang, 'trade-leads-filtered');

    // The lead's page: express interest with a short message.
    await cards.first().getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/trade-leads/3$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Issue 45: the lead leads to the market access of its codes in its country, and the finder.
    const tools = page.getByTestId('lead-tools').getByRole('link');
    await expect(tools).toHaveCount(3);
    await expect(tools.nth(0)).toHaveAttribute('href', `${prefix}/market-access/0702/NL`);
    await expect(tools.nth(1)).toHaveAttribute('href', `${prefix}/market-access/0709/NL`);
    await expect(tools.nth(2)).toHaveAttribute('href', `${prefix}/hs-finder?q=0702`);
    const form = page.getByTestId('interest-form');
    await expect(form).toBeVisible();
    await checkPage(page, lang, 'trade-lead');
    await form
      .getByLabel(label(t.interest.message))
      .fill('GlobalG.A.P. certified farm in the Jordan Valley, 3 reefers a week.');
    await form.getByRole('button', { name: t.interest.send }).click();
    const state = page.getByTestId('interest-state');
    await expect(state).toContainText(t.interest.sent);
    await expect(state).toContainText(t.interestStates.new);

    // The member's interests, with the lead and its state.
    await state.getByRole('link', { name: t.interest.mine }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile/trade-lead-interests$`));
    await expect(page.getByRole('heading', { level: 1, name: t.mine.title })).toBeVisible();
    const row = page.getByTestId('trade-lead-interests').locator('tr[data-lead="3"]');
    await expect(row).toContainText(title);
    await expect(row).toContainText(t.interestStates.new);
    await checkPage(page, lang, 'trade-lead-interests');
  });
}

// Issue 45: a visitor searches the leads (keyword, country, HS chapter, value band, order: all in
// the address), then "Alert me about this" opens /alerts with the list's country and chapter
// chosen and trade leads ticked; axe on both pages, in English and Arabic.
const OLIVE_OIL = tradeLeadsSeedFor(ammanDay(new Date())).find((lead) => lead.id === 1)!;
const SEARCHES = [
  {
    lang: 'en' as const,
    prefix: '',
    q: 'olive',
    title: OLIVE_OIL.title_eng!,
    saudi: 'Saudi Arabia',
  },
  {
    lang: 'ar' as const,
    prefix: '/ar',
    q: 'زيت',
    title: OLIVE_OIL.title_ara!,
    saudi: 'المملكة العربية السعودية',
  },
];

for (const { lang, prefix, q, title, saudi } of SEARCHES) {
  const t = messagesOf(lang).TradeLeads;
  const alerts = messagesOf(lang).Alerts;

  test(`${lang}: "Alert me" on the searched leads opens /alerts with the filters chosen`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.context().clearCookies();
    await page.goto(`${prefix}/trade-leads`);
    const filters = page.getByRole('search');
    await filters.getByLabel(t.filters.q).fill(q);
    await filters.getByLabel(t.filters.country).selectOption('682');
    await filters.getByLabel(t.filters.chapter).selectOption('15');
    await filters.getByLabel(t.filters.value).selectOption('100k-1m');
    await filters.getByLabel(t.filters.sort).selectOption('published');
    await filters.getByRole('button', { name: t.filters.submit }).click();
    await expect(page).toHaveURL(/[?&]country=682(&|#|$)/);
    for (const part of ['chapter=15', 'value=100k-1m', 'sort=published']) {
      expect(page.url()).toContain(part);
    }
    const cards = page.getByTestId('trade-lead-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(title);
    await checkPage(page, lang, 'trade-leads-search');

    await page.getByTestId('alert-me').click();
    await expect(page).toHaveURL(
      new RegExp(`${prefix}/alerts\\?type=trade_leads&country=682&chapter=15$`),
    );
    await expect(page.getByTestId('alerts-chosen')).toBeVisible();
    const form = page.getByTestId('alerts-form');
    await expect(form.getByRole('checkbox', { name: alerts.types.trade_leads })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: alerts.types.news })).not.toBeChecked();
    await expect(form.getByTestId('alert-countries')).toContainText(saudi);
    await expect(form.getByTestId('alert-chapters')).toContainText('15');
    await expect(form.getByTestId('alert-sectors')).toContainText(alerts.form.allSectors);
    // A visitor's address is empty.
    await expect(form.getByLabel(label(alerts.form.email))).toHaveValue('');
    await checkPage(page, lang, 'alerts-from-leads');
  });
}
