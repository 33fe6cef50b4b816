import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffRoute } from '@/lib/api/staff-route';
import { pageAnswerSchema } from '@/lib/validation/page-query';

import { staffPublicationSchema, staffPublicationsQuerySchema } from '../schemas';

import { createPublicationForm, updatePublicationForm } from './openapi-form';
import { checkPublicationChoices, readPublicationForm } from './publication-form';
import { createPublication, deletePublication, updatePublication } from './save-publication';
import { listStaffPublications } from './staff-reads';

// Issue 26 "Staff console": editors (and administrators) keep the publications: their texts in
// both languages, cover, PDFs, country, sectors, date, VIP flag and status. Every change is
// audited in its transaction; nothing public is cached from them (the catalogue is per member).

const idParam = { params: z.object({ id: positiveInt('id') }) };
const savedAnswer = z.object({ id: z.number().int(), version: z.number().int() });

const listRoute = staffRoute('publications', {
  method: 'get',
  path: '/staff/publications',
  summary: 'Every publication, drafts too, with its download counts (editors)',
  request: { query: staffPublicationsQuerySchema },
  responses: {
    200: jsonResponse(pageAnswerSchema(staffPublicationSchema), 'One page of publications'),
    ...errorResponses(422),
  },
});

const addRoute = staffRoute('publications', {
  method: 'post',
  path: '/staff/publications',
  summary: 'Adds a publication: a multipart form with its cover and PDFs (audited)',
  request: { body: createPublicationForm },
  responses: {
    201: jsonResponse(savedAnswer, 'The new publication’s id and version'),
    ...errorResponses(413, 422),
  },
});

const updateRoute = staffRoute('publications', {
  method: 'put',
  path: '/staff/publications/{id}',
  summary:
    'Changes a publication from the version the editor started from; files sent replace (audited)',
  request: { ...idParam, body: updatePublicationForm },
  responses: {
    200: jsonResponse(savedAnswer, 'The changed publication’s id and version'),
    ...errorResponses(404, 409, 413, 422, 428),
  },
});

const deleteRoute = staffRoute('publications', {
  method: 'delete',
  path: '/staff/publications/{id}',
  summary: 'Removes a publication and its files, at the version named by If-Match (audited)',
  request: idParam,
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed publication’s id'),
    ...errorResponses(404, 409, 428),
  },
});

export const staffPublicationRoutes = createRouter()
  // GET /api/staff/publications – the console's list: `q`, `status`, `page`, `page_size`
  .openapi(listRoute, async (c) =>
    c.json(await listStaffPublications(c.get('db'), c.req.valid('query')), 200),
  )
  // POST /api/staff/publications – a new publication from the form
  .openapi(addRoute, async (c) => {
    const form = await readPublicationForm(c, { creating: true });
    await checkPublicationChoices(c.get('db'), form.input);
    const row = await createPublication(c, form);
    return c.json({ id: row.id, version: row.version }, 201);
  })
  // PUT /api/staff/publications/{id} – its fields and the files sent
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const form = await readPublicationForm(c, { creating: false });
    await checkPublicationChoices(c.get('db'), form.input);
    const row = await updatePublication(c, id, form);
    return c.json({ id: row.id, version: row.version }, 200);
  })
  // DELETE /api/staff/publications/{id} – with its files
  .openapi(deleteRoute, async (c) =>
    c.json(await deletePublication(c, c.req.valid('param').id), 200),
  );
