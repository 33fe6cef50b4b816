import 'server-only';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';

import { ApiError, errorResponses, found } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS, type CacheTag } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { cleanRichHtml } from '@/lib/db/rich-html';
import { menuChildren, menuPages } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { withoutVersion } from '@/lib/validation/version';

import { menuPageInputSchema, staffMenuPageSchema } from '../menu-admin-schemas';

import { moveMenuRecord, setMenuRecordStatus } from './staff-menu-changes';
import { menuRecordRouteSpecs, type MenuRecordAnswer } from './staff-menu-route-specs';
import {
  checkSlugs,
  getStaffMenuPage,
  lockPage,
  nextPlace,
  pageTags,
  warningsOf,
} from './staff-menu-store';

// Issue 29 "menu pages": editors keep the pages of the menus' entries (menu_children): titles,
// subtitles, content in both languages, slugs, a_id, links, order and visibility. A change
// re-validates the page's own tags (by id and by application id); the menus (`navigation`) only
// when it changes what they show.
const ENTITY = 'menu_children';
const { createRoute, updateRoute, deleteRoute, moveRoute, statusRoute } = menuRecordRouteSpecs({
  path: '/staff/menu-pages',
  noun: 'menu page',
  within: 'its entry’s pages',
  record: staffMenuPageSchema,
  input: menuPageInputSchema,
});
type Answer = MenuRecordAnswer<typeof staffMenuPageSchema>;

/** The fields the menus, the sitemap or a page's address read: a change to one re-validates them. */
const MENU_FIELDS = [
  'page_id',
  'a_id',
  'url',
  'url_ara',
  'link',
  'link_ara',
  'nav_title_eng',
  'nav_title_ara',
  'title_eng',
  'title_ara',
  'status',
] as const;

const getRoute = staffRoute('menus', {
  method: 'get',
  path: '/staff/menu-pages/{id}',
  summary: 'One menu page with its content, hidden or not (editors)',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: { 200: jsonResponse(staffMenuPageSchema, 'The page'), ...errorResponses(404, 422) },
});
/** The entry a page goes under (422 on its field when there is none). */
async function entryOf(tx: Db, id: number) {
  const [entry] = await tx
    .select({ id: menuPages.id, menu_id: menuPages.menu_id })
    .from(menuPages)
    .where(eq(menuPages.id, id))
    .for('update');
  if (!entry) throw new ApiError(422, 'Api.invalid', { page_id: ['rules.invalid'] });
  return entry;
}

export const staffMenuPageRoutes = createRouter()
  // GET /api/staff/menu-pages/{id} – the page the form edits
  .openapi(getRoute, async (c) => {
    return c.json(found(await getStaffMenuPage(c.get('db'), c.req.valid('param').id)), 200);
  })
  // POST /api/staff/menu-pages – a new page under an entry; its html cleaned
  .openapi(createRoute, async (c) => {
    const input = cleanRichHtml(menuChildren, withoutVersion(c.req.valid('json')));
    const revalidate: CacheTag[] = [CACHE_TAGS.navigation];
    const row = await staffChange(
      c,
      async ({ tx, locale }) => {
        const entry = await entryOf(tx, input.page_id);
        await checkSlugs(tx, menuChildren, { ...input, id: null }, null, locale);
        const place = await nextPlace(tx, menuChildren, eq(menuChildren.page_id, entry.id));
        const [created] = await tx
          .insert(menuChildren)
          .values({ ...input, ...place, menu_id: entry.menu_id })
          .returning();
        revalidate.push(...pageTags(created!));
        const warnings = await warningsOf(tx, { page: place.id }, locale);
        const audit = { action: 'menu-page.create', entityType: ENTITY, entityId: place.id };
        return { result: { ...created!, warnings }, audit: { ...audit, after: created! } };
      },
      { revalidate },
    );
    return c.json(row, 201);
  })
  // PUT /api/staff/menu-pages/{id} – its fields replaced (a new entry puts it last there)
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = cleanRichHtml(menuChildren, withoutVersion(c.req.valid('json')));
    const revalidate: CacheTag[] = [];
    const row = await staffChange(
      c,
      async ({ tx, checkVersion, locale }) => {
        const before = await lockPage(tx, id);
        checkVersion(before.version);
        const entry = await entryOf(tx, input.page_id);
        await checkSlugs(tx, menuChildren, { ...input, id }, before, locale);
        const moved = entry.id !== before.page_id;
        const sort = moved
          ? (await nextPlace(tx, menuChildren, eq(menuChildren.page_id, entry.id))).sort
          : before.sort;
        const [changed] = await tx
          .update(menuChildren)
          .set({
            ...input,
            sort,
            menu_id: entry.menu_id,
            version: nextVersion(menuChildren.version),
          })
          .where(eq(menuChildren.id, id))
          .returning();
        revalidate.push(...pageTags(before, changed!));
        if (MENU_FIELDS.some((field) => before[field] !== changed![field])) {
          revalidate.push(CACHE_TAGS.navigation);
        }
        const warnings = await warningsOf(tx, { page: id }, locale);
        const audit = { action: 'menu-page.update', entityType: ENTITY, entityId: id };
        return { result: { ...changed!, warnings }, audit: { ...audit, before, after: changed! } };
      },
      { revalidate },
    );
    return c.json(row, 200);
  })
  // DELETE /api/staff/menu-pages/{id} – removed from its menu, its address and search
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const revalidate: CacheTag[] = [CACHE_TAGS.navigation];
    const removed = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const before = await lockPage(tx, id);
        checkVersion(before.version);
        await tx.delete(menuChildren).where(eq(menuChildren.id, id));
        revalidate.push(...pageTags(before));
        const audit = { action: 'menu-page.delete', entityType: ENTITY, entityId: id, before };
        return { result: { id }, audit };
      },
      { revalidate },
    );
    return c.json(removed, 200);
  })
  // POST /api/staff/menu-pages/{id}/move – one place up or down among its entry's pages
  .openapi(moveRoute, async (c) => {
    const { id } = c.req.valid('param');
    const data = await moveMenuRecord(c, 'page', id, c.req.valid('json').direction);
    return c.json({ data }, 200);
  })
  // PUT /api/staff/menu-pages/{id}/status – shown or hidden on the public pages
  .openapi(statusRoute, async (c) => {
    const { id } = c.req.valid('param');
    const row = await setMenuRecordStatus(c, 'page', id, c.req.valid('json').status);
    return c.json(row as Answer, 200);
  });
