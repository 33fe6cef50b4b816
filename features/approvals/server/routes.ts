import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { errorResponses, found } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { ID_OUT_OF_RANGE, positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import type { AppEnv } from '@/lib/api/types';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { APPROVAL_TYPES } from '../approval-types';
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

// Officers decide; administrators open every area; editors and members get 403.

// An unknown type names no record: 404, like an unknown id.
const recordParams = z.object({
  type: z.enum(APPROVAL_TYPES, { error: ID_OUT_OF_RANGE }).openapi({
    param: { name: 'type', in: 'path' },
    example: 'company',
  }),
  id: positiveInt('id'),
});

const queueRoute = staffRoute('approvals', {
  method: 'get',
  path: '/staff/approvals',
  summary:
    'The companies, products or services waiting for approval, newest first unless order=oldest (issues 13, 24)',
  request: { query: queueQuerySchema },
  responses: {
    200: jsonResponse(queueAnswerSchema, 'A page of the queue, with the counts of every type'),
    ...errorResponses(422),
  },
});

const reviewRoute = staffRoute('approvals', {
  method: 'get',
  path: '/staff/approvals/{type}/{id}',
  summary: 'A record as submitted, beside its approved version when it is a change',
  request: { params: recordParams },
  responses: {
    200: jsonResponse(reviewSchema, 'The record to review'),
    ...errorResponses(404, 422),
  },
});

const decision = (name: 'approve' | 'refuse', summary: string) =>
  staffRoute('approvals', {
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
      ...errorResponses(404, 409, 422, 428),
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
  const siteUrl = c.get('services').auth.siteUrl;
  const { answer, unusedFiles } = await staffChange(c, (scope) => decide(scope, input, siteUrl), {
    // The finder's pages read approved offerings' names as synonyms (issue 37).
    revalidate: [CACHE_TAGS.companies, CACHE_TAGS.hsCodes],
    mail: true,
  });
  for (const key of unusedFiles) {
    try {
      await c.get('services').storage.remove(key);
    } catch (error) {
      c.get('log').warn({ err: error, key }, 'file of an earlier approved version not removed');
    }
  }
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
    return c.json(found(await readReview(c.get('db'), type, id)), 200);
  })
  // POST /api/staff/approvals/{type}/{id}/approve – approve it
  .openapi(approveRoute, async (c) => {
    const { type, id } = c.req.valid('param');
    const answer = await runDecision(c, { type, id, decision: 'approve' });
    return c.json(answer, 200);
  })
  // POST /api/staff/approvals/{type}/{id}/refuse – refuse it with a reason
  .openapi(refuseRoute, async (c) => {
    const { type, id } = c.req.valid('param');
    const { reason } = c.req.valid('json') as { reason: string };
    const answer = await runDecision(c, { type, id, decision: 'refuse', reason });
    return c.json(answer, 200);
  });
