import 'server-only';
import { eq } from 'drizzle-orm';

import { ApiError } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS, type CacheTag } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { menuPages } from '@/lib/db/schema';
import { withoutVersion } from '@/lib/validation/version';

import {
  menuEntryInputSchema,
  staffMenuEntrySchema,
  staffMenusSchema,
} from '../menu-admin-schemas';

import { moveMenuRecord, setMenuRecordStatus } from './staff-menu-changes';
import { menuRecordRouteSpecs, type MenuRecordAnswer } from './staff-menu-route-specs';
import {
  checkSlugs,
  listStaffMenus,
  lockEntry,
  nextPlace,
  pagesOfEntry,
  pageTags,
  warningsOf,
} from './staff-menu-store';

// Issue 29 "menu pages and navigation": editors keep the menus' entries (menu_pages); their pages
// are in ./staff-page-routes.ts. Every change re-validates the menus (`navigation`) and the pages
// of the entry it touches (their banner names it; hiding it hides them).
const ENTITY = 'menu_pages';
const listRoute = staffRoute('menus', {
  method: 'get',
  path: '/staff/menus',
  summary: 'Every menu with its entries and their pages, hidden ones included, with warnings',
  responses: { 200: jsonResponse(staffMenusSchema, 'The menus') },
});
const { createRoute, updateRoute, deleteRoute, moveRoute, statusRoute } = menuRecordRouteSpecs({
  path: '/staff/menu-entries',
  noun: 'menu entry',
  within: 'its menu',
  record: staffMenuEntrySchema,
  input: menuEntryInputSchema,
});

export const staffMenuRoutes = createRouter()
  // GET /api/staff/menus – the menus as the console shows them
  .openapi(listRoute, async (c) => {
    return c.json({ data: await listStaffMenus(c.get('db'), c.get('locale')) }, 200);
  })
  // POST /api/staff/menu-entries – a new entry, last in its menu
  .openapi(createRoute, async (c) => {
    const input = withoutVersion(c.req.valid('json'));
    const row = await staffChange(
      c,
      async ({ tx, locale }) => {
        await checkSlugs(tx, menuPages, { ...input, id: null }, null, locale);
        const place = await nextPlace(tx, menuPages, eq(menuPages.menu_id, input.menu_id));
        const [created] = await tx
          .insert(menuPages)
          .values({ ...input, ...place })
          .returning();
        const warnings = await warningsOf(tx, { entry: place.id }, locale);
        const audit = { action: 'menu-entry.create', entityType: ENTITY, entityId: place.id };
        return { result: { ...created!, warnings }, audit: { ...audit, after: created! } };
      },
      { revalidate: [CACHE_TAGS.navigation] },
    );
    return c.json(row, 201);
  })
  // PUT /api/staff/menu-entries/{id} – its fields replaced (moving menus puts it last there)
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    const revalidate: CacheTag[] = [CACHE_TAGS.navigation];
    const row = await staffChange(
      c,
      async ({ tx, checkVersion, locale }) => {
        const before = await lockEntry(tx, id);
        checkVersion(before.version);
        await checkSlugs(tx, menuPages, { ...input, id }, before, locale);
        const sort =
          input.menu_id === before.menu_id
            ? before.sort
            : (await nextPlace(tx, menuPages, eq(menuPages.menu_id, input.menu_id))).sort;
        const [changed] = await tx
          .update(menuPages)
          .set({ ...input, sort, version: nextVersion(menuPages.version) })
          .where(eq(menuPages.id, id))
          .returning();
        revalidate.push(...pageTags(...(await pagesOfEntry(tx, id))));
        const warnings = await warningsOf(tx, { entry: id }, locale);
        const audit = { action: 'menu-entry.update', entityType: ENTITY, entityId: id };
        return { result: { ...changed!, warnings }, audit: { ...audit, before, after: changed! } };
      },
      { revalidate },
    );
    return c.json(row, 200);
  })
  // DELETE /api/staff/menu-entries/{id} – only an entry without pages (they go first, one by one)
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const removed = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const before = await lockEntry(tx, id);
        checkVersion(before.version);
        const pages = await pagesOfEntry(tx, id);
        if (pages.length > 0) {
          throw new ApiError(422, 'MenusAdmin.errors.entryHasPages', {}, { count: pages.length });
        }
        await tx.delete(menuPages).where(eq(menuPages.id, id));
        const audit = { action: 'menu-entry.delete', entityType: ENTITY, entityId: id, before };
        return { result: { id }, audit };
      },
      { revalidate: [CACHE_TAGS.navigation] },
    );
    return c.json(removed, 200);
  })
  // POST /api/staff/menu-entries/{id}/move – one place up or down its menu
  .openapi(moveRoute, async (c) => {
    const { id } = c.req.valid('param');
    const data = await moveMenuRecord(c, 'entry', id, c.req.valid('json').direction);
    return c.json({ data }, 200);
  })
  // PUT /api/staff/menu-entries/{id}/status – shown or hidden, with its pages
  .openapi(statusRoute, async (c) => {
    const { id } = c.req.valid('param');
    const row = await setMenuRecordStatus(c, 'entry', id, c.req.valid('json').status);
    return c.json(row as MenuRecordAnswer<typeof staffMenuEntrySchema>, 200);
  });
