import { localePath } from '../lib/i18n/locale-path';
import { consolePath } from '../lib/navigation/console-path';

import {
  ADMIN_STATE,
  createStaffAccount,
  newAdminRequest,
  signInToConsole,
} from './helpers/console';
import { fillFields } from './helpers/console-record';
import { checkPage, messagesOf } from './support';
import { expect, test, waitForHydration } from './test';

// Issue 39 part 3 "A public register of trade barriers": the e2e administrator prepares an entry
// at /admin/trade-barriers in both languages with a public update and submits it; approving it
// is refused to them (the button is off); a second staff member signs in and approves it; the
// public register finds it by its text and its page shows its update. Axe, the direction and the
// 390 px fit on each page. One test per language, few page loads.

test.describe('the barrier register', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: one staff member prepares an entry, another approves it, the public sees it`, async ({
      page,
      browser,
      playwright,
      baseURL,
    }) => {
      // Two staff members sign in, one prepares an entry and the other approves it, then the public
      // register, each page with axe.
      test.setTimeout(150_000);
      const m = messagesOf(lang);
      const t = m.TradeBarrierRegisterAdmin;
      const pub = m.TradeBarrierRegister;
      const unique = `${Date.now().toString(36)}${lang}`;
      const titleEn = `SAMPLE Kuwait: halal certificates legalised twice ${unique}`;
      const titleAr = `عينة: الكويت – تصديق شهادات الحلال مرتين ${unique}`;
      const title = lang === 'ar' ? titleAr : titleEn;
      const updateEn = `Raised with Kuwait's customs ${unique}.`;
      const updateAr = `أُثير مع جمارك الكويت ${unique}.`;

      // The administrator prepares the entry.
      await page.goto(consolePath('/trade-barriers', lang));
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await checkPage(page, lang);
      await page.getByRole('button', { name: t.add }).click();
      const dialog = page.getByRole('dialog', { name: t.form.addTitle });
      await fillFields(dialog, [
        [t.form.title_eng, titleEn],
        [t.form.title_ara, titleAr],
        [t.form.summary_eng, 'Each dairy consignment waits.'],
        [t.form.summary_ara, 'تنتظر كل شحنة ألبان.'],
        [t.form.country_id, { option: lang === 'ar' ? 'الكويت' : 'Kuwait' }],
        [t.form.hs_codes, '0406, 0401.20'],
        [t.form.status_date, '2026-10-01'],
      ]);
      await dialog.getByRole('button', { name: t.form.save }).click();
      await expect(dialog).toBeHidden();

      // The title is a plain link: a page load the navigation fixture did not start.
      await page.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await waitForHydration(page);
      await page.getByRole('button', { name: t.updates.add }).click();
      const update = page.getByRole('dialog', { name: t.updates.addTitle });
      await fillFields(update, [
        [t.updates.text_eng, updateEn],
        [t.updates.text_ara, updateAr],
      ]);
      await update.getByRole('button', { name: t.form.save }).click();
      await expect(update).toBeHidden();
      await expect(page.getByTestId('updates')).toContainText(lang === 'ar' ? updateAr : updateEn);

      const publication = page.getByTestId('publication');
      await publication.getByRole('button', { name: t.steps.submit.button }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.steps.submit.button }).click();
      await expect(publication).toContainText(t.publications.awaiting_approval);
      await expect(publication.getByText(t.publication.otherApproves)).toBeVisible();
      await expect(
        publication.getByRole('button', { name: t.steps.approve.button }),
      ).toBeDisabled();
      await checkPage(page, lang);
      const entryPath = new URL(page.url()).pathname;

      // A second staff member approves it.
      const admin = await newAdminRequest(playwright, baseURL);
      const officer = await createStaffAccount(admin, { role: 'officer', locale: lang });
      await admin.dispose();
      const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const approver = await other.newPage();
      await signInToConsole(approver, { ...officer, locale: lang, redirect: entryPath });
      const panel = approver.getByTestId('publication');
      await panel.getByRole('button', { name: t.steps.approve.button }).click();
      await approver
        .getByRole('dialog')
        .getByRole('button', { name: t.steps.approve.button })
        .click();
      await expect(panel).toContainText(t.publications.published);
      await expect(panel).toContainText(officer.name);

      // The public register shows it at once, and its page its update.
      await approver.goto(
        `${localePath('/trade-barriers/register', lang)}?q=${encodeURIComponent(unique)}`,
      );
      await expect(approver.getByRole('heading', { level: 1, name: pub.title })).toBeVisible();
      const entries = approver.getByTestId('register-entries');
      await expect(entries.getByRole('listitem')).toHaveCount(1);
      await checkPage(approver, lang);
      await entries.getByRole('link', { name: title }).click();
      await expect(approver.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(approver.getByTestId('barrier-updates')).toContainText(
        lang === 'ar' ? updateAr : updateEn,
      );
      await checkPage(approver, lang);

      // Its feed names it too, in the page's language.
      const feed = await approver.request.get(localePath('/feeds/trade-barriers.atom', lang));
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toContain('application/atom+xml');
      expect(await feed.text()).toContain(`<title type="text">${title}</title>`);
      await other.close();
    });
  }
});
