import { formatDate } from '../lib/i18n/format-date';
import { localePath } from '../lib/i18n/locale-path';
import { consolePath } from '../lib/navigation/console-path';

import { ADMIN_STATE } from './helpers/console';
import { fillFields, signInNewStaff } from './helpers/console-record';
import { checkPage, messagesOf } from './support';
import { expect, test, waitForHydration } from './test';

// Issue 47, the staff hold: the e2e administrator adds a trade lead whose buyer is «طارق عزيز» /
// Tariq Aziz (the UN record IQi.025 of the shipped list, imported into a fresh database; a name that
// matches that one record, where Saddam Hussein's also matches his children's six) and publishes it; the lead is held: "held by screening" in the leads' list, a hit
// in the queue, absent from the public list. Its enterer's Clear is refused (two-person rule); a
// second officer signs in, reads the evidence side by side and clears it with a reason; the
// public list shows it. Axe, the direction and the 390 px fit on each page.

test.describe('the screening hold', () => {
  test.use({ storageState: ADMIN_STATE });

  // One language (Arabic: the buyer's name in Arabic script); the English evidence and decision
  // are tests/components/screening/hit-evidence.test.tsx's (issue 54).
  for (const lang of ['ar'] as ('en' | 'ar')[]) {
    test(`${lang}: a matching buyer is held until a second officer clears it`, async ({
      page,
      playwright,
      baseURL,
      browser,
    }) => {
      const m = messagesOf(lang);
      const leads = m.TradeLeadsAdmin;
      const t = m.ScreeningHitsAdmin;
      const unique = `${Date.now().toString(36)}${lang}`;
      const title =
        lang === 'ar' ? `عينة: قمح للبصرة ${unique}` : `SAMPLE Wheat for Basra ${unique}`;

      // The administrator adds the lead and publishes it.
      await page.goto(consolePath('/trade-leads', lang));
      await expect(page.getByRole('heading', { level: 1, name: leads.title })).toBeVisible();
      await page.getByRole('button', { name: leads.add }).click();
      const dialog = page.getByRole('dialog', { name: leads.form.addTitle });
      await fillFields(dialog, [
        [leads.form.buyer_name_eng, lang === 'en' ? 'Tariq Aziz' : ''],
        [leads.form.buyer_name_ara, lang === 'ar' ? 'طارق عزيز' : ''],
        [leads.form.title_eng, `SAMPLE Wheat for Basra ${unique}`],
        [leads.form.title_ara, `عينة: قمح للبصرة ${unique}`],
        [leads.form.description_eng, 'Sample lead of the screening journey.'],
        [leads.form.description_ara, 'فرصة تجريبية لرحلة التدقيق.'],
        [leads.form.country_id, { option: lang === 'ar' ? 'العراق' : 'Iraq' }],
        [
          leads.form.industry_id,
          { option: lang === 'ar' ? 'الصناعات الغذائية' : 'Food Processing' },
        ],
        [leads.form.hs_codes, '1001'],
        [leads.form.deadline, '2027-06-30'],
      ]);
      await dialog.getByRole('button', { name: leads.form.save }).click();
      await expect(dialog).toBeHidden();
      const row = page.locator('tr[data-lead]').filter({ hasText: title });
      const leadId = Number(await row.getAttribute('data-lead'));
      await row.getByRole('button', { name: leads.publishLabel.replace('{name}', title) }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: leads.confirm.publishConfirm })
        .click();
      // The title's Latin part is isolated in an Arabic sentence: the status holds it whole, and
      // says the lead is held for screening review, not published (issue 56).
      const status = page.getByRole('status').filter({ hasText: unique });
      await expect(status).toBeVisible();
      await expect(status).toContainText(leads.done.publishedHeld.split('{name}')[1]!.trim());
      await expect(row).toContainText(leads.heldByScreening);
      await checkPage(page, lang);

      // The public list leaves it out.
      const publicList = `${localePath('/trade-leads', lang)}?q=${encodeURIComponent(unique)}`;
      const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const reader = await visitor.newPage();
      await reader.goto(publicList);
      await expect(reader.getByRole('link', { name: title })).toHaveCount(0);

      // The way to the hit queue from the console (issue 56): the lead's "Held by screening" mark
      // opens its hits; the menu's screening page has its tabs again, the queue its own entry.
      await row.getByTestId('held-mark').click();
      await expect(page).toHaveURL(new RegExp(`subject_type=trade_lead&subject_id=${leadId}$`));
      await expect(page.getByTestId('hits-of-subject')).toBeVisible();
      await expect(page.locator(`tr[data-subject="trade_lead-${leadId}"]`)).toContainText(
        'IQi.025',
      );
      const menu = page.getByRole('navigation', { name: m.Console.menu });
      await menu.getByRole('link', { name: m.Console.nav.screening, exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: m.ScreeningAdmin.title }),
      ).toBeVisible();
      await expect(page.getByTestId('open-hits')).toContainText(m.ScreeningAdmin.openQueue);
      await page
        .getByRole('navigation', { name: t.tabsLabel })
        .getByRole('link', { name: t.tabs.hits })
        .click();
      await expect(page).toHaveURL(new RegExp(`${consolePath('/screening/hits', lang)}$`));
      await expect(menu.getByRole('link', { name: m.Console.nav.screeningHits })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // The hit queue holds it; its enterer's Clear is refused.
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      const hit = page.locator(`tr[data-subject="trade_lead-${leadId}"]`);
      await expect(hit).toContainText(t.status.open);
      await expect(hit).toContainText('IQi.025');
      await checkPage(page, lang, 'screening-hits');
      await hit.getByTestId('hit-evidence').click();
      await expect(page.getByTestId('hit-match')).toBeVisible();
      // The record's values in the page's language (digits, the UN regime's name).
      const record = page.locator('section[aria-labelledby="hit-record"]');
      await expect(record).toContainText(formatDate('1936-07-01', lang));
      await expect(record).toContainText(m.Screening.unRegimes.Iraq);
      const evidencePath = new URL(page.url()).pathname;
      await waitForHydration(page);
      await checkPage(page, lang);
      await page.getByTestId('hit-clear').click();
      const refused = page.getByRole('dialog');
      await refused.getByTestId('hit-reason').fill('I checked it myself.');
      await refused.getByRole('button', { name: t.decision.clear }).click();
      await expect(refused).toContainText(t.api.sameEnterer);
      await refused.getByRole('button', { name: t.decision.cancel }).click();

      // A second officer reads the evidence and clears the hit with a reason.
      const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const officerPage = await other.newPage();
      await signInNewStaff(officerPage, { playwright, baseURL }, evidencePath, {
        role: 'officer',
        locale: lang,
      });
      await expect(officerPage.getByText(LISTED_LATIN).first()).toBeVisible();
      await expect(officerPage.getByText('طارق عزيز').first()).toBeVisible();
      await checkPage(officerPage, lang, 'screening-hit');
      await officerPage.getByTestId('hit-clear').click();
      const decision = officerPage.getByRole('dialog');
      await checkPage(officerPage, lang);
      await decision
        .getByTestId('hit-reason')
        .fill(
          lang === 'ar'
            ? 'ليس الشخص المدرج: مشترٍ من البصرة مولود عام ١٩٨١.'
            : 'Not the listed person: a Basra buyer born in 1981.',
        );
      await decision.getByRole('button', { name: t.decision.clear }).click();
      await expect(decision).toBeHidden();
      await expect(officerPage.getByTestId('hit-match')).toContainText(t.status.cleared);

      // The public list shows it now.
      await reader.goto(publicList);
      await expect(reader.getByRole('link', { name: title })).toBeVisible();
      await checkPage(reader, lang);
      await other.close();
      await visitor.close();
    });
  }
});

const LISTED_LATIN = 'TARIQ AZIZ';
