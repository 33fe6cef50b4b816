import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { requireStaffRole } from '@/lib/auth/middleware';
import { institutions } from '@/lib/db/schema';

import { filterInstitutions } from '../institution-list';
import {
  institutionInputSchema,
  institutionRowSchema,
  institutionSchema,
  staffInstitutionsQuerySchema,
} from '../schemas';

import { checkReferences } from './check-references';
import { INSTITUTION_COLUMNS, listInstitutions } from './queries';
import { changeWithAudit } from './staff-change';

// Issue 14 "Staff console": editors (and administrators) keep the institutions; every change is
// audited in its transaction and re-validates the public directory.
const editors = requireStaffRole('editor');
const security = [{ bearerAuth: [] }];
const tags = ['Staff'];
const idParam = { params: z.object({ id: positiveInt('id') }) };
const body = {
  body: { content: { 'application/json': { schema: institutionInputSchema } }, required: true },
};

const listRoute = createRoute({
  method: 'get',
  path: '/staff/institutions',
  tags,
  summary: 'Every institution, with a text search (editors)',
  security,
  middleware: [editors] as const,
  request: { query: staffInstitutionsQuerySchema },
  responses: {
    200: jsonResponse(z.object({ data: z.array(institutionSchema) }), 'The institutions'),
    ...errorResponses(401, 403, 422),
  },
});

const createInstitutionRoute = createRoute({
  method: 'post',
  path: '/staff/institutions',
  tags,
  summary: 'Adds an institution',
  security,
  middleware: [editors] as const,
  request: body,
  responses: {
    201: jsonResponse(institutionRowSchema, 'The new institution'),
    ...errorResponses(401, 403, 422),
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/staff/institutions/{id}',
  tags,
  summary: 'Changes an institution',
  security,
  middleware: [editors] as const,
  request: { ...idParam, ...body },
  responses: {
    200: jsonResponse(institutionRowSchema, 'The changed institution'),
    ...errorResponses(401, 403, 404, 422),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/staff/institutions/{id}',
  tags,
  summary: 'Removes an institution',
  security,
  middleware: [editors] as const,
  request: idParam,
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed institution’s id'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const staffInstitutionRoutes = createRouter()
  // GET /api/staff/institutions – every institution with its names, `q` searches both languages
  .openapi(listRoute, async (c) => {
    const rows = await listInstitutions(c.get('db'));
    return c.json({ data: filterInstitutions(rows, { q: c.req.valid('query').q }) }, 200);
  })
  // POST /api/staff/institutions – a new institution
  .openapi(createInstitutionRoute, async (c) => {
    const input = c.req.valid('json');
    await checkReferences(c.get('db'), input);
    const row = await changeWithAudit(c, async (tx, now) => {
      const stamp = now.toISOString();
      const [created] = await tx
        .insert(institutions)
        .values({ ...input, created_at: stamp, updated_at: stamp })
        .returning(INSTITUTION_COLUMNS);
      const entry = {
        action: 'institution.create',
        entityType: 'institutions',
        entityId: created!.id,
        after: input,
      };
      return { result: created!, entry };
    });
    return c.json(row!, 201);
  })
  // PUT /api/staff/institutions/{id} – its fields replaced
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    await checkReferences(c.get('db'), input);
    const row = await changeWithAudit(c, async (tx, now) => {
      const [before] = await tx
        .select(INSTITUTION_COLUMNS)
        .from(institutions)
        .where(eq(institutions.id, id));
      if (!before) return null;
      const [changed] = await tx
        .update(institutions)
        .set({ ...input, updated_at: now.toISOString() })
        .where(eq(institutions.id, id))
        .returning(INSTITUTION_COLUMNS);
      const entry = {
        action: 'institution.update',
        entityType: 'institutions',
        entityId: id,
        before,
        after: input,
      };
      return { result: changed!, entry };
    });
    if (!row) throw notFound();
    return c.json(row, 200);
  })
  // DELETE /api/staff/institutions/{id} – removed from the directory
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const removed = await changeWithAudit(c, async (tx) => {
      const [before] = await tx
        .delete(institutions)
        .where(eq(institutions.id, id))
        .returning(INSTITUTION_COLUMNS);
      if (!before) return null;
      const entry = {
        action: 'institution.delete',
        entityType: 'institutions',
        entityId: id,
        before,
      };
      return { result: { id }, entry };
    });
    if (!removed) throw notFound();
    return c.json(removed, 200);
  });
