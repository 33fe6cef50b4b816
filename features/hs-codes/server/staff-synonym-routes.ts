import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { pageAnswerSchema } from '@/lib/validation/page-query';
import { withoutVersion } from '@/lib/validation/version';

import {
  hsSynonymInputSchema,
  staffHsSynonymSchema,
  staffHsSynonymsQuerySchema,
} from '../staff-schemas';

import { createSynonym, deleteSynonym, updateSynonym } from './save-hs-synonym';
import { listStaffSynonyms } from './staff-reads';

// Issue 37, item 2: the staff's synonyms of the HS finder (words exporters use that the
// nomenclature does not: "jameed" → 0406). Editors add, change and remove them; each change is
// versioned and audited, and the finder uses it from the next search.

const revalidate = [CACHE_TAGS.hsCodes];
const idParam = { params: z.object({ id: positiveInt('id') }) };
const body = {
  body: { content: { 'application/json': { schema: hsSynonymInputSchema } }, required: true },
};

const listRoute = staffRoute('hsCodes', {
  method: 'get',
  path: '/staff/hs-synonyms',
  summary: 'The finder’s synonyms with their codes’ names, by code (editors)',
  description:
    'A code in any spelling finds the synonyms of the codes that begin with it; words, the ' +
    'synonyms whose phrase holds them.',
  request: { query: staffHsSynonymsQuerySchema },
  responses: {
    200: jsonResponse(pageAnswerSchema(staffHsSynonymSchema), 'One page of synonyms'),
    ...errorResponses(422),
  },
});

const createRoute = staffRoute('hsCodes', {
  method: 'post',
  path: '/staff/hs-synonyms',
  summary: 'Adds a synonym of a code: a phrase in English, Arabic or both (audited)',
  request: body,
  responses: {
    201: jsonResponse(staffHsSynonymSchema, 'The new synonym'),
    ...errorResponses(422),
  },
});

const updateRoute = staffRoute('hsCodes', {
  method: 'put',
  path: '/staff/hs-synonyms/{id}',
  summary: 'Changes a synonym from the version the editor started from (audited)',
  request: { ...idParam, ...body },
  responses: {
    200: jsonResponse(staffHsSynonymSchema, 'The changed synonym'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const deleteRoute = staffRoute('hsCodes', {
  method: 'delete',
  path: '/staff/hs-synonyms/{id}',
  summary: 'Removes a synonym at the version named by If-Match (audited)',
  request: idParam,
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed synonym’s id'),
    ...errorResponses(404, 409, 428),
  },
});

export const staffHsSynonymRoutes = createRouter()
  // GET /api/staff/hs-synonyms – the synonyms: `q` (a code or words), `page`, `page_size`
  .openapi(listRoute, async (c) =>
    c.json(await listStaffSynonyms(c.get('db'), c.req.valid('query')), 200),
  )
  // POST /api/staff/hs-synonyms – a new synonym
  .openapi(createRoute, async (c) => {
    const input = withoutVersion(c.req.valid('json'));
    const row = await staffChange(c, (scope) => createSynonym(scope, input), { revalidate });
    return c.json(row, 201);
  })
  // PUT /api/staff/hs-synonyms/{id} – its code and phrases replaced
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    const row = await staffChange(c, (scope) => updateSynonym(scope, id, input), { revalidate });
    return c.json(row, 200);
  })
  // DELETE /api/staff/hs-synonyms/{id} – removed
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const removed = await staffChange(c, (scope) => deleteSynonym(scope, id), { revalidate });
    return c.json(removed, 200);
  });
