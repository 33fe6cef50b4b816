import 'server-only';
import { z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';

import { notFound } from '@/lib/api/errors';
import { moveInOrder, type MoveDirection } from '@/lib/api/record-order';
import { staffChange } from '@/lib/api/staff-change';
import type { AppEnv } from '@/lib/api/types';
import { CACHE_TAGS, type CacheTag } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { menuChildren, menuPages } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { versionField } from '@/lib/validation/version';

import type { MenuWarning } from '../menu-admin-schemas';

import { lockEntry, lockPage, pagesOfEntry, pageTags, warningsOf } from './staff-menu-store';

// Issue 29: moving a menu entry or page one place within its parent, and showing or hiding it:
// the same two changes for both tables, each one staffChange (version check, audit, tags).

export const moveBodySchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'rules.invalid' }),
  version: versionField.optional(),
});
export const statusBodySchema = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: 'rules.invalid' }),
  version: versionField.optional(),
});
export const movedAnswerSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), sort: z.number().int(), version: z.number() })),
});

export type MenuKind = 'entry' | 'page';

const KINDS = {
  entry: { table: menuPages, entity: 'menu_pages', action: 'menu-entry', lock: lockEntry },
  page: { table: menuChildren, entity: 'menu_children', action: 'menu-page', lock: lockPage },
} as const;

/** The records a record is ordered among: an entry's menu, a page's entry. */
async function siblingsOf(tx: Db, kind: MenuKind, id: number) {
  if (kind === 'entry') {
    const entry = await lockEntry(tx, id);
    return tx
      .select({
        id: menuPages.id,
        sort: menuPages.sort,
        version: menuPages.version,
        a_id: menuPages.a_id,
      })
      .from(menuPages)
      .where(eq(menuPages.menu_id, entry.menu_id))
      .orderBy(asc(menuPages.sort), asc(menuPages.id))
      .for('update');
  }
  const page = await lockPage(tx, id);
  return tx
    .select({
      id: menuChildren.id,
      sort: menuChildren.sort,
      version: menuChildren.version,
      a_id: menuChildren.a_id,
    })
    .from(menuChildren)
    .where(eq(menuChildren.page_id, page.page_id))
    .orderBy(asc(menuChildren.sort), asc(menuChildren.id))
    .for('update');
}

/** One place up or down; its siblings numbered 1…n again (each renumbered one audited). */
export async function moveMenuRecord(
  c: Context<AppEnv>,
  kind: MenuKind,
  id: number,
  direction: MoveDirection,
) {
  const { table, entity, action } = KINDS[kind];
  const revalidate: CacheTag[] = [CACHE_TAGS.navigation];
  return staffChange(
    c,
    async ({ tx, checkVersion }) => {
      const siblings = await siblingsOf(tx, kind, id);
      const moved = siblings.find((row) => row.id === id);
      if (!moved) throw notFound();
      checkVersion(moved.version);
      const changes = moveInOrder(siblings, id, direction) ?? [];
      for (const change of changes) {
        await tx
          .update(table)
          .set({ sort: change.to, version: nextVersion(table.version) })
          .where(eq(table.id, change.id));
      }
      // Copies of one application page: the first one in order is served at /pages/{a_id}.
      if (kind === 'page') revalidate.push(...pageTags(...siblings));
      const result = await siblingsOf(tx, kind, id);
      const audit = changes.map((change) => ({
        action: `${action}.move`,
        entityType: entity,
        entityId: change.id,
        before: { sort: change.from },
        after: { sort: change.to },
      }));
      return {
        result: result.map(({ id: rowId, sort, version }) => ({ id: rowId, sort, version })),
        audit: audit.length > 0 ? audit : null,
      };
    },
    { revalidate },
  );
}

/** Shown (1) or hidden (0) on the public pages, with the warnings the menus now give. */
export async function setMenuRecordStatus(
  c: Context<AppEnv>,
  kind: MenuKind,
  id: number,
  status: 0 | 1,
): Promise<Record<string, unknown> & { warnings: MenuWarning[] }> {
  const { table, entity, action, lock } = KINDS[kind];
  const revalidate: CacheTag[] = [CACHE_TAGS.navigation];
  return staffChange(
    c,
    async ({ tx, checkVersion, locale }) => {
      const before = await lock(tx, id);
      checkVersion(before.version);
      const affected =
        kind === 'entry'
          ? await pagesOfEntry(tx, id)
          : [before as { id: number; a_id: number | null }];
      revalidate.push(...pageTags(...affected));
      const record = kind === 'entry' ? { entry: id } : { page: id };
      if (before.status === status) {
        return {
          result: { ...before, warnings: await warningsOf(tx, record, locale) },
          audit: null,
        };
      }
      const [after] = await tx
        .update(table)
        .set({ status, version: nextVersion(table.version) })
        .where(eq(table.id, id))
        .returning();
      return {
        result: { ...after!, warnings: await warningsOf(tx, record, locale) },
        audit: {
          action: `${action}.${status === 1 ? 'show' : 'hide'}`,
          entityType: entity,
          entityId: id,
          before: { status: before.status },
          after: { status },
        },
      };
    },
    { revalidate },
  );
}
