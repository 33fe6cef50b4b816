import 'server-only';
import { and, asc, eq, getTableColumns, inArray, notInArray, type SQL } from 'drizzle-orm';

import { cleanRichHtmlRow } from '@/lib/db/rich-html';
import { menuChildren, menuPages, socialMedia } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import type { MenuChildDetail, MenuChildSummary, MenuPageWithChildren } from '../schemas';

const summaryColumns = {
  id: menuChildren.id,
  page_id: menuChildren.page_id,
  menu_id: menuChildren.menu_id,
  a_id: menuChildren.a_id,
  url: menuChildren.url,
  url_ara: menuChildren.url_ara,
  link: menuChildren.link,
  link_ara: menuChildren.link_ara,
  nav_title_eng: menuChildren.nav_title_eng,
  nav_title_ara: menuChildren.nav_title_ara,
  title_eng: menuChildren.title_eng,
  title_ara: menuChildren.title_ara,
  sort: menuChildren.sort,
};

/** A table's columns without the console's own (status and version are not public). */
function publicColumns<T extends typeof menuPages | typeof menuChildren>(table: T) {
  const columns: Partial<T['_']['columns']> = { ...getTableColumns(table) };
  delete columns.status;
  delete columns.version;
  return columns as Omit<T['_']['columns'], 'status' | 'version'>;
}

const MENU_1_ROUTE_MENUS = [1, 2];

const childOrder = [asc(menuChildren.sort), asc(menuChildren.id)];

// Issue 29: a hidden entry (status 0) and a hidden page are gone from the public reads: the
// menus, the sitemap and their address; a hidden entry hides its pages with it.
const SHOWN = 1;
const shownChild = and(eq(menuChildren.status, SHOWN), eq(menuPages.status, SHOWN));

// GET menu-1-pages/{menu} and menu-1-tree/{menu}: the menu's pages, each with its children.
export async function listMenuTree(db: Db, menuId: number): Promise<MenuPageWithChildren[]> {
  const pages = await db
    .select(publicColumns(menuPages))
    .from(menuPages)
    .where(and(eq(menuPages.menu_id, menuId), eq(menuPages.status, SHOWN)))
    .orderBy(asc(menuPages.sort), asc(menuPages.id));
  if (pages.length === 0) return [];
  const children = await db
    .select(summaryColumns)
    .from(menuChildren)
    .where(
      and(
        inArray(
          menuChildren.page_id,
          pages.map((page) => page.id),
        ),
        eq(menuChildren.status, SHOWN),
      ),
    )
    .orderBy(...childOrder);
  return pages.map((page) => ({
    ...page,
    childs: children.filter((child) => child.page_id === page.id),
  }));
}

export async function listChildrenByPage(
  db: Db,
  pageId: number,
  menuId: number,
): Promise<MenuChildSummary[]> {
  return db
    .select(summaryColumns)
    .from(menuChildren)
    .innerJoin(menuPages, eq(menuPages.id, menuChildren.page_id))
    .where(and(eq(menuChildren.page_id, pageId), eq(menuChildren.menu_id, menuId), shownChild))
    .orderBy(...childOrder);
}

export async function listAllChildren(db: Db): Promise<MenuChildSummary[]> {
  return db
    .select(summaryColumns)
    .from(menuChildren)
    .innerJoin(menuPages, eq(menuPages.id, menuChildren.page_id))
    .where(shownChild)
    .orderBy(asc(menuChildren.menu_id), ...childOrder);
}

/** Preview (issue 29): an editor sees a hidden page as it will be once shown. */
export type PageReadOptions = { includeHidden?: boolean };

async function findChild(
  db: Db,
  where: SQL | undefined,
  { includeHidden = false }: PageReadOptions = {},
): Promise<MenuChildDetail | null> {
  const rows = await db
    .select({
      child: publicColumns(menuChildren),
      page: { id: menuPages.id, title_eng: menuPages.title_eng, title_ara: menuPages.title_ara },
    })
    .from(menuChildren)
    .innerJoin(menuPages, eq(menuPages.id, menuChildren.page_id))
    .where(includeHidden ? where : and(where, shownChild))
    .orderBy(asc(menuChildren.menu_id), ...childOrder)
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  // The page's content as the allowlist leaves it (issue 25).
  return { ...cleanRichHtmlRow(menuChildren, row.child), page_belongs: row.page };
}

export const getMenuChild = (db: Db, id: number) => findChild(db, eq(menuChildren.id, id));

// /pages/{a_id}-{slug}: the page with that application id (the top menus' entry wins over copies).
export const findChildByAppId = (db: Db, appId: number, options?: PageReadOptions) =>
  findChild(db, eq(menuChildren.a_id, appId), options);

// /menu-1/… serves menus 1 and 2, /menu-3/… every other menu (part 1 §2.1).
export const findChildInMenuRoute = (
  db: Db,
  id: number,
  route: 'menu-1' | 'menu-3',
  options?: PageReadOptions,
) =>
  findChild(
    db,
    and(
      eq(menuChildren.id, id),
      route === 'menu-1'
        ? inArray(menuChildren.menu_id, MENU_1_ROUTE_MENUS)
        : notInArray(menuChildren.menu_id, MENU_1_ROUTE_MENUS),
    ),
    options,
  );

export async function listSocialMedia(db: Db) {
  return db
    .select({
      id: socialMedia.id,
      name: socialMedia.name,
      image: socialMedia.image,
      link: socialMedia.link,
      link_ara: socialMedia.link_ara,
    })
    .from(socialMedia)
    .where(eq(socialMedia.status, 1)) // issue 29: a link an editor hid is not shown
    .orderBy(asc(socialMedia.sort), asc(socialMedia.id));
}

/** A menu entry's shown pages found by the entry's English slug, each with its subtitle (issue 45). */
export type EntryPage = MenuChildSummary & { subtitle_eng: string; subtitle_ara: string };

export async function listEntryPagesBySlug(
  db: Db,
  menuId: number,
  slug: string,
): Promise<EntryPage[]> {
  return db
    .select({
      ...summaryColumns,
      subtitle_eng: menuChildren.subtitle_eng,
      subtitle_ara: menuChildren.subtitle_ara,
    })
    .from(menuChildren)
    .innerJoin(menuPages, eq(menuPages.id, menuChildren.page_id))
    .where(and(eq(menuPages.menu_id, menuId), eq(menuPages.url, slug), shownChild))
    .orderBy(asc(menuPages.id), ...childOrder);
}
