// @postgres: migrations (migrations 0026, 0036, 0043 and 0045 on seeded menus)
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { slugIssues } from '@/features/content/menu-checks';
import { listMenuTree } from '@/features/content/server/queries';
import { listStaffMenus } from '@/features/content/server/staff-menu-store';
import { connect, migrate, MIGRATIONS_FOLDER, type Connection } from '@/lib/db/connect';
import { menuChildren, menuPages } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/db/seed';
import {
  EXPORT_TOOLS_PAGE_ID,
  exportToolsChildren,
  exportToolsPage,
  footerAlertsChild,
} from '@/lib/db/seed/content/export-tools';
import type { Db } from '@/lib/db/types';
import { childHref, pageHref } from '@/lib/navigation/menu-links';

import { createPostgresDatabase } from './helpers/test-api';

// Issue 45 "the tools in reach": the top menu's "Export tools" entry leads to the ten trade
// tools in both languages and the footer to the alerts, on a fresh database by the seed and on a
// database seeded before by migrations 0026, 0036, 0043 (the market comparison, issue 58) and 0045
// (the landed cost), which add only what is missing.

const TOOL_PATHS = [
  '/hs-finder',
  '/market-access',
  '/where-to-sell',
  '/trade-leads',
  '/trade-barriers/register',
  '/alerts',
  '/open-data',
  '/screening',
  '/compare-markets',
  '/landed-cost',
];

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The migrations that add the tools: 0026 (issue 45), 0036 (screening), 0043 (comparison), 0045 (landed cost). */
async function runToolsMigrations(db: Db) {
  for (const name of [
    '0026_export-tools-menu.sql',
    '0036_screening-menu.sql',
    '0043_compare-markets-menu.sql',
    '0045_landed-cost-menu.sql',
  ]) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint');
    for (const statement of statements) await db.execute(sql.raw(statement));
  }
}

/** The database as a seed before issue 45 left it: no tools entry, no alerts in the footer. */
async function removeTheTools(db: Db) {
  await db.delete(menuChildren).where(eq(menuChildren.link, '/alerts'));
  await db
    .delete(menuChildren)
    .where(
      inArray(
        menuChildren.page_id,
        db
          .select({ id: menuPages.id })
          .from(menuPages)
          .where(eq(menuPages.url, exportToolsPage.url!)),
      ),
    );
  await db.delete(menuPages).where(eq(menuPages.url, exportToolsPage.url!));
}

async function toolsEntry(db: Db) {
  const top = await listMenuTree(db, 1);
  return top.find((page) => page.url === exportToolsPage.url);
}

let connection: Connection;
let drop = async () => {};

beforeAll(async () => {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const database = await createPostgresDatabase();
    drop = database.drop;
    connection = await connect({ databaseUrl: database.url, pgliteDir: '' });
  } else {
    connection = await connect({ pgliteDir: 'memory://' });
  }
  await migrate(connection);
});

afterAll(async () => {
  await connection.close();
  await drop();
});

describe('the export tools in the menus (issue 45)', () => {
  it('leaves a fresh database to the seed: the migration found the menus empty', async () => {
    const [row] = rowsOf<{ count: number }>(
      await connection.db.execute(sql`select count(*)::int as count from menu_pages`),
    );
    expect(row!.count).toBe(0);
    await seedDatabase(connection.db, { today: '2026-11-26', hsChapters: ['15'] });
  });

  it('seeds the top menu’s "Export tools" entry (the screening since issue 47), each page leading to its tool in both languages', async () => {
    const entry = await toolsEntry(connection.db);
    expect(entry).toMatchObject({
      id: EXPORT_TOOLS_PAGE_ID,
      menu_id: 1,
      title_eng: 'Export tools',
    });
    expect(entry!.title_ara).toBe('أدوات التصدير');
    expect(entry!.childs.map((child) => childHref(child, 'en'))).toEqual(
      TOOL_PATHS.map((href) => ({ href, external: false })),
    );
    // Arabic links lose their /ar, which the locale-aware Link adds back.
    expect(entry!.childs.map((child) => child.link_ara)).toEqual(
      TOOL_PATHS.map((href) => `/ar${href}`),
    );
    expect(entry!.childs.every((child) => /[\u0600-\u06ff]/.test(child.nav_title_ara))).toBe(true);
    // The entry itself opens its first tool, the finder.
    expect(pageHref(entry!, 'ar')).toEqual({ href: '/hs-finder', external: false });
  });

  it('puts the alerts in the footer’s Services column', async () => {
    const footer = await listMenuTree(connection.db, 3);
    const services = footer.find((page) => page.id === 2);
    expect(services!.childs.at(-1)).toMatchObject({ link: '/alerts', link_ara: '/ar/alerts' });
  });

  it('gives the editors records the console finds nothing wrong with', async () => {
    const menus = await listStaffMenus(connection.db, 'en');
    const entry = menus
      .find((menu) => menu.menu_id === 1)!
      .entries.find((candidate) => candidate.id === EXPORT_TOOLS_PAGE_ID)!;
    expect(entry.warnings).toEqual([]);
    expect(entry.pages.flatMap((page) => page.warnings)).toEqual([]);
    const others = await connection.db.select().from(menuChildren);
    for (const child of [...exportToolsChildren, footerAlertsChild]) {
      const record = {
        id: child.id!,
        a_id: null,
        url: child.url!,
        url_ara: child.url_ara!,
        title_eng: child.title_eng!,
        title_ara: child.title_ara!,
      };
      expect(slugIssues(record, others, null), child.url).toEqual([]);
    }
  });
});

describe('migration 0026 on a database seeded before issue 45', () => {
  it('adds the entry, its pages and the footer’s alerts as the seed has them, once', async () => {
    const db = connection.db;
    await removeTheTools(db);
    expect(await toolsEntry(db)).toBeUndefined();

    await runToolsMigrations(db);

    const [page] = await db.select().from(menuPages).where(eq(menuPages.id, EXPORT_TOOLS_PAGE_ID));
    expect(page).toMatchObject(exportToolsPage);
    const children = await db
      .select()
      .from(menuChildren)
      .where(eq(menuChildren.page_id, EXPORT_TOOLS_PAGE_ID))
      .orderBy(menuChildren.sort);
    expect(children).toHaveLength(exportToolsChildren.length);
    children.forEach((child, index) => expect(child).toMatchObject(exportToolsChildren[index]!));
    const [alerts] = await db.select().from(menuChildren).where(eq(menuChildren.id, 64));
    expect(alerts).toMatchObject(footerAlertsChild);

    // Run again (a database that has them): nothing more.
    await runToolsMigrations(db);
    expect(await db.select().from(menuPages).where(eq(menuPages.url, 'export-tools'))).toHaveLength(
      1,
    );
    expect(
      await db.select().from(menuChildren).where(eq(menuChildren.page_id, EXPORT_TOOLS_PAGE_ID)),
    ).toHaveLength(TOOL_PATHS.length);
    expect(
      await db.select().from(menuChildren).where(eq(menuChildren.link, '/alerts')),
    ).toHaveLength(2);
  });

  it('takes the next free ids where an editor’s records have the seed’s, and changes none of theirs', async () => {
    const db = connection.db;
    await removeTheTools(db);
    // An editor's footer entry took id 20 and one of its pages id 110.
    await db.insert(menuPages).values({
      id: EXPORT_TOOLS_PAGE_ID,
      menu_id: 3,
      title_eng: 'Partners',
      title_ara: 'الشركاء',
      url: 'partners',
      url_ara: 'الشركاء',
      sort: 9,
    });
    await db.insert(menuChildren).values({
      ...footerAlertsChild,
      id: 110,
      page_id: EXPORT_TOOLS_PAGE_ID,
      url: 'our-partners',
      url_ara: 'شركاؤنا',
      link: '/pages/50-about-us',
      link_ara: null,
    });

    await runToolsMigrations(db);

    const entry = await toolsEntry(db);
    expect(entry!.id).toBeGreaterThan(EXPORT_TOOLS_PAGE_ID);
    expect(entry!.childs.map((child) => child.link)).toEqual(TOOL_PATHS);
    expect(entry!.childs.map((child) => child.id)).not.toContain(110);
    const [theirs] = await db.select().from(menuChildren).where(eq(menuChildren.id, 110));
    expect(theirs).toMatchObject({ page_id: EXPORT_TOOLS_PAGE_ID, url: 'our-partners' });
    const [theirEntry] = await db
      .select()
      .from(menuPages)
      .where(eq(menuPages.id, EXPORT_TOOLS_PAGE_ID));
    expect(theirEntry).toMatchObject({ menu_id: 3, url: 'partners' });
  });
});
