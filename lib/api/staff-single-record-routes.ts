import 'server-only';
import { z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';

import type { AuditEntity } from '@/lib/audit/audit-actions';
import type { StaffArea } from '@/lib/auth/staff-areas';
import type { CacheTag } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { removeQuietly } from '@/lib/storage/stored-files';

import { errorResponses, notFound } from './errors';
import { jsonResponse } from './json-response';
import { createRouter } from './router';
import { staffChange } from './staff-change';
import {
  readRecordForm,
  recordFormBody,
  replacedKeys,
  type RecordFiles,
} from './staff-record-form';
import type { RecordTable } from './staff-record-parts';
import { storedRecordValues, withRecordFiles } from './staff-record-routes';
import { staffRoute } from './staff-route';

// Issue 29: a block the page shows once (the home page's goals, its become-a-member block) is one
// record: read and changed in place (never added or removed), with the same form, version check,
// audit entry and re-validation as a list's records (./staff-record-routes.ts).

export type StaffSingleRecordConfig = {
  area: StaffArea;
  path: string;
  name: string;
  table: RecordTable;
  entity: AuditEntity;
  action: string;
  input: z.ZodType<Record<string, unknown>>;
  record: z.ZodType;
  files?: RecordFiles;
  revalidate: readonly CacheTag[];
};

type Row = Record<string, unknown> & { id: number; version: number };

export function staffSingleRecordRoutes(config: StaffSingleRecordConfig) {
  const { area, path, name, table, entity, action, files = {}, revalidate } = config;
  const answer = jsonResponse(config.record, `The ${name}`);

  const readRoute = staffRoute(area, {
    method: 'get',
    path,
    summary: `The ${name} (the page shows this one record)`,
    responses: { 200: answer, ...errorResponses(404) },
  });
  const updateRoute = staffRoute(area, {
    method: 'put',
    path,
    summary: `Changes the ${name} from the version the editor started from (audited)`,
    request: { body: recordFormBody(files, { creating: false }) },
    responses: { 200: answer, ...errorResponses(404, 409, 413, 422, 428) },
  });

  return (
    createRouter()
      // GET {path} – the record
      .openapi(readRoute, async (c) => {
        const [row] = await c.get('db').select().from(table).orderBy(asc(table.id)).limit(1);
        if (!row) throw notFound();
        return c.json(row as never, 200);
      })
      // PUT {path} – its fields and the files sent
      .openapi(updateRoute, async (c) => {
        const form = await readRecordForm(c, config.input, files, { creating: false });
        const { before, after } = await withRecordFiles(c, form, () =>
          staffChange(
            c,
            async ({ tx, checkVersion }) => {
              const [first] = (await tx
                .select()
                .from(table)
                .orderBy(asc(table.id))
                .limit(1)
                .for('update')) as Row[];
              if (!first) throw notFound();
              checkVersion(first.version);
              const [after] = (await tx
                .update(table)
                .set({
                  ...storedRecordValues(table, form),
                  version: nextVersion(table.version),
                } as never)
                .where(eq(table.id, first.id))
                .returning()) as Row[];
              const entry = {
                action: `${action}.update`,
                entityType: entity,
                entityId: first.id,
                before: first,
                after: after!,
              };
              return { result: { before: first, after: after! }, audit: entry };
            },
            { revalidate, formVersion: form.version },
          ),
        );
        const keys = replacedKeys(before, after, Object.keys(files));
        await removeQuietly(c.get('services').storage, keys, c.get('log'));
        return c.json(after as never, 200);
      })
  );
}
