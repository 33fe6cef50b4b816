import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';

import { ApiError, errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { requireStaffRole } from '@/lib/auth/middleware';
import type { Db } from '@/lib/db/types';

import {
  exportModeInputSchema,
  exportModeSchema,
  exportTypeInputSchema,
  exportTypeSchema,
} from '../schemas';

import {
  nextReferenceId,
  REFERENCE_TABLES,
  type ReferenceKind,
  usageCounts,
  usageOf,
} from './reference-store';
import { changeWithAudit } from './staff-change';

// Issue 14 "Staff console": editors keep the export types and participation modes; one that an
// institution names cannot be removed (422, with how many name it).
const editors = requireStaffRole('editor');
const security = [{ bearerAuth: [] }];
const tags = ['Staff'];
const idParam = { params: z.object({ id: positiveInt('id') }) };

const KINDS = {
  types: {
    path: '/staff/export-types',
    name: 'export type',
    entityType: 'export_types',
    action: 'export-type',
    schema: exportTypeSchema,
    input: exportTypeInputSchema,
    inUse: 'InstitutionsAdmin.errors.typeInUse',
  },
  modes: {
    path: '/staff/export-modes',
    name: 'participation mode',
    entityType: 'export_modes',
    action: 'export-mode',
    schema: exportModeSchema as unknown as typeof exportTypeSchema,
    input: exportModeInputSchema as unknown as typeof exportTypeInputSchema,
    inUse: 'InstitutionsAdmin.errors.modeInUse',
  },
} as const satisfies Record<ReferenceKind, unknown>;

type Entry = { id: number } & Record<string, string | number>;

async function findEntry(db: Db, kind: ReferenceKind, id: number): Promise<Entry | undefined> {
  const table = REFERENCE_TABLES[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as Entry | undefined;
}

// Both lists have an id and two names; the routes are typed by the types' shapes (the modes' own
// schemas still validate and document their routes).
type KindConfig = {
  path: string;
  name: string;
  entityType: string;
  action: string;
  schema: typeof exportTypeSchema;
  input: typeof exportTypeInputSchema;
  inUse: string;
};

function referenceRoutes(
  kind: ReferenceKind,
  { path, name, entityType, action, schema, input, inUse }: KindConfig,
) {
  const table = REFERENCE_TABLES[kind];
  const listed = schema.extend({ used: z.number().int() });
  const body = { body: { content: { 'application/json': { schema: input } }, required: true } };
  const route = <M extends 'get' | 'post' | 'put' | 'delete'>(method: M, suffix: string) => ({
    method,
    path: `${path}${suffix}`,
    tags,
    security,
    middleware: editors,
  });

  const list = createRoute({
    ...route('get', ''),
    summary: `Every ${name}, with how many institutions name it (editors)`,
    responses: {
      200: jsonResponse(z.object({ data: z.array(listed) }), `The ${name}s`),
      ...errorResponses(401, 403),
    },
  });
  const create = createRoute({
    ...route('post', ''),
    summary: `Adds a ${name}`,
    request: body,
    responses: { 201: jsonResponse(schema, `The new ${name}`), ...errorResponses(401, 403, 422) },
  });
  const update = createRoute({
    ...route('put', '/{id}'),
    summary: `Renames a ${name}`,
    request: { ...idParam, ...body },
    responses: {
      200: jsonResponse(schema, `The changed ${name}`),
      ...errorResponses(401, 403, 404, 422),
    },
  });
  const remove = createRoute({
    ...route('delete', '/{id}'),
    summary: `Removes a ${name} that no institution names (422 otherwise)`,
    request: idParam,
    responses: {
      200: jsonResponse(z.object({ id: z.number().int() }), `The removed ${name}’s id`),
      ...errorResponses(401, 403, 404, 422),
    },
  });

  return (
    createRouter()
      // GET /api/staff/export-types|export-modes – the list with each entry's use
      .openapi(list, async (c) => {
        const db = c.get('db');
        const [rows, used] = await Promise.all([
          db.select().from(table).orderBy(asc(table.id)),
          usageCounts(db, kind),
        ]);
        const data = rows.map((row) => ({ ...row, used: used.get(row.id) ?? 0 }));
        return c.json({ data } as never, 200);
      })
      // POST /api/staff/export-types|export-modes – a new entry with the next id
      .openapi(create, async (c) => {
        const values = c.req.valid('json') as Record<string, string>;
        const row = await changeWithAudit(c, async (tx) => {
          const id = await nextReferenceId(tx, kind);
          const [created] = await tx
            .insert(table)
            .values({ id, ...values } as never)
            .returning();
          const entry = { action: `${action}.create`, entityType, entityId: id, after: values };
          return { result: created!, entry };
        });
        return c.json(row as never, 201);
      })
      // PUT /api/staff/export-types|export-modes/{id} – its names
      .openapi(update, async (c) => {
        const { id } = c.req.valid('param');
        const values = c.req.valid('json') as Record<string, string>;
        const row = await changeWithAudit(c, async (tx) => {
          const before = await findEntry(tx, kind, id);
          if (!before) return null;
          const [changed] = await tx
            .update(table)
            .set(values as never)
            .where(eq(table.id, id))
            .returning();
          const entry = {
            action: `${action}.update`,
            entityType,
            entityId: id,
            before,
            after: values,
          };
          return { result: changed!, entry };
        });
        if (!row) throw notFound();
        return c.json(row as never, 200);
      })
      // DELETE /api/staff/export-types|export-modes/{id} – only when no institution names it
      .openapi(remove, async (c) => {
        const { id } = c.req.valid('param');
        const removed = await changeWithAudit(c, async (tx) => {
          const before = await findEntry(tx, kind, id);
          if (!before) return null;
          const used = await usageOf(tx, kind, id);
          if (used > 0) throw new ApiError(422, inUse, { id: [inUse] }, { count: used });
          await tx.delete(table).where(eq(table.id, id));
          return {
            result: { id },
            entry: { action: `${action}.delete`, entityType, entityId: id, before },
          };
        });
        if (!removed) throw notFound();
        return c.json(removed, 200);
      })
  );
}

export const staffReferenceRoutes = createRouter()
  .route('/', referenceRoutes('types', KINDS.types))
  .route('/', referenceRoutes('modes', KINDS.modes));
