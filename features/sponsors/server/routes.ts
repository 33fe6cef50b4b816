import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, found } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';

import { sponsorSchema } from '../schemas';

import { getSponsor, listSponsors } from './queries';

const tags = ['Sponsors'];

const listRoute = createRoute({
  method: 'get',
  path: '/sponsors',
  tags,
  summary: 'Every sponsor with its status and end date (the home slider shows the current ones)',
  responses: { 200: jsonResponse(z.array(sponsorSchema), 'Sponsors') },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/sponsors/{id}',
  tags,
  summary: 'One sponsor: description and tariff html',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: { 200: jsonResponse(sponsorSchema, 'The sponsor'), ...errorResponses(404, 422) },
});

// GET /api/sponsors, /api/sponsors/{id}
export const sponsorRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await listSponsors(c.get('db')), 200))
  .openapi(detailRoute, async (c) => {
    return c.json(found(await getSponsor(c.get('db'), c.req.valid('param').id)), 200);
  });
