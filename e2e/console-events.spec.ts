import { consolePath } from '../lib/navigation/console-path';

import { createStaffAccount, newAdminRequest, signInToConsole } from './helpers/console';
import { checkPage, expectNoSeriousA11yViolations, label, messagesOf } from './support';
import { expect, test } from './test';

// Issue 27 "Staff console": an editor adds a local event in both languages at /admin/events,
// finds it with the list's search, sees it on the public Local Events page at once, opens the
// page of members who joined it (with its CSV), and deletes it after being asked; the console's
// events pages in Arabic. Axe, direction and the 390 px fit on each page.

test('an editor adds a local event, finds it, sees it on the portal and removes it', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The console's events list, its form, the search and the portal's events page, each with axe.
  test.setTimeout(120_000);
  const admin = await newAdminRequest(playwright, baseURL);
  const editor = await createStaffAccount(admin, { role: 'editor' });
  await admin.dispose();
  await signInToConsole(page, { ...editor, redirect: consolePath('/events', 'en') });
  const m = messagesOf('en');
  const t = m.EventsAdmin;
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('table', { name: t.tableLabel })).toBeVisible();
  await checkPage(page, 'en');

  const unique = `SAMPLE Ma'an Export Clinic ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog', { name: t.form.addTitle });
  await dialog.getByRole('button', { name: t.form.save }).click();
  await expect(dialog.getByText(m.rules.required).first()).toBeVisible();
  await dialog.getByLabel(label(t.form.name_eng)).fill(unique);
  await dialog.getByLabel(label(t.form.name_ara)).fill('عيادة التصدير في معان (عينة)');
  await dialog.getByLabel(label(t.form.description_eng)).fill('One-to-one advice on exporting.');
  await dialog.getByLabel(label(t.form.date_start)).fill('2027-06-15');
  await dialog.getByLabel(label(t.form.date_end)).fill('2027-06-15');
  await dialog.getByLabel(label(t.form.location_type)).selectOption({ label: t.scope.local });
  await dialog.getByLabel(label(t.form.country_id)).selectOption({ label: 'Jordan' });
  await dialog.getByLabel(label(t.form.city_eng)).fill("Ma'an");
  await dialog.getByLabel(label(t.form.city_ara)).fill('معان');
  await dialog.getByLabel(label(t.form.type_id)).selectOption({ label: 'Workshop' });
  await dialog.getByLabel(label(t.form.mode_id)).selectOption({ label: 'In person' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: t.form.save }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: t.done.created.replace('{name}', unique) }),
  ).toBeVisible();

  // The list's search is a plain GET form: the address keeps it.
  const search = page.getByRole('search', { name: t.filters });
  await search.getByLabel(t.search, { exact: true }).fill(unique);
  await search.getByRole('button', { name: m.Console.kit.search }).click();
  await expect(page).toHaveURL(/\/admin\/events\?q=/);
  await expect(page.getByTestId('events-total')).toHaveText('1 event');
  const row = page.getByRole('table', { name: t.tableLabel }).getByRole('row').nth(1);
  await expect(row).toContainText(t.status.open);

  // Who joined it: nobody yet, and the CSV of the list.
  await row.getByRole('link', { name: /No members/ }).click();
  await expect(page).toHaveURL(/\/admin\/events\/\d+\/members$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t.members.title.replace('{name}', unique) }),
  ).toBeVisible();
  await expect(page.getByText(t.members.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: t.members.csv })).toHaveAttribute(
    'href',
    /\/api\/staff\/events\/\d+\/members\.csv\?lang=en$/,
  );
  await checkPage(page, 'en');

  // The portal shows it at once (the staff change re-validated the events pages).
  const visitor = await page
    .context()
    .browser()!
    .newContext({
      storageState: { cookies: [], origins: [] },
    });
  const portal = await visitor.newPage();
  await portal.goto(`/local-events?q=${encodeURIComponent(unique)}`);
  const card = portal.getByTestId('event-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(unique);
  await expect(card).toContainText(m.Events.timing.upcoming);
  await visitor.close();

  // The console in Arabic.
  const ar = messagesOf('ar').EventsAdmin;
  await page.goto(consolePath('/events', 'ar'));
  await expect(page.getByRole('heading', { level: 1, name: ar.title })).toBeVisible();
  await expect(page.getByRole('table', { name: ar.tableLabel })).toBeVisible();
  await checkPage(page, 'ar');

  // Deleting it is asked first.
  await page.goto(`${consolePath('/events', 'en')}?q=${encodeURIComponent(unique)}`);
  await page.getByRole('button', { name: t.deleteLabel.replace('{name}', unique) }).click();
  const question = page.getByRole('dialog', {
    name: t.confirm.deleteTitle.replace('{name}', unique),
  });
  await expect(question).toContainText(t.confirm.deleteText);
  await question.getByRole('button', { name: t.confirm.confirm }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t.done.deleted.replace('{name}', unique) }),
  ).toBeVisible();
  await expect(page.getByTestId('console-events-empty')).toBeVisible();
});
