import 'server-only';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';

import { ApiError, errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import type { Db } from '@/lib/db/types';
import { withoutVersion } from '@/lib/validation/version';
import { versionSchema } from '@/lib/validation/version';

import {
  exportModeInputSchema,
  exportModeSchema,
  exportTypeInputSchema,
  exportTypeSchema,
} from '../schemas';

import {
  listReferenceRows,
  nextReferenceId,
  REFERENCE_TABLES,
  type ReferenceKind,
  usageOf,
} from './reference-store';

// Issue 14 "Staff console": editors keep the export types and participation modes; one that an
// institution names cannot be removed (422, with how many name it).
const revalidate = [CACHE_TAGS.institutions];
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

type Entry = { id: number; version: number } & Record<string, string | number>;

async function lockEntry(db: Db, kind: ReferenceKind, id: number): Promise<Entry> {
  const table = REFERENCE_TABLES[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id)).for('update');
  if (!row) throw notFound();
  return row as Entry;
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
  const versioned = schema.extend({ version: versionSchema });
  const listed = versioned.extend({ used: z.number().int() });
  const body = { body: { content: { 'application/json': { schema: input } }, required: true } };
  const route = <M extends 'get' | 'post' | 'put' | 'delete'>(method: M, suffix: string) => ({
    method,
    path: `${path}${suffix}`,
  });

  const list = staffRoute('institutions', {
    ...route('get', ''),
    summary: `Every ${name}, with how many institutions name it (editors)`,
    responses: { 200: jsonResponse(z.object({ data: z.array(listed) }), `The ${name}s`) },
  });
  const create = staffRoute('institutions', {
    ...route('post', ''),
    summary: `Adds a ${name} (audited)`,
    request: body,
    responses: { 201: jsonResponse(versioned, `The new ${name}`), ...errorResponses(422) },
  });
  const update = staffRoute('institutions', {
    ...route('put', '/{id}'),
    summary: `Renames a ${name}, from the version the editor started from (audited)`,
    request: { ...idParam, ...body },
    responses: {
      200: jsonResponse(versioned, `The changed ${name}`),
      ...errorResponses(404, 409, 422, 428),
    },
  });
  const remove = staffRoute('institutions', {
    ...route('delete', '/{id}'),
    summary: `Removes a ${name} that no institution names (422 otherwise), at the version named by If-Match`,
    request: idParam,
    responses: {
      200: jsonResponse(z.object({ id: z.number().int() }), `The removed ${name}’s id`),
      ...errorResponses(404, 409, 422, 428),
    },
  });

  return (
    createRouter()
      // GET /api/staff/export-types|export-modes – the list with each entry's use
      .openapi(list, async (c) => {
        const data = await listReferenceRows(c.get('db'), kind);
        return c.json({ data } as never, 200);
      })
      // POST /api/staff/export-types|export-modes – a new entry with the next id
      .openapi(create, async (c) => {
        const values = withoutVersion(c.req.valid('json') as Record<string, unknown>);
        const row = await staffChange(
          c,
          async ({ tx }) => {
            const id = await nextReferenceId(tx, kind);
            const [created] = await tx
              .insert(table)
              .values({ id, ...values } as never)
              .returning();
            const audit = { action: `${action}.create`, entityType, entityId: id, after: values };
            return { result: created!, audit };
          },
          { revalidate },
        );
        return c.json(row as never, 201);
      })
      // PUT /api/staff/export-types|export-modes/{id} – its names
      .openapi(update, async (c) => {
        const { id } = c.req.valid('param');
        const values = withoutVersion(c.req.valid('json') as Record<string, unknown>);
        const row = await staffChange(
          c,
          async ({ tx, checkVersion }) => {
            const before = await lockEntry(tx, kind, id);
            checkVersion(before.version);
            const [changed] = await tx
              .update(table)
              .set({ ...values, version: nextVersion(table.version) } as never)
              .where(eq(table.id, id))
              .returning();
            const audit = { action: `${action}.update`, entityType, entityId: id, before };
            return { result: changed!, audit: { ...audit, after: changed! } };
          },
          { revalidate },
        );
        return c.json(row as never, 200);
      })
      // DELETE /api/staff/export-types|export-modes/{id} – only when no institution names it
      .openapi(remove, async (c) => {
        const { id } = c.req.valid('param');
        const removed = await staffChange(
          c,
          async ({ tx, checkVersion }) => {
            const before = await lockEntry(tx, kind, id);
            checkVersion(before.version);
            const used = await usageOf(tx, kind, id);
            if (used > 0) throw new ApiError(422, inUse, { id: [inUse] }, { count: used });
            await tx.delete(table).where(eq(table.id, id));
            const audit = { action: `${action}.delete`, entityType, entityId: id, before };
            return { result: { id }, audit };
          },
          { revalidate },
        );
        return c.json(removed, 200);
      })
  );
}

export const staffReferenceRoutes = createRouter()
  .route('/', referenceRoutes('types', KINDS.types))
  .route('/', referenceRoutes('modes', KINDS.modes));
