import 'server-only';
import { z } from '@hono/zod-openapi';
import { asc, eq, max } from 'drizzle-orm';
import type { Context } from 'hono';

import type { AuditEntity } from '@/lib/audit/audit-actions';
import type { StaffArea } from '@/lib/auth/staff-areas';
import type { CacheTag } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { cleanRichHtml } from '@/lib/db/rich-html';
import type { Db } from '@/lib/db/types';
import { removeQuietly, storeAll } from '@/lib/storage/stored-files';

import { errorResponses } from './errors';
import { jsonResponse } from './json-response';
import { createRouter } from './router';
import { staffChange } from './staff-change';
import {
  readRecordForm,
  recordFormBody,
  replacedKeys,
  type RecordFiles,
  type RecordForm,
  storedFileValues,
} from './staff-record-form';
import { recordMoveRoutes, recordStatusRoutes } from './staff-record-order-routes';
import {
  columnOf,
  idParams,
  lockRecord,
  recordAudit,
  removedAnswer,
  type RecordRow as Row,
  type RecordTable,
} from './staff-record-parts';
import { staffRoute } from './staff-route';
import type { AppEnv } from './types';

// Issue 29: the content editors keep many small bilingual records (slides, tiles, partners,
// sponsors, offices, social links). One declaration gives such a table its staff routes: the list,
// add, change, remove, move up or down (when it has a `sort`) and show or hide (when it has a
// `status`: ./staff-record-order-routes.ts), each a staffRoute of the area and each write one
// staffChange with the version check, the audit entry (before and after) and the public pages'
// cache tags. Files come in the same multipart form (./staff-record-form.ts) and the ones a change
// replaces are removed after it.

export type StaffRecordConfig = {
  area: StaffArea;
  /** Under /api: `/staff/home-slides`. */
  path: string;
  /** For the OpenAPI summaries: `home slide`. */
  name: string;
  table: RecordTable;
  /** The audit entries' record type (the table) and action prefix (`home-slide`.create). */
  entity: AuditEntity;
  action: string;
  /** The form's fields (without files or version); `update` when a change takes others. */
  create: z.ZodType<Record<string, unknown>>;
  update?: z.ZodType<Record<string, unknown>>;
  /** A stored record, as the list answers it. */
  record: z.ZodType;
  files?: RecordFiles;
  /** The public pages' tags the list's changes make stale. */
  revalidate: readonly CacheTag[];
  /** The id has no sequence (the specification's ids): a new record takes the next free one. */
  manualId?: boolean;
};

const idParam = { params: idParams };

/** Every record of a list, shown or hidden, in the page's order: the list route's and the console page's rows. */
export async function listRecordRows<T = Row>(db: Db, table: RecordTable): Promise<T[]> {
  const sort = columnOf(table, 'sort');
  const order = sort ? [asc(sort), asc(table.id)] : [asc(table.id)];
  return (await db
    .select()
    .from(table)
    .orderBy(...order)) as T[];
}

/** Stores the form's files, runs the change, and removes them again when it fails. */
export async function withRecordFiles<T>(
  c: Context<AppEnv>,
  form: RecordForm<unknown>,
  change: () => Promise<T>,
): Promise<T> {
  const { storage } = c.get('services');
  const pending = Object.values(form.files);
  await storeAll(storage, pending);
  try {
    return await change();
  } catch (error) {
    const keys = pending.map((file) => file.key);
    await removeQuietly(storage, keys, c.get('log'));
    throw error;
  }
}

/** What a form stores: its fields (HTML cleaned) and its files' URLs. */
export const storedRecordValues = (table: RecordTable, form: RecordForm<Record<string, unknown>>) =>
  cleanRichHtml(table, { ...form.input, ...storedFileValues(form) });

/** The routes of one list of records; mount the answer with `.route('/', …)`. */
export function staffRecordRoutes(config: StaffRecordConfig) {
  const { area, path, name, table, entity, action, files = {}, revalidate } = config;
  const update = config.update ?? config.create;
  const sort = columnOf(table, 'sort');
  const fileColumns = Object.keys(files);
  const single = jsonResponse(config.record, `The ${name}`);
  const audit = recordAudit(action, entity);
  const order = sort ? [asc(sort), asc(table.id)] : [asc(table.id)];

  const listRoute = staffRoute(area, {
    method: 'get',
    path,
    summary: `Every ${name}, shown or hidden, in the order the page shows them`,
    responses: { 200: jsonResponse(z.object({ data: z.array(config.record) }), `The ${name}s`) },
  });
  const createRoute = staffRoute(area, {
    method: 'post',
    path,
    summary: `Adds a ${name}: a multipart form (audited)`,
    request: { body: recordFormBody(files, { creating: true }) },
    responses: { 201: single, ...errorResponses(413, 422) },
  });
  const updateRoute = staffRoute(area, {
    method: 'put',
    path: `${path}/{id}`,
    summary: `Changes a ${name} from the version the editor started from; files sent replace (audited)`,
    request: { ...idParam, body: recordFormBody(files, { creating: false }) },
    responses: { 200: single, ...errorResponses(404, 409, 413, 422, 428) },
  });
  const deleteRoute = staffRoute(area, {
    method: 'delete',
    path: `${path}/{id}`,
    summary: `Removes a ${name} and its files, at the version named by If-Match (audited)`,
    request: idParam,
    responses: {
      200: jsonResponse(removedAnswer, `The removed ${name}’s id`),
      ...errorResponses(404, 409, 428),
    },
  });

  const router = createRouter()
    // GET {path} – every record, in the page's order
    .openapi(listRoute, async (c) => {
      const rows = await c
        .get('db')
        .select()
        .from(table)
        .orderBy(...order);
      return c.json({ data: rows } as never, 200);
    })
    // POST {path} – a new record (the last of an ordered list)
    .openapi(createRoute, async (c) => {
      const form = await readRecordForm(c, config.create, files, { creating: true });
      const row = await withRecordFiles(c, form, () =>
        staffChange(
          c,
          async ({ tx }) => {
            const values: Record<string, unknown> = storedRecordValues(table, form);
            if (sort) {
              const [last] = await tx.select({ value: max(sort) }).from(table);
              values.sort = Number(last?.value ?? 0) + 1;
            }
            if (config.manualId) {
              const [last] = await tx.select({ value: max(table.id) }).from(table);
              values.id = Number(last?.value ?? 0) + 1;
            }
            const [created] = (await tx
              .insert(table)
              .values(values as never)
              .returning()) as Row[];
            return { result: created!, audit: audit('create', created!.id, { after: created! }) };
          },
          { revalidate },
        ),
      );
      return c.json(row as never, 201);
    })
    // PUT {path}/{id} – its fields, and the files sent (the others kept)
    .openapi(updateRoute, async (c) => {
      const { id } = c.req.valid('param');
      const form = await readRecordForm(c, update, files, { creating: false });
      const { before, after } = await withRecordFiles(c, form, () =>
        staffChange(
          c,
          async ({ tx, checkVersion }) => {
            const before = await lockRecord(tx, table, id);
            checkVersion(before.version);
            const [after] = (await tx
              .update(table)
              .set({
                ...storedRecordValues(table, form),
                version: nextVersion(table.version),
              } as never)
              .where(eq(table.id, id))
              .returning()) as Row[];
            return {
              result: { before, after: after! },
              audit: audit('update', id, { before, after }),
            };
          },
          { revalidate, formVersion: form.version },
        ),
      );
      await removeQuietly(
        c.get('services').storage,
        replacedKeys(before, after, fileColumns),
        c.get('log'),
      );
      return c.json(after as never, 200);
    })
    // DELETE {path}/{id} – the record, then its files
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      const before = await staffChange(
        c,
        async ({ tx, checkVersion }) => {
          const before = await lockRecord(tx, table, id);
          checkVersion(before.version);
          await tx.delete(table).where(eq(table.id, id));
          return { result: before, audit: audit('delete', id, { before }) };
        },
        { revalidate },
      );
      await removeQuietly(
        c.get('services').storage,
        replacedKeys(before, null, fileColumns),
        c.get('log'),
      );
      return c.json({ id }, 200);
    });

  router.route('/', recordMoveRoutes(config));
  router.route('/', recordStatusRoutes(config));

  return router;
}
