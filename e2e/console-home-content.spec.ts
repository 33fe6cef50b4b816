import sharp from 'sharp';

import { consolePath } from '../lib/navigation/console-path';

import { ADMIN_STATE } from './helpers/console';
import { announced, confirmDeletion, openEmptyForm } from './helpers/console-record';
import {
  checkDirectionAndAxe as checkPage,
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
} from './support';
import { expect, test } from './test';

// Issue 29 "Editors publish the portal's content": an editor adds a slide of their own at
// /admin/home-content (both languages, a picture); the home page shows it at once in both
// languages; hidden, it is gone at once, and its order buttons work from the keyboard; then it is
// deleted, asked first. The slide is the run's own, last of the slider, and hidden before it moves:
// the seeded slides, tiles and links other journeys read never change (issue 54). Then the
// sponsors and contacts pages in both languages. Axe and the direction on each page.

test.use({ storageState: ADMIN_STATE });

test('an editor adds a slide, sees it on the home page, hides it, moves it and deletes it', async ({
  page,
}) => {
  const m = messagesOf('en');
  const t = m.HomeContentAdmin;
  const r = m.RecordsAdmin;
  await page.goto(consolePath('/home-content', 'en'));
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await checkPage(page, 'en');

  const unique = Date.now().toString(36);
  const heading = `SAMPLE Figs of Madaba ${unique}`;
  const headingAr = `تين مادبا ${unique}`;
  const section = page.getByTestId('home-slide');
  await section.getByRole('button', { name: t.slide.add }).click();
  const dialog = page.getByRole('dialog', { name: t.slide.addTitle });
  const field = (name: string, language: string) =>
    dialog.getByLabel(label(`${name} (${language})`));
  await field(t.form.heading, r.english).fill(heading);
  await field(t.form.heading, r.arabic).fill(headingAr);
  await expect(field(t.form.heading, r.arabic)).toHaveAttribute('dir', 'rtl');
  await field(t.form.title, r.english).fill('From the valley to Oslo');
  await field(t.form.title, r.arabic).fill('من الوادي إلى أوسلو');
  await field(t.form.description, r.english).fill('A sample slide of the console journeys.');
  await field(t.form.description, r.arabic).fill('شريحة تجريبية لرحلات لوحة التحكم.');
  await dialog.getByLabel(t.form.hideButton).check();
  await dialog.getByLabel(label(t.form.image)).setInputFiles({
    name: 'figs.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 1600, height: 600, channels: 3, background: '#7a3e00' },
    })
      .png()
      .toBuffer(),
  });
  await dialog.getByRole('button', { name: r.save }).click();
  await expect(dialog).toBeHidden();
  await announced(page, r.done.created);

  // The home page shows it on the next request, in English and in Arabic (the slider keeps copies
  // of its slides off screen: the slide is there, at the end). After an Arabic page, the language
  // cookie sends `/` to `/ar`: the English page comes first.
  await page.goto('/');
  await expect(page.getByTestId('main-slider').getByText(heading).first()).toBeAttached();
  await page.goto('/ar');
  await expectDocumentDirection(page, 'ar');
  await expect(page.getByTestId('main-slider').getByText(headingAr).first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  // Hidden: gone from the home page at once.
  await page.goto(consolePath('/home-content', 'en'));
  await section.getByRole('button', { name: r.hideLabel.replace('{name}', heading) }).click();
  await announced(page, r.done.hidden.replace('{name}', heading));
  await page.goto('/ar');
  await expect(page.getByTestId('main-slider').getByText(headingAr)).toHaveCount(0);

  // The order buttons work from the keyboard (on the hidden slide: the slider does not change).
  await page.goto(consolePath('/home-content', 'en'));
  const up = section.getByRole('button', { name: r.upLabel.replace('{name}', heading) });
  await up.focus();
  await page.keyboard.press('Enter');
  await announced(page, r.done.moved.replace('{name}', heading));
  await section.getByRole('button', { name: r.downLabel.replace('{name}', heading) }).click();
  await announced(page, r.done.moved.replace('{name}', heading));

  // Deleted, asked first.
  await confirmDeletion(page, {
    open: r.deleteLabel.replace('{name}', heading),
    title: r.confirm.deleteTitle.replace('{name}', heading),
    text: r.confirm.deleteText,
    confirm: r.confirm.confirm,
    done: r.done.deleted.replace('{name}', heading),
  });
  await expect(section).not.toContainText(heading);
});

test('the home content, sponsors and contacts pages in Arabic', async ({ page }) => {
  // Three console pages in Arabic, each with axe and the 390 px fit.
  const m = messagesOf('ar');
  await page.goto(consolePath('/home-content', 'ar'));
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
