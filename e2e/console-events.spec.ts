import { consolePath } from '../lib/navigation/console-path';

import {
  confirmDeletion,
  expectConsoleList,
  fillFields,
  openConsoleList,
  openAddForm,
  saveForm,
  searchConsoleList,
  signInNewStaff,
} from './helpers/console-record';
import { checkPage, expectNoSeriousA11yViolations, messagesOf } from './support';
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
  await signInNewStaff(page, { playwright, baseURL }, consolePath('/events', 'en'));
  const m = messagesOf('en');
  const t = m.EventsAdmin;
  await expectConsoleList(page, 'en', t);

  const unique = `SAMPLE Ma'an Export Clinic ${Date.now().toString(36)}`;
  const dialog = await openAddForm(page, 'en', t);
  await fillFields(dialog, [
    [t.form.name_eng, unique],
    [t.form.name_ara, 'عيادة التصدير في معان (عينة)'],
    [t.form.description_eng, 'One-to-one advice on exporting.'],
    [t.form.date_start, '2027-06-15'],
    [t.form.date_end, '2027-06-15'],
    [t.form.location_type, { option: t.scope.local }],
    [t.form.country_id, { option: 'Jordan' }],
    [t.form.city_eng, "Ma'an"],
    [t.form.city_ara, 'معان'],
    [t.form.type_id, { option: 'Workshop' }],
    [t.form.mode_id, { option: 'In person' }],
  ]);
  await expectNoSeriousA11yViolations(page);
  await saveForm(page, dialog, t.form.save, t.done.created.replace('{name}', unique));

  // The list's search is a plain GET form: the address keeps it.
  await searchConsoleList(page, 'en', t, unique);
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
  await openConsoleList(page, '/events', 'ar', messagesOf('ar').EventsAdmin);

  // Deleting it is asked first.
  await page.goto(`${consolePath('/events', 'en')}?q=${encodeURIComponent(unique)}`);
  await confirmDeletion(page, {
    open: t.deleteLabel.replace('{name}', unique),
    title: t.confirm.deleteTitle.replace('{name}', unique),
    text: t.confirm.deleteText,
    confirm: t.confirm.confirm,
    done: t.done.deleted.replace('{name}', unique),
  });
  await expect(page.getByTestId('console-events-empty')).toBeVisible();
});
