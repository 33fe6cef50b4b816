import 'server-only';
import { asc, eq, max, sql } from 'drizzle-orm';

import { ApiError, notFound, VALIDATION_MESSAGE } from '@/lib/api/errors';
import { fullTranslator } from '@/lib/api/translate';
import { contentPageTag, type CacheTag } from '@/lib/cache/tags';
import { menuChildren, menuPages } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { isolate } from '@/lib/i18n/isolate';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import {
  hasText,
  MENU_IDS,
  type MenuWarning,
  type MenuWarningCode,
  type StaffMenuEntry,
  type StaffMenuPage,
  type StaffMenus,
} from '../menu-admin-schemas';
import { entryWarnings, pageWarnings, slugIssues, type SlugRecord } from '../menu-checks';

// Issue 29: the console's reads of the menus (every entry and page, hidden ones included) and the
// checks the staff routes make in their transaction.

const entryOrder = [asc(menuPages.menu_id), asc(menuPages.sort), asc(menuPages.id)];
const pageOrder = [asc(menuChildren.sort), asc(menuChildren.id)];

export async function lockEntry(tx: Db, id: number): Promise<StaffMenuEntry> {
  const [row] = await tx.select().from(menuPages).where(eq(menuPages.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function lockPage(tx: Db, id: number): Promise<StaffMenuPage> {
  const [row] = await tx.select().from(menuChildren).where(eq(menuChildren.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

export async function getStaffMenuPage(db: Db, id: number): Promise<StaffMenuPage | null> {
  const [row] = await db.select().from(menuChildren).where(eq(menuChildren.id, id));
  return row ?? null;
}

/**
 * The next id and the last place of a table the specification numbers by hand (no sequence):
 * the table is locked until the transaction ends, so two additions never take the same id.
 */
export async function nextPlace(
  tx: Db,
  table: typeof menuPages | typeof menuChildren,
  siblings: ReturnType<typeof eq>,
): Promise<{ id: number; sort: number }> {
  const name = table === menuPages ? 'menu_pages' : 'menu_children';
  await tx.execute(sql.raw(`LOCK TABLE ${name} IN SHARE ROW EXCLUSIVE MODE`));
  const [ids] = await tx.select({ value: max(table.id) }).from(table);
  const [sorts] = await tx
    .select({ value: max(table.sort) })
    .from(table)
    .where(siblings);
  return { id: (ids?.value ?? 0) + 1, sort: (sorts?.value ?? 0) + 1 };
}

async function loadAll(db: Db) {
  const [entries, pages] = await Promise.all([
    db
      .select()
      .from(menuPages)
      .orderBy(...entryOrder),
    db
      .select()
      .from(menuChildren)
      .orderBy(...pageOrder),
  ]);
  const checked = pages.map((page) => ({
    ...page,
    has_content: hasText(page.content_eng) || hasText(page.content_ara),
  }));
  return { entries, pages: checked };
}

const say = (locale: Locale, codes: MenuWarningCode[]): MenuWarning[] => {
  const t = fullTranslator(locale);
  return codes.map((code) => ({ code, message: t(`MenusAdmin.warnings.${code}` as never) }));
};

/** The warnings of one entry or page as the menus now are (after a change, in its transaction). */
export async function warningsOf(
  db: Db,
  record: { entry: number } | { page: number },
  locale: Locale,
): Promise<MenuWarning[]> {
  const { entries, pages } = await loadAll(db);
  if ('entry' in record) {
    const entry = entries.find((candidate) => candidate.id === record.entry);
    return entry ? say(locale, entryWarnings(entry, pages, entries)) : [];
  }
  const page = pages.find((candidate) => candidate.id === record.page);
  if (!page) return [];
  const entry = entries.find((candidate) => candidate.id === page.page_id);
  // A page's change may leave its entry leading nowhere: the editor hears it with the page.
  const ofEntry = entry ? entryWarnings(entry, pages, entries) : [];
  const codes = [...pageWarnings(page, pages, entries), ...ofEntry];
  return say(locale, [...new Set(codes)]);
}

/** Every menu with its entries and their pages, in menu order, each with its warnings. */
export async function listStaffMenus(db: Db, locale: Locale): Promise<StaffMenus> {
  const { entries, pages } = await loadAll(db);
  const rowOf = (page: (typeof pages)[number]) => ({
    id: page.id,
    page_id: page.page_id,
    menu_id: page.menu_id,
    a_id: page.a_id,
    url: page.url,
    url_ara: page.url_ara,
    link: page.link,
    link_ara: page.link_ara,
    nav_title_eng: page.nav_title_eng,
    nav_title_ara: page.nav_title_ara,
    title_eng: page.title_eng,
    title_ara: page.title_ara,
    image: page.image,
    sort: page.sort,
    status: page.status,
    version: page.version,
    has_content: page.has_content,
    warnings: say(locale, pageWarnings(page, pages, entries)),
  });
  const menuIds = [...new Set([...MENU_IDS, ...entries.map((entry) => entry.menu_id)])];
  return menuIds.map((menuId) => ({
    menu_id: menuId,
    entries: entries
      .filter((entry) => entry.menu_id === menuId)
      .map((entry) => ({
        ...entry,
        pages: pages.filter((page) => page.page_id === entry.id).map(rowOf),
        warnings: say(locale, entryWarnings(entry, pages, entries)),
      })),
  }));
}

/**
 * Refuses (422, by field) a slug that is not URL-safe or that another record of the table has,
 * each with a suggestion, in the request's language.
 */
export async function checkSlugs(
  tx: Db,
  table: typeof menuPages | typeof menuChildren,
  record: Omit<SlugRecord, 'id'> & { id: number | null },
  stored: Pick<SlugRecord, 'url' | 'url_ara' | 'a_id'> | null,
  locale: Locale,
): Promise<void> {
  const others = await tx
    .select({
      id: table.id,
      url: table.url,
      url_ara: table.url_ara,
      a_id: table.a_id,
      title_eng: table.title_eng,
      title_ara: table.title_ara,
    })
    .from(table);
  const issues = slugIssues(record, others, stored);
  if (issues.length === 0) return;
  const t = fullTranslator(locale) as (key: string, values?: Record<string, string>) => string;
  const errors = Object.fromEntries(
    issues.map((issue) => [
      issue.field,
      [
        t(`MenusAdmin.errors.slug_${issue.problem}`, {
          // Quoted in an Arabic sentence: isolated, so a Latin title or slug reads as written.
          name: issue.takenBy ? isolate(pick(issue.takenBy, 'title', locale), locale) : '',
          suggestion: isolate(issue.suggestion, locale),
        }),
      ],
    ]),
  );
  throw new ApiError(422, VALIDATION_MESSAGE, errors);
}

/** The cache tags of a page's reads: by its id, and by its application id (before and after). */
export function pageTags(...pages: ({ id: number; a_id: number | null } | null)[]): CacheTag[] {
  const tags = new Set<CacheTag>();
  for (const page of pages) {
    if (!page) continue;
    tags.add(contentPageTag('id', page.id));
    if (page.a_id !== null) tags.add(contentPageTag('app', page.a_id));
  }
  return [...tags];
}

/** The pages of an entry (their banner names it; hiding it hides them). */
export const pagesOfEntry = (db: Db, entryId: number) =>
  db
    .select({ id: menuChildren.id, a_id: menuChildren.a_id })
    .from(menuChildren)
    .where(eq(menuChildren.page_id, entryId));
