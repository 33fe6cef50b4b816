import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { ID_OUT_OF_RANGE, positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import type { AppEnv } from '@/lib/api/types';
import { requireStaffRole, sessionOf } from '@/lib/auth/middleware';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { APPROVAL_TYPES, APPROVALS_ROLES } from '../approval-types';
import {
  approveBodySchema,
  decisionAnswerSchema,
  queueAnswerSchema,
  queueQuerySchema,
  refuseBodySchema,
  reviewSchema,
} from '../schemas';

import { decide, type DecisionInput } from './decide';
import { listWaiting } from './queue';
import { readReview } from './review';

const staff = {
  tags: ['Staff'],
  security: [{ bearerAuth: [] }],
  // Officers decide; administrators pass every staff route; editors and members get 403.
  middleware: requireStaffRole(...APPROVALS_ROLES),
};

// An unknown type names no record: 404, like an unknown id.
const recordParams = z.object({
  type: z.enum(APPROVAL_TYPES, { error: ID_OUT_OF_RANGE }).openapi({
    param: { name: 'type', in: 'path' },
    example: 'company',
  }),
  id: positiveInt('id'),
});

const queueRoute = createRoute({
  ...staff,
  method: 'get',
  path: '/staff/approvals',
  summary: 'The companies, products or services waiting for approval, oldest first (issue 13)',
  request: { query: queueQuerySchema },
  responses: {
    200: jsonResponse(queueAnswerSchema, 'A page of the queue, with the counts of every type'),
    ...errorResponses(401, 403, 422),
  },
});

const reviewRoute = createRoute({
  ...staff,
  method: 'get',
  path: '/staff/approvals/{type}/{id}',
  summary: 'A record as submitted, beside its approved version when it is a change',
  request: { params: recordParams },
  responses: {
    200: jsonResponse(reviewSchema, 'The record to review'),
    ...errorResponses(401, 403, 404, 422),
  },
});

const decision = (name: 'approve' | 'refuse', summary: string) =>
  createRoute({
    ...staff,
    method: 'post',
    path: `/staff/approvals/{type}/{id}/${name}`,
    summary,
    request: {
      params: recordParams,
      body: {
        content: {
          'application/json': { schema: name === 'approve' ? approveBodySchema : refuseBodySchema },
        },
        required: name === 'refuse',
      },
    },
    responses: {
      200: jsonResponse(decisionAnswerSchema, 'The decided record'),
      ...errorResponses(401, 403, 404, 422),
    },
  });

const approveRoute = decision(
  'approve',
  'Approves a waiting record (20): publishes a change; a company opens its owner’s buyers access',
);
const refuseRoute = decision(
  'refuse',
  'Refuses a waiting record (30) with a reason in the member’s language; a change keeps its approved version',
);

/** Runs a decision, then what follows its commit: pages re-validated, the e-mail sent, old files. */
async function runDecision(c: Context<AppEnv>, input: DecisionInput) {
  const services = c.get('services');
  const { answer, unusedFiles } = await decide(
    {
      db: c.get('db'),
      actor: sessionOf(c).user,
      now: services.now(),
      siteUrl: services.auth.siteUrl,
    },
    input,
  );
  services.revalidate(CACHE_TAGS.companies);
  services.outbox.kick();
  for (const key of unusedFiles) {
    try {
      await services.storage.remove(key);
    } catch (error) {
      c.get('log').warn({ err: error, key }, 'file of an earlier approved version not removed');
    }
  }
  c.get('log').info(
    { type: input.type, id: input.id, decision: input.decision, by: sessionOf(c).user.id },
    'approval decided',
  );
  return answer;
}

// GET /staff/approvals, GET /staff/approvals/{type}/{id}, POST …/approve, POST …/refuse
export const approvalRoutes = createRouter()
  // GET /api/staff/approvals – the queue of one type, filtered, a page at a time
  .openapi(queueRoute, async (c) => {
    const query = c.req.valid('query');
    return c.json(await listWaiting(c.get('db'), query), 200);
  })
  // GET /api/staff/approvals/{type}/{id} – one record to review
  .openapi(reviewRoute, async (c) => {
    const { type, id } = c.req.valid('param');
    const review = await readReview(c.get('db'), type, id);
    if (!review) throw notFound();
    return c.json(review, 200);
  })
  // POST /api/staff/approvals/{type}/{id}/approve – approve it
  .openapi(approveRoute, async (c) => {
    const { type, id } = c.req.valid('param');
    const body = (c.req.valid('json') ?? {}) as { version?: string };
    const answer = await runDecision(c, { type, id, decision: 'approve', version: body.version });
    return c.json(answer, 200);
  })
  // POST /api/staff/approvals/{type}/{id}/refuse – refuse it with a reason
  .openapi(refuseRoute, async (c) => {
    const { type, id } = c.req.valid('param');
    const { reason, version } = c.req.valid('json') as { reason: string; version?: string };
    const answer = await runDecision(c, { type, id, decision: 'refuse', reason, version });
    return c.json(answer, 200);
  });
