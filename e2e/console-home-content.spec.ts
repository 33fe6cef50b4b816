import { consolePath } from '../lib/navigation/console-path';

import { announced, openEmptyForm, signInNewStaff } from './helpers/console-record';
import {
  checkDirectionAndAxe as checkPage,
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
} from './support';
import { expect, test, type Page } from './test';

// Issue 29 "Editors publish the portal's content": an editor changes the first slide's Arabic
// heading and hides a service tile at /admin/home-content; the Arabic home page shows the new
// heading and no longer the tile at once. Then the sponsors and contacts pages in both languages.
// Axe and the direction on each page; the seeded content is put back at the end.

const SLIDE_HEADING_AR = 'صادرات الأردن'; // slide 1 (lib/db/seed/public/home-slider.ts)
const TILE_EN = 'Export Guide'; // tile 1 (lib/db/seed/public/home-blocks.ts)
const TILE_AR = 'دليل التصدير';

async function editSlideHeading(page: Page, from: string, to: string) {
  const m = messagesOf('en');
  const r = m.RecordsAdmin;
  const section = page.getByTestId('home-slide');
  await section
    .getByRole('button', { name: r.editLabel.replace('{name}', 'Jordan Exports') })
    .click();
  const dialog = page.getByRole('dialog', {
    name: r.editTitle.replace('{name}', 'Jordan Exports'),
  });
  const arabic = dialog.getByLabel(label(`${m.HomeContentAdmin.form.heading} (${r.arabic})`));
  await expect(arabic).toHaveValue(from);
  await expect(arabic).toHaveAttribute('dir', 'rtl');
  await arabic.fill(to);
  await dialog.getByRole('button', { name: r.save }).click();
  await expect(dialog).toBeHidden();
  await announced(page, r.done.updated.replace('{name}', 'Jordan Exports'));
}

test('an editor changes a slide’s Arabic heading and hides a tile; /ar shows it at once', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The home content console, a slide and a tile changed, and /ar until it shows them, each with
  // axe.
  test.setTimeout(150_000);
  await signInNewStaff(page, { playwright, baseURL }, consolePath('/home-content', 'en'));
  const m = messagesOf('en');
  const t = m.HomeContentAdmin;
  const r = m.RecordsAdmin;
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await checkPage(page, 'en');

  const heading = `${SLIDE_HEADING_AR} اليوم`;
  await editSlideHeading(page, SLIDE_HEADING_AR, heading);

  const tiles = page.getByTestId('home-tile');
  await tiles.getByRole('button', { name: r.hideLabel.replace('{name}', TILE_EN) }).click();
  await announced(page, r.done.hidden.replace('{name}', TILE_EN));
  await expect(
    tiles.getByRole('button', { name: r.showLabel.replace('{name}', TILE_EN) }),
  ).toBeVisible();

  // The order buttons work from the keyboard: the second tile goes up and back down.
  const second = tiles.getByRole('row').nth(2);
  const up = second.getByRole('button', { name: /^Move .+ up$/ });
  await up.focus();
  await page.keyboard.press('Enter');
  await announced(page, r.done.moved.replace('{name}', '').trim());

  await page.goto('/ar');
  await expectDocumentDirection(page, 'ar');
  // The slider keeps copies of its slides off screen: the one on screen shows the new heading.
  await expect(page.getByText(heading).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: TILE_AR })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Put the seeded content back for the other journeys.
  await page.goto(consolePath('/home-content', 'en'));
  await editSlideHeading(page, heading, SLIDE_HEADING_AR);
  await tiles.getByRole('button', { name: r.showLabel.replace('{name}', TILE_EN) }).click();
  await announced(page, r.done.shown.replace('{name}', TILE_EN));
  const first = tiles.getByRole('row').nth(1);
  await first.getByRole('button', { name: /^Move .+ down$/ }).click();
  await announced(page, r.done.moved.replace('{name}', '').trim());
  await page.goto('/ar');
  await expect(page.getByRole('heading', { name: TILE_AR })).toBeVisible();
});

test('the home content, sponsors and contacts pages in Arabic', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Three console pages in Arabic, each with axe and the 390 px fit.
  test.setTimeout(120_000);
  const m = messagesOf('ar');
  await signInNewStaff(page, { playwright, baseURL }, consolePath('/home-content', 'ar'));
  await expect(
    page.getByRole('heading', { level: 1, name: m.HomeContentAdmin.title }),
  ).toBeVisible();
  await checkPage(page, 'ar');
  await page
    .getByTestId('home-goals')
    .getByRole('button', { name: m.HomeContentAdmin.goals.editTitle })
    .click();
  const goals = page.getByRole('dialog', { name: m.HomeContentAdmin.goals.editTitle });
  await expect(
    goals.getByLabel(label(`${m.HomeContentAdmin.form.goalsTitle} (${m.RecordsAdmin.arabic})`)),
  ).toHaveValue('أهدافنا');
  await expectNoSeriousA11yViolations(page);
  await goals.getByRole('button', { name: m.RecordsAdmin.cancel }).click();

  await page.goto(consolePath('/sponsors', 'ar'));
  await expect(page.getByRole('heading', { level: 1, name: m.SponsorsAdmin.title })).toBeVisible();
  await expect(page.getByRole('table', { name: m.SponsorsAdmin.listTitle })).toBeVisible();
  await checkPage(page, 'ar');
  const sponsor = await openEmptyForm(page, 'ar', {
    open: m.SponsorsAdmin.add,
    title: m.SponsorsAdmin.addTitle,
    save: m.RecordsAdmin.save,
  });
  await expectNoSeriousA11yViolations(page);
  await sponsor.getByRole('button', { name: m.RecordsAdmin.cancel }).click();

  await page.goto(consolePath('/contacts', 'ar'));
  await expect(page.getByRole('heading', { level: 1, name: m.ContactsAdmin.title })).toBeVisible();
  await expect(page.getByRole('table', { name: m.ContactsAdmin.office.title })).toBeVisible();
  await expect(page.getByRole('table', { name: m.ContactsAdmin.social.title })).toBeVisible();
  await checkPage(page, 'ar');
});

test('an editor hides a social link: the footer drops it at once', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The contacts console, a link hidden, and the footer of a public page, with axe.
  test.setTimeout(120_000);
  const r = messagesOf('en').RecordsAdmin;
  await signInNewStaff(page, { playwright, baseURL }, consolePath('/contacts', 'en'));
  const social = page.getByTestId('contacts-social');
  await social.getByRole('button', { name: r.hideLabel.replace('{name}', 'linkedin') }).click();
  await announced(page, r.done.hidden.replace('{name}', 'linkedin'));
  await page.goto('/');
  await expect(page.locator('footer a[href*="linkedin.com"]')).toHaveCount(0);
  await page.goto(consolePath('/contacts', 'en'));
  await social.getByRole('button', { name: r.showLabel.replace('{name}', 'linkedin') }).click();
  await announced(page, r.done.shown.replace('{name}', 'linkedin'));
  await page.goto('/');
  await expect(page.locator('footer a[href*="linkedin.com"]')).toHaveCount(1);
});
