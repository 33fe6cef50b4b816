import { consolePath } from '../../lib/navigation/console-path';
import { checkPage, label, messagesOf } from '../support';
import { expect, type Locator, type Page } from '../test';

import {
  createStaffAccount,
  newAdminRequest,
  signInToConsole,
  type ConsoleLocale,
  type StaffRoleName,
} from './console';

// The steps the console's journeys share (issue 44): a new staff member signed in, a list page as
// it opens, a record's form sent empty then filled and saved, the list's search, a deletion asked
// first. Each journey states what its own record is and checks.

type Fixtures = { playwright: Parameters<typeof newAdminRequest>[0]; baseURL: string | undefined };

/**
 * A new staff account (an editor unless told) signed in to the console in `page` through the UI,
 * landing on `redirect`; `locale` is the sign-in pages' language.
 */
export async function signInNewStaff(
  page: Page,
  { playwright, baseURL }: Fixtures,
  redirect: string,
  { role = 'editor', locale }: { role?: StaffRoleName; locale?: ConsoleLocale } = {},
) {
  const admin = await newAdminRequest(playwright, baseURL);
  const staff = await createStaffAccount(admin, { role });
  await admin.dispose();
  await signInToConsole(page, { ...staff, locale, redirect });
  return staff;
}

/** The console announces `text` (the kit's status message after a change). */
export async function announced(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
}

/** A console list page as it opens: its heading, its table, then the page's checks. */
export async function expectConsoleList(
  page: Page,
  lang: ConsoleLocale,
  t: { title: string; tableLabel: string },
  shot?: string,
) {
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('table', { name: t.tableLabel })).toBeVisible();
  await checkPage(page, lang, shot);
}

/** Opens the console's list page at `path` in `lang` and checks it as `expectConsoleList`. */
export async function openConsoleList(
  page: Page,
  path: string,
  lang: ConsoleLocale,
  t: { title: string; tableLabel: string },
  shot?: string,
) {
  await page.goto(consolePath(path, lang));
  await expectConsoleList(page, lang, t, shot);
}

/**
 * Opens a record's form with the button `open` and sends it empty: the required-field message
 * shows. Answers the form's dialog.
 */
export async function openEmptyForm(
  page: Page,
  lang: ConsoleLocale,
  { open, title, save }: { open: string; title: string; save: string },
) {
  await page.getByRole('button', { name: open }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: save }).click();
  await expect(dialog.getByText(messagesOf(lang).rules.required).first()).toBeVisible();
  return dialog;
}

/** The list's "Add" button and its form, sent empty as `openEmptyForm` does. */
export function openAddForm(
  page: Page,
  lang: ConsoleLocale,
  t: { add: string; form: { addTitle: string; save: string } },
) {
  return openEmptyForm(page, lang, { open: t.add, title: t.form.addTitle, save: t.form.save });
}

/** A field's value: text typed, or the select's option with this label. */
export type FieldValue = string | { option: string };

/** Fills a form's fields, found by their labels, in order. */
export async function fillFields(form: Locator, fields: [string, FieldValue][]) {
  for (const [name, value] of fields) {
    const field = form.getByLabel(label(name));
    if (typeof value === 'string') await field.fill(value);
    else await field.selectOption({ label: value.option });
  }
}

/** Saves the form: its dialog closes and the console announces `done`. */
export async function saveForm(page: Page, dialog: Locator, save: string, done: string) {
  await dialog.getByRole('button', { name: save }).click();
  await expect(dialog).toBeHidden();
  await announced(page, done);
}

/** Searches the console's list for `text` with its plain GET form. */
export async function searchConsoleList(
  page: Page,
  lang: ConsoleLocale,
  t: { filters: string; search: string },
  text: string,
) {
  const search = page.getByRole('search', { name: t.filters });
  await search.getByLabel(t.search, { exact: true }).fill(text);
  await search.getByRole('button', { name: messagesOf(lang).Console.kit.search }).click();
}

/**
 * Deletes a record with its button `open`: the dialog `title` asks first (with `text` when given),
 * `confirm` deletes, and the console announces `done`.
 */
export async function confirmDeletion(
  page: Page,
  {
    open,
    title,
    text,
    confirm,
    done,
  }: Record<'open' | 'title' | 'confirm' | 'done', string> & {
    text?: string;
  },
) {
  await page.getByRole('button', { name: open }).click();
  const question = page.getByRole('dialog', { name: title });
  if (text) await expect(question).toContainText(text);
  await question.getByRole('button', { name: confirm }).click();
  await announced(page, done);
}

/** Types into one language's rich-text editor (the pair names each by the field and language). */
export async function typeRichText(page: Page, name: RegExp, text: string) {
  const editor = page.getByRole('textbox', { name });
  await editor.click();
  await editor.pressSequentially(text);
}
