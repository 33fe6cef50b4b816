import 'server-only';
import { errorResponses, found } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { idParams, jsonBody } from '@/lib/api/staff-record-parts';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { ScreenedSubjectType } from '@/lib/db/schema';

import { HIT_DECISIONS } from '../hit-decision';
import {
  hitDecisionSchema,
  hitDetailSchema,
  hitsPageSchema,
  hitsQuerySchema,
} from '../hit-schemas';

import { decideHit } from './decide-hit';
import { findHit, listHits } from './hit-reads';
import { rescreenAll } from './rescreen-route';

// Issue 47, the staff hold: the hit queue of the console's screening area, each hit's evidence, and
// the decisions of a second staff member. Every decision is audited in its transaction.

const PATH = '/staff/screening/hits';

const listRoute = staffRoute('screening', {
  method: 'get',
  path: PATH,
  summary:
    'The screening hits, the highest score first: ?status (open unless told), ?subject_type, ?source, ?min_score, paged',
  request: { query: hitsQuerySchema },
  responses: { 200: jsonResponse(hitsPageSchema, 'One page of hits'), ...errorResponses(422) },
});

const oneRoute = staffRoute('screening', {
  method: 'get',
  path: `${PATH}/{id}`,
  summary:
    'One hit with its evidence side by side: the subject as screened, the record as the list version had it',
  request: { params: idParams },
  responses: { 200: jsonResponse(hitDetailSchema, 'The hit'), ...errorResponses(404, 422) },
});

const SUMMARIES = {
  clear:
    'Clears a hit (not the listed party): the subject is published; 403 for whoever entered or last changed the subject (audited)',
  confirm: 'Confirms a hit (the listed party): the subject stays held (audited)',
} as const;

/** The write path's entity of each subject a decision publishes (a relay buyer has none). */
const WRITE_PATH_ENTITY: Partial<Record<ScreenedSubjectType, string>> = {
  company: 'companies',
  trade_lead: 'trade_leads',
};

/** The public reads a decision changes: the subject appears or stays hidden. */
const REVALIDATE = [CACHE_TAGS.tradeLeads, CACHE_TAGS.companies];

const decisionRoutes = createRouter();
for (const decision of HIT_DECISIONS) {
  const route = staffRoute('screening', {
    method: 'post',
    path: `${PATH}/{id}/${decision}`,
    summary: SUMMARIES[decision],
    request: { params: idParams, ...jsonBody(hitDecisionSchema) },
    responses: {
      200: jsonResponse(hitDetailSchema, 'The hit'),
      ...errorResponses(403, 404, 409, 422, 428),
    },
  });
  // POST /api/staff/screening/hits/{id}/clear|confirm – the decision, with its reason
  decisionRoutes.openapi(route, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { hit } = await staffChange(
      c,
      async (scope) => {
        const outcome = await decideHit(scope, id, decision, body);
        const { subject_type, subject_id } = outcome.result.subject;
        // The subject goes through the write path again as it now is: a company cleared is
        // searched again (with its items), a lead cleared is news for the alerts' digests
        // (noted once, as on its publication, which the hold kept it out of).
        const entityType = WRITE_PATH_ENTITY[subject_type];
        if (entityType) {
          await c.get('searchIndex').reindex(scope.tx, [{ entityType, entityId: subject_id }]);
        }
        return outcome;
      },
      { revalidate: REVALIDATE },
    );
    return c.json(hit, 200);
  });
}

// GET /api/staff/screening/hits; GET …/{id}; POST …/{id}/clear, …/{id}/confirm;
// POST /api/staff/screening/rescreen
export const staffScreeningHitRoutes = createRouter()
  // GET /api/staff/screening/hits – the queue, filtered and paged
  .openapi(listRoute, async (c) => c.json(await listHits(c.get('db'), c.req.valid('query')), 200))
  // GET /api/staff/screening/hits/{id} – one hit and its evidence
  .openapi(oneRoute, async (c) =>
    c.json(found(await findHit(c.get('db'), c.req.valid('param').id)), 200),
  )
  .route('/', decisionRoutes)
  .route('/', rescreenAll);
