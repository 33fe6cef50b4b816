import 'server-only';
import { z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';

import type { AuditEntity } from '@/lib/audit/audit-actions';
import type { StaffArea } from '@/lib/auth/staff-areas';
import type { CacheTag } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { versionField } from '@/lib/validation/version';

import { errorResponses, notFound } from './errors';
import { jsonResponse } from './json-response';
import { inShownOrder, moveInOrder } from './record-order';
import { createRouter } from './router';
import { staffChange } from './staff-change';
import {
  columnOf,
  idParams,
  jsonBody,
  lockRecord,
  recordAudit,
  type RecordRow,
  type RecordTable,
} from './staff-record-parts';
import { staffRoute } from './staff-route';

// Issue 29: a small list's order and visibility (./staff-record-routes.ts): move up or down when
// its table has a `sort`, show or hide when it has a `status`; each a staffChange with the
// version check, the audit entries and the public pages' cache tags.

type OrderConfig = {
  area: StaffArea;
  path: string;
  name: string;
  table: RecordTable;
  entity: AuditEntity;
  action: string;
  record: z.ZodType;
  revalidate: readonly CacheTag[];
};

const moveBody = z.object({
  direction: z.enum(['up', 'down'], { error: 'rules.invalid' }),
  version: versionField.optional(),
});
const statusBody = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: 'rules.invalid' }),
  version: versionField.optional(),
});
const idParam = { params: idParams };

/** `POST {path}/{id}/move` when the table has a `sort`; mount with `.route('/', …)`. */
export function recordMoveRoutes(config: OrderConfig) {
  const { area, path, name, table, revalidate } = config;
  const sort = columnOf(table, 'sort');
  const router = createRouter();
  if (!sort) return router;
  const audit = recordAudit(config.action, config.entity);
  const order = [asc(sort), asc(table.id)];
  const moveRoute = staffRoute(area, {
    method: 'post',
    path: `${path}/{id}/move`,
    summary: `Moves a ${name} one place up or down the list, from its version (audited)`,
    request: { ...idParam, ...jsonBody(moveBody) },
    responses: {
      200: jsonResponse(
        z.object({ data: z.array(config.record) }),
        `The ${name}s in their new order`,
      ),
      ...errorResponses(404, 409, 422, 428),
    },
  });
  // POST {path}/{id}/move – one place up or down; the list numbered 1…n again
  return router.openapi(moveRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { direction } = c.req.valid('json');
    const rows = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const all = (await tx
          .select()
          .from(table)
          .orderBy(...order)
          .for('update')) as (RecordRow & { sort: number })[];
        const moved = all.find((row) => row.id === id);
        if (!moved) throw notFound();
        checkVersion(moved.version);
        const changes = moveInOrder(all, id, direction) ?? [];
        for (const change of changes) {
          await tx
            .update(table)
            .set({ sort: change.to, version: nextVersion(table.version) } as never)
            .where(eq(table.id, change.id));
        }
        const entries = changes.map((change) =>
          audit('move', change.id, { before: { sort: change.from }, after: { sort: change.to } }),
        );
        const result = (await tx
          .select()
          .from(table)
          .orderBy(...order)) as RecordRow[];
        return { result, audit: entries.length > 0 ? entries : null };
      },
      { revalidate },
    );
    return c.json({ data: inShownOrder(rows as never) } as never, 200);
  });
}

/** `PUT {path}/{id}/status` when the table has a `status`; mount with `.route('/', …)`. */
export function recordStatusRoutes(config: OrderConfig) {
  const { area, path, name, table, revalidate } = config;
  const router = createRouter();
  if (!columnOf(table, 'status')) return router;
  const audit = recordAudit(config.action, config.entity);
  const statusRoute = staffRoute(area, {
    method: 'put',
    path: `${path}/{id}/status`,
    summary: `Shows (1) or hides (0) a ${name}, from its version (audited)`,
    request: { ...idParam, ...jsonBody(statusBody) },
    responses: {
      200: jsonResponse(config.record, `The ${name}`),
      ...errorResponses(404, 409, 422, 428),
    },
  });
  // PUT {path}/{id}/status – shown or hidden on the public pages
  return router.openapi(statusRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { status: wanted } = c.req.valid('json');
    const row = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const before = await lockRecord(tx, table, id);
        checkVersion(before.version);
        if (before.status === wanted) return { result: before, audit: null };
        const [after] = (await tx
          .update(table)
          .set({ status: wanted, version: nextVersion(table.version) } as never)
          .where(eq(table.id, id))
          .returning()) as RecordRow[];
        const entry = audit('status', id, {
          before: { status: before.status },
          after: { status: wanted },
        });
        return { result: after!, audit: entry };
      },
      { revalidate },
    );
    return c.json(row as never, 200);
  });
}
