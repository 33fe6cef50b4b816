import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { positiveInt } from '@/lib/api/params';
import { sentVersion } from '@/lib/api/record-version';
import { createRouter } from '@/lib/api/router';
import { requireAuth, sessionOf } from '@/lib/auth/middleware';

import { SAVED_LANDED_COSTS_MAX } from '../constants';
import {
  renameLandedCostSchema,
  saveLandedCostSchema,
  savedLandedCostListSchema,
  savedLandedCostSchema,
} from '../saved-schemas';

import { computeLandedCost } from './compute-landed-cost';
import {
  deleteSavedLandedCost,
  listSavedLandedCosts,
  renameLandedCost,
  saveLandedCost,
} from './saved-landed-costs';
import type { LandedCostSources } from './sources';

// A member's saved landed costs (issue 58): saved from the page, listed on /profile/landed-costs,
// renamed and deleted there. The member is the session's.

const member = { tags: ['Landed cost'], security: SESSION_SECURITY, middleware: requireAuth };
const idParam = z.object({ id: positiveInt('id') });

const saveRoute = createRoute({
  ...member,
  method: 'post',
  path: '/landed-costs',
  summary: 'Saves a landed cost to the member’s account (issue 58)',
  description:
    '`inputs` is GET /api/landed-cost’s query. The server computes the answer again (a client’s ' +
    'figures are never read) and stores the inputs with that answer, the day’s duties, taxes ' +
    `and rates. 201 with the record. 422 for bad input or a member who keeps ${SAVED_LANDED_COSTS_MAX}.`,
  request: {
    body: { required: true, content: { 'application/json': { schema: saveLandedCostSchema } } },
  },
  responses: {
    201: jsonResponse(savedLandedCostSchema, 'The saved landed cost'),
    ...errorResponses(401, 422),
  },
});

const listRoute = createRoute({
  ...member,
  method: 'get',
  path: '/landed-costs',
  summary: 'The member’s saved landed costs, the newest first (issue 58)',
  responses: {
    200: jsonResponse(savedLandedCostListSchema, 'The member’s saved landed costs'),
    ...errorResponses(401),
  },
});

const renameRoute = createRoute({
  ...member,
  method: 'patch',
  path: '/landed-costs/{id}',
  summary: 'Renames one of the member’s saved landed costs (issue 58)',
  description:
    'The body’s `version` (or If-Match) is the version read: 428 without one, 409 when the ' +
    'record moved on; 404 for an id the member has not saved (another member’s included).',
  request: {
    params: idParam,
    body: { required: true, content: { 'application/json': { schema: renameLandedCostSchema } } },
  },
  responses: {
    200: jsonResponse(savedLandedCostSchema, 'The renamed record'),
    ...errorResponses(401, 404, 409, 422, 428),
  },
});

const deleteRoute = createRoute({
  ...member,
  method: 'delete',
  path: '/landed-costs/{id}',
  summary: 'Deletes one of the member’s saved landed costs (issue 58)',
  description: '404 for an id the member has not saved (another member’s included).',
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
});

export const savedLandedCostRoutes = (sources: LandedCostSources) =>
  createRouter()
    // POST /api/landed-costs – compute again and save for the member of the session
    .openapi(saveRoute, async (c) => {
      const { inputs, label } = c.req.valid('json');
      const { user } = sessionOf(c);
      const db = c.get('db');
      const answer = await computeLandedCost(db, inputs, sources, user.id);
      return c.json(await saveLandedCost(db, user.id, { inputs, answer, label }), 201);
    })
    // GET /api/landed-costs – the member's own, the newest first
    .openapi(listRoute, async (c) => {
      const { user } = sessionOf(c);
      return c.json({ data: await listSavedLandedCosts(c.get('db'), user.id) }, 200);
    })
    // PATCH /api/landed-costs/{id} – a new label, with the version read
    .openapi(renameRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { label } = c.req.valid('json');
      const { user } = sessionOf(c);
      const version = sentVersion(c);
      return c.json(await renameLandedCost(c.get('db'), user.id, id, { label, version }), 200);
    })
    // DELETE /api/landed-costs/{id} – one of the member's own; anyone else's is 404
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('param');
      const { user } = sessionOf(c);
      if (!(await deleteSavedLandedCost(c.get('db'), user.id, id))) throw notFound();
      return c.body(null, 204);
    });
