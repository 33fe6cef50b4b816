import 'server-only';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { institutions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { withoutVersion } from '@/lib/validation/version';

import { filterInstitutions } from '../institution-list';
import {
  institutionInputSchema,
  institutionRowSchema,
  institutionSchema,
  staffInstitutionsQuerySchema,
} from '../schemas';

import { checkReferences } from './check-references';
import { INSTITUTION_COLUMNS, listInstitutions } from './queries';

// Issue 14 "Staff console": editors (and administrators) keep the institutions; every change is
// audited in its transaction and re-validates the public directory.
const idParam = { params: z.object({ id: positiveInt('id') }) };
const body = {
  body: { content: { 'application/json': { schema: institutionInputSchema } }, required: true },
};
const revalidate = [CACHE_TAGS.institutions];
const ENTITY = 'institutions';

const listRoute = staffRoute('institutions', {
  method: 'get',
  path: '/staff/institutions',
  summary: 'Every institution, with a text search (editors)',
  request: { query: staffInstitutionsQuerySchema },
  responses: {
    200: jsonResponse(z.object({ data: z.array(institutionSchema) }), 'The institutions'),
    ...errorResponses(422),
  },
});

const createInstitutionRoute = staffRoute('institutions', {
  method: 'post',
  path: '/staff/institutions',
  summary: 'Adds an institution (audited)',
  request: body,
  responses: {
    201: jsonResponse(institutionRowSchema, 'The new institution'),
    ...errorResponses(422),
  },
});

const updateRoute = staffRoute('institutions', {
  method: 'put',
  path: '/staff/institutions/{id}',
  summary: 'Changes an institution, from the version the editor started from (audited)',
  request: { ...idParam, ...body },
  responses: {
    200: jsonResponse(institutionRowSchema, 'The changed institution'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const deleteRoute = staffRoute('institutions', {
  method: 'delete',
  path: '/staff/institutions/{id}',
  summary: 'Removes an institution at the version named by If-Match (audited)',
  request: idParam,
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed institution’s id'),
    ...errorResponses(404, 409, 422, 428),
  },
});

async function lockInstitution(tx: Db, id: number) {
  const [row] = await tx
    .select(INSTITUTION_COLUMNS)
    .from(institutions)
    .where(eq(institutions.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export const staffInstitutionRoutes = createRouter()
  // GET /api/staff/institutions – every institution with its names, `q` searches both languages
  .openapi(listRoute, async (c) => {
    const rows = await listInstitutions(c.get('db'));
    return c.json({ data: filterInstitutions(rows, { q: c.req.valid('query').q }) }, 200);
  })
  // POST /api/staff/institutions – a new institution
  .openapi(createInstitutionRoute, async (c) => {
    const input = withoutVersion(c.req.valid('json'));
    await checkReferences(c.get('db'), input);
    const row = await staffChange(
      c,
      async ({ tx, now }) => {
        const stamp = now.toISOString();
        const [created] = await tx
          .insert(institutions)
          .values({ ...input, created_at: stamp, updated_at: stamp })
          .returning(INSTITUTION_COLUMNS);
        const audit = { action: 'institution.create', entityType: ENTITY, entityId: created!.id };
        return { result: created!, audit: { ...audit, after: input } };
      },
      { revalidate },
    );
    return c.json(row, 201);
  })
  // PUT /api/staff/institutions/{id} – its fields replaced
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    await checkReferences(c.get('db'), input);
    const row = await staffChange(
      c,
      async ({ tx, now, checkVersion }) => {
        const before = await lockInstitution(tx, id);
        checkVersion(before.version);
        const [changed] = await tx
          .update(institutions)
          .set({
            ...input,
            version: nextVersion(institutions.version),
            updated_at: now.toISOString(),
          })
          .where(eq(institutions.id, id))
          .returning(INSTITUTION_COLUMNS);
        const audit = { action: 'institution.update', entityType: ENTITY, entityId: id };
        return { result: changed!, audit: { ...audit, before, after: changed! } };
      },
      { revalidate },
    );
    return c.json(row, 200);
  })
  // DELETE /api/staff/institutions/{id} – removed from the directory
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const removed = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const before = await lockInstitution(tx, id);
        checkVersion(before.version);
        await tx.delete(institutions).where(eq(institutions.id, id));
        const audit = { action: 'institution.delete', entityType: ENTITY, entityId: id, before };
        return { result: { id }, audit };
      },
      { revalidate },
    );
    return c.json(removed, 200);
  });
