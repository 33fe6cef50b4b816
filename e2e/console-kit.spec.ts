import { isolate } from '../lib/i18n/isolate';
import { consolePath } from '../lib/navigation/console-path';

import { ADMIN_STATE, CSRF_HEADERS } from './helpers/console';
import { announced, searchConsoleList } from './helpers/console-record';
import {
  checkPage,
  expectDocumentDirection,
  expectNoSeriousA11yViolations,
  label,
  messagesOf,
  PHONE,
} from './support';
import { expect, test, waitForHydration, type APIRequestContext, type Page } from './test';

// Issue 54: the console's shared kit, once per piece, on one representative domain (events), in
// English and Arabic with the direction and axe: the list (RecordList: search, filter, pages, a
// card per row on a phone; the sort links of DataTable on the members list), the form
// (VersionedFormDialog: add, edit, field errors), the stale save (two tabs: the second save is
// refused with the SaveFailureNotice and keeps what was typed) and the deletion (RecordActions'
// question). Every domain's routes, versions and audit are proved by tests/api/staff-*.test.ts,
// and each domain's console fields by tests/components/<domain>/.
// The events made here are drafts with the run's own names: no public page shows them.

test.use({ storageState: ADMIN_STATE });

const LANGS = ['en', 'ar'] as const;
type Lang = (typeof LANGS)[number];

const EVENT = {
  description_eng: 'A sample event of the console journeys.',
  description_ara: 'فعالية تجريبية لرحلات لوحة التحكم.',
  date_start: '2027-06-01',
  date_end: '2027-06-02',
  location_type: 'Local event',
  country_id: 400,
  city_eng: 'Madaba',
  city_ara: 'مادبا',
  venue_eng: '',
  venue_ara: '',
  type_id: 6,
  mode_id: 1,
  industry_id: 3,
  link: '',
  status: 1,
  published: false,
};

let made = 0;
/** A tag of this test's own, in the names of the events it makes. */
const uniqueTag = (lang: Lang) => {
  made += 1;
  return `K${Date.now().toString(36)}${process.pid.toString(36)}${made}${lang}`;
};

/** A draft event through the staff API, named in both languages; its name in `lang`. */
async function draftEvent(request: APIRequestContext, name: string, lang: Lang) {
  const nameAr = `فعالية ${name}`;
  const answer = await request.post('/api/staff/events', {
    headers: CSRF_HEADERS,
    data: { ...EVENT, name_eng: name, name_ara: nameAr },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return lang === 'ar' ? nameAr : name;
}

/** The events list at `query`, in `lang`, once its controls answer. */
async function openEvents(page: Page, lang: Lang, query = '') {
  await page.goto(`${consolePath('/events', lang)}${query}`);
  await expect(
    page.getByRole('heading', { level: 1, name: messagesOf(lang).EventsAdmin.title }),
  ).toBeVisible();
  await expectDocumentDirection(page, lang);
  await waitForHydration(page);
}

const rowsOf = (page: Page, lang: Lang) =>
  page.getByRole('table', { name: messagesOf(lang).EventsAdmin.tableLabel }).locator('tbody tr');

for (const lang of LANGS) {
  const m = messagesOf(lang);
  const t = m.EventsAdmin;
  const kit = m.Console.kit;
  // A button's label names the record as it is; titles and announcements isolate it in Arabic.
  const named = (text: string, name: string) => text.replace('{name}', name);
  const sentence = (text: string, name: string) => text.replace('{name}', isolate(name, lang));

  test.describe(`the console kit (${lang})`, () => {
    test('the list: search, filter, pages, sort, a card per row on a phone', async ({
      page,
      request,
    }) => {
      const tag = uniqueTag(lang);
      for (let n = 1; n <= 12; n += 1) await draftEvent(request, `SAMPLE ${tag} ${n}`, lang);

      // The search is a GET form: the address keeps it, with the page size.
      await openEvents(page, lang, '?page_size=10');
      await searchConsoleList(page, lang, t, tag);
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(page).toHaveURL(/[?&]page_size=10/);
      await expect(rowsOf(page, lang)).toHaveCount(10);
      const pages = page.getByRole('navigation', { name: kit.pages });
      await pages.getByRole('link', { name: kit.next }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(rowsOf(page, lang)).toHaveCount(2);
      await expect(
        pages.getByLabel(kit.currentPage.replace('{page}', lang === 'ar' ? '٢' : '2')),
      ).toBeVisible();
      await checkPage(page, lang);

      // On a phone each row is a card whose cells name their column.
      await page.setViewportSize(PHONE);
      const cell = rowsOf(page, lang).first().locator('td').first();
      await expect(cell).toHaveAttribute('data-label', t.columns.name);
      expect(await cell.evaluate((td) => getComputedStyle(td).display)).not.toBe('table-cell');
      await page.setViewportSize({ width: 1440, height: 900 });

      // A filter that matches none of them: the list says so.
      const filters = page.getByRole('search', { name: t.filters });
      await filters.getByLabel(t.columns.scope).selectOption('international');
      await filters.getByRole('button', { name: kit.search }).click();
      await expect(page).toHaveURL(/[?&]scope=international/);
      await expect(page.getByTestId('console-events-empty')).toBeVisible();

      // The sort links of the kit's table (the members list sorts by its headings).
      await page.goto(consolePath('/members', lang));
      const heading = page.getByRole('columnheader', {
        name: new RegExp(m.MembersAdmin.list.columns.email),
      });
      await heading.getByRole('link').click();
      await expect(page).toHaveURL(/[?&]sort=email/);
      await expect(heading).toHaveAttribute('aria-sort', 'ascending');
      await heading.getByRole('link').click();
      await expect(page).toHaveURL(/[?&]sort=-email/);
      await expect(heading).toHaveAttribute('aria-sort', 'descending');
      await expectNoSeriousA11yViolations(page);
    });

    test('the form: field errors, then add and edit a record', async ({ page }) => {
      const tag = uniqueTag(lang);
      const name = `SAMPLE ${tag}`;
      const shown = lang === 'ar' ? `فعالية ${tag}` : name;
      await openEvents(page, lang);

      // Sent empty, the form names what is missing, field by field.
      await page.getByRole('button', { name: t.add }).click();
      const dialog = page.getByRole('dialog', { name: t.form.addTitle });
      await dialog.getByRole('button', { name: t.form.save }).click();
      await expect(dialog.getByText(m.rules.required).first()).toBeVisible();
      await expect(dialog.getByLabel(label(t.form.name_eng))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(dialog.getByLabel(label(t.form.name_ara))).toHaveAttribute('dir', 'rtl');
      await expectNoSeriousA11yViolations(page);

      await dialog.getByLabel(label(t.form.name_eng)).fill(name);
      await dialog.getByLabel(label(t.form.name_ara)).fill(`فعالية ${tag}`);
      await dialog.getByLabel(label(t.form.description_eng)).fill('One-to-one advice.');
      await dialog.getByLabel(label(t.form.date_start)).fill('2027-06-15');
      await dialog.getByLabel(label(t.form.date_end)).fill('2027-06-15');
      // The selects by name: in Arabic one label ("kind of event") is in another's ("type of event").
      const select = (name: string) => dialog.locator(`select[name="${name}"]`);
      await select('location_type').selectOption({ label: t.scope.local });
      await select('country_id').selectOption('400');
      await dialog.getByLabel(label(t.form.city_eng)).fill("Ma'an");
      await dialog.getByLabel(label(t.form.city_ara)).fill('معان');
      await select('type_id').selectOption('6');
      await select('mode_id').selectOption('1');
      await dialog.getByRole('button', { name: t.form.save }).click();
      await expect(dialog).toBeHidden();
      await announced(page, sentence(t.done.created, shown));

      // Edit: the form opens with the record's values, named in its title.
      await searchConsoleList(page, lang, t, tag);
      await expect(rowsOf(page, lang)).toHaveCount(1);
      await page.getByRole('button', { name: named(t.editLabel, shown) }).click();
      const edit = page.getByRole('dialog', { name: sentence(t.form.editTitle, shown) });
      await expect(edit.getByLabel(label(t.form.city_eng))).toHaveValue("Ma'an");
      await edit.getByLabel(label(t.form.city_eng)).fill('Aqaba');
      await edit.getByRole('button', { name: t.form.save }).click();
      await expect(edit).toBeHidden();
      await announced(page, sentence(t.done.updated, shown));
      // Kept: the page read again opens the form with the saved value.
      await page.reload();
      await page.getByRole('button', { name: named(t.editLabel, shown) }).click();
      await expect(
        page
          .getByRole('dialog', { name: sentence(t.form.editTitle, shown) })
          .getByLabel(label(t.form.city_eng)),
      ).toHaveValue('Aqaba');
    });

    test('the stale save: the second tab’s save is refused and keeps what was typed', async ({
      page,
      context,
      request,
    }) => {
      const tag = uniqueTag(lang);
      const shown = await draftEvent(request, `SAMPLE ${tag}`, lang);
      const query = `?q=${encodeURIComponent(tag)}`;
      const second = await context.newPage();
      for (const tab of [page, second]) {
        await openEvents(tab, lang, query);
        await tab.getByRole('button', { name: named(t.editLabel, shown) }).click();
      }
      const firstForm = page.getByRole('dialog', { name: sentence(t.form.editTitle, shown) });
      await firstForm.getByLabel(label(t.form.city_eng)).fill('Irbid');
      await firstForm.getByRole('button', { name: t.form.save }).click();
      await announced(page, sentence(t.done.updated, shown));

      const secondForm = second.getByRole('dialog', { name: sentence(t.form.editTitle, shown) });
      await secondForm.getByLabel(label(t.form.city_eng)).fill('Jerash');
      await secondForm.getByRole('button', { name: t.form.save }).click();
      const notice = secondForm.getByTestId('stale-version');
      await expect(notice).toContainText(m.Api.staleVersion);
      await expect(notice.getByRole('button', { name: m.Modals.reloadPage })).toBeVisible();
      // Nothing lost: the form stays open with what was typed.
      await expect(secondForm.getByLabel(label(t.form.city_eng))).toHaveValue('Jerash');
      await expectDocumentDirection(second, lang);
      await expectNoSeriousA11yViolations(second);

      // The reload shows the first tab's change.
      const reloaded = second.waitForEvent('load');
      await notice.getByRole('button', { name: m.Modals.reloadPage }).click();
      await reloaded;
      await waitForHydration(second);
      await second.getByRole('button', { name: named(t.editLabel, shown) }).click();
      await expect(
        second
          .getByRole('dialog', { name: sentence(t.form.editTitle, shown) })
          .getByLabel(label(t.form.city_eng)),
      ).toHaveValue('Irbid');
      await second.close();
    });

    test('the deletion: asked first, cancelled keeps the record, confirmed removes it', async ({
      page,
      request,
    }) => {
      const tag = uniqueTag(lang);
      const shown = await draftEvent(request, `SAMPLE ${tag}`, lang);
      await openEvents(page, lang, `?q=${encodeURIComponent(tag)}`);
      const open = page.getByRole('button', { name: named(t.deleteLabel, shown) });
      const question = page.getByRole('dialog', { name: sentence(t.confirm.deleteTitle, shown) });

      await open.click();
      await expect(question).toContainText(t.confirm.deleteText);
      await expectNoSeriousA11yViolations(page);
      await question.getByRole('button', { name: t.form.cancel }).click();
      await expect(question).toBeHidden();
      await expect(rowsOf(page, lang)).toHaveCount(1);

      await open.click();
      await question.getByRole('button', { name: t.confirm.confirm }).click();
      await announced(page, sentence(t.done.deleted, shown));
      await expect(page.getByTestId('console-events-empty')).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('console-events-empty')).toBeVisible();
    });
  });
}
