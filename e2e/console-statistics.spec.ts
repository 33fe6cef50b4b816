import { isolate } from '../lib/i18n/isolate';

import { ADMIN_STATE } from './helpers/console';
import {
  fillFields,
  openConsoleList,
  openAddForm,
  saveForm,
  searchConsoleList,
} from './helpers/console-record';
import { checkPage, expectNoSeriousA11yViolations, label, messagesOf } from './support';
import { expect, test } from './test';

// Issue 26 "Staff console": an editor adds a statistic in both languages with its figures (a grid
// row typed, the rest imported from CSV, a bad file refused by line), finds it with the list's
// search, members read it through statista/*, then it is made premium and deleted. English and
// Arabic, axe on each state, each within 390 px.

const csv = (text: string) => ({
  name: 'figures.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

test.describe('the statistics console', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const lang of ['en', 'ar'] as const) {
    test(`${lang}: an editor adds, finds, changes and deletes a statistic`, async ({ page }) => {
      // A statistic added, found, changed and deleted, each console page with axe.
      test.setTimeout(120_000);
      const m = messagesOf(lang);
      const t = m.StatisticsAdmin;
      const unique = `${Date.now().toString(36)}${lang}`;
      const title = `SAMPLE Date exports to Malaysia ${unique}`;
      const titleAr = `صادرات التمور إلى ماليزيا ${unique}`;
      const shown = lang === 'ar' ? titleAr : title;

      await openConsoleList(page, '/statistics', lang, t);

      const dialog = await openAddForm(page, lang, t);
      await fillFields(dialog, [
        [t.form.date, '2025-06-01'],
        [t.form.title_eng, title],
        [t.form.title_ara, titleAr],
        [t.form.comment_eng, 'Sample data.'],
        [t.form.comment_ara, 'بيانات تجريبية.'],
      ]);
      await dialog
        .getByRole('checkbox', { name: lang === 'ar' ? 'التمور' : 'Dates', exact: true })
        .check();
      await dialog.getByLabel(label(t.form.hs_codes)).fill('0804');

      // A bad file is refused by line, and nothing is replaced.
      const file = dialog.getByLabel(t.csv.choose, { exact: true });
      await file.setInputFiles(csv('Year,Exports\n2023,abc\n'));
      await expect(dialog.getByRole('alert').filter({ hasText: t.csv.problems })).toBeVisible();
      await file.setInputFiles(csv('Year,Exports | الصادرات\n2022,1.5\n2023,2.25\n2024,3\n'));
      await expect(
        dialog
          .getByRole('status')
          .filter({ hasText: t.csv.imported.replace('{name}', isolate('figures.csv', lang)) }),
      ).toBeVisible();
      await expect(
        dialog.getByRole('textbox', {
          name: t.chart.categoryName.replace('{number}', lang === 'ar' ? '٣' : '3'),
        }),
      ).toHaveValue('2024');
      await expectNoSeriousA11yViolations(page);
      await saveForm(page, dialog, t.form.save, shown);

      // The console's list searches with a plain GET form: the address keeps the search.
      await searchConsoleList(page, lang, t, unique);
      await expect(page).toHaveURL(/\/admin\/statistics\?q=/);
      const rows = page.getByRole('table', { name: t.tableLabel }).getByRole('row');
      await expect(rows).toHaveCount(2);
      const identifier = await rows.nth(1).getAttribute('data-statistic');
      expect(identifier).toMatch(/^\d+$/);
      await checkPage(page, lang);

      // Members read it at once, in the specification's shape.
      const read = await page.request.get(`/api/statista/statistic/${identifier}`, {
        headers: { 'Accept-Language': lang },
      });
      expect(read.status()).toBe(200);
      const statistic = (await read.json()) as { title: string; chart: { data: unknown } };
      expect(statistic.title).toBe(shown);
      expect(statistic.chart.data).toEqual({
        categories: ['2022', '2023', '2024'],
        series: [{ name: lang === 'ar' ? 'الصادرات' : 'Exports', data: [1.5, 2.25, 3] }],
      });

      // Made premium from the version the row shows, then deleted after the question.
      await page.getByRole('button', { name: t.editLabel.replace('{title}', shown) }).click();
      const edit = page.getByRole('dialog', { name: new RegExp(unique) });
      await edit.getByRole('checkbox', { name: new RegExp(`^${t.form.premium}`) }).check();
      await edit.getByRole('button', { name: t.form.save }).click();
      await expect(edit).toBeHidden();
      await expect(
        page.getByRole('table', { name: t.tableLabel }).getByText(t.state.premium),
      ).toBeVisible();
      await page.getByRole('button', { name: t.deleteLabel.replace('{title}', shown) }).click();
      const question = page.getByRole('dialog', { name: new RegExp(unique) });
      await question.getByRole('button', { name: t.confirm.confirm }).click();
      // The announcement comes once the server has deleted it; only then is the GET meaningful.
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: t.done.deleted.split('{title}')[0]!.trim() })
          .filter({ hasText: unique }),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: t.tableLabel })).toBeHidden();
      const gone = await page.request.get(`/api/statista/statistic/${identifier}`);
      expect(gone.status()).toBe(404);
    });
  }
});
