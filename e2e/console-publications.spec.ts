import sharp from 'sharp';

import { consolePath } from '../lib/navigation/console-path';

import { newAdminRequest } from './helpers/console';
import {
  confirmDeletion,
  expectConsoleList,
  fillFields,
  openAddForm,
  saveForm,
  searchConsoleList,
  signInNewStaff,
} from './helpers/console-record';
import { memberInNewContext } from './helpers/member';
import { checkPage, label, messagesOf, setupHeaders } from './support';
import { expect, test, waitForHydration } from './test';

// Issue 26 "Staff console": an editor adds a publication with its cover and PDFs, for VIP members;
// members see it in the catalogue (without VIP: the Premium dialog), a VIP member's download is
// counted and the editor sees the count; the editor then deletes it, asked first. The console's
// pages in English and Arabic, with axe and a phone's width.

const PASSWORD = 'Mujib-Canyon-2026';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

test('an editor adds a VIP publication, a VIP member downloads it, the count shows, it is deleted', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // A VIP publication added, a VIP member registered and downloading it, the count, the deletion,
  // each page with axe.
  test.setTimeout(150_000);
  await signInNewStaff(page, { playwright, baseURL }, consolePath('/publications', 'en'));
  const t = messagesOf('en').PublicationsAdmin;
  await expectConsoleList(page, 'en', t, 'console-publications');

  // The form: every required field is asked for, then the publication is added.
  const unique = `SAMPLE Jordanian dates in Malaysia ${Date.now().toString(36)}`;
  const dialog = await openAddForm(page, 'en', t);
  await fillFields(dialog, [
    [t.form.DESCRIPTION_ENG, unique],
    [t.form.DESCRIPTION_ARA, 'التمور الأردنية في ماليزيا (عينة)'],
    [t.form.TARIFF_ENG, '<p>Demand for Medjool dates.</p>'],
    [t.form.country_id, { option: 'Malaysia' }],
  ]);
  await dialog.getByRole('checkbox', { name: 'Food Processing' }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(t.form.for_vip) }).check();
  const cover = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#0a6e4f' },
  })
    .png()
    .toBuffer();
  await dialog
    .getByLabel(label(t.form.image))
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await dialog
    .getByLabel(label(t.form.TARIFF_FILE))
    .setInputFiles({ name: 'study.pdf', mimeType: 'application/pdf', buffer: PDF });
  await checkPage(page, 'en', 'console-publication-form');
  await saveForm(page, dialog, t.form.save, t.done.created.replace('{title}', unique));

  await searchConsoleList(page, 'en', t, unique);
  await expect(page).toHaveURL(/\/admin\/publications\?q=/);
  await expect(page.getByTestId('publications-total')).toHaveText('1 publication');
  const row = page.getByRole('table', { name: t.tableLabel }).getByRole('row').nth(1);
  await expect(row).toContainText(t.status.vip);
  await expect(row.getByTestId('publication-downloads')).toHaveText(
    t.downloads.en.replace('{count}', '0'),
  );

  // A VIP member finds it in the catalogue and downloads it; the download is counted.
  const { context, page: member } = await memberInNewContext(
    browser,
    {
      email: `publications-console-${Date.now()}@example.jo`,
      password: PASSWORD,
      name: 'Omar',
      phone: '0795550188',
    },
    { extraHTTPHeaders: setupHeaders() },
  );
  const user = (await (await member.request.get('/api/user')).json()) as {
    id: number;
    version: number;
  };
  const admin = await newAdminRequest(playwright, baseURL);
  const vip = await admin.put(`/api/staff/members/${user.id}/vip`, {
    data: { is_vip: true, version: user.version },
  });
  expect(vip.status(), await vip.text()).toBe(200);
  await admin.dispose();
  await member.goto(`/pages/130?tab=1&q=${encodeURIComponent(unique)}`);
  const card = member.getByTestId('publication-card');
  await expect(card).toHaveCount(1);
  const download = member.waitForEvent('download');
  await card.getByRole('link', { name: /Download PDF/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^sample-jordanian-dates-in-malaysia-/);
  await context.close();

  await page.reload();
  await expect(row.getByTestId('publication-downloads')).toHaveText(
    t.downloads.en.replace('{count}', '1'),
  );

  // The page in Arabic.
  const ar = messagesOf('ar').PublicationsAdmin;
  await page.goto(`${consolePath('/publications', 'ar')}?q=${encodeURIComponent(unique)}`);
  await expectConsoleList(page, 'ar', ar, 'console-publications');

  // Deleted, asked first.
  await page.goto(`${consolePath('/publications', 'en')}?q=${encodeURIComponent(unique)}`);
  await waitForHydration(page);
  await confirmDeletion(page, {
    open: t.deleteLabel.replace('{title}', unique),
    title: t.confirm.deleteTitle.replace('{title}', unique),
    confirm: t.confirm.confirm,
    done: t.done.deleted.replace('{title}', unique),
  });
  await expect(page.getByTestId('console-publications-empty')).toBeVisible();
});
