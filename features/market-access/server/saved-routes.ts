import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { ApiError, errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { requireAuth, sessionOf } from '@/lib/auth/middleware';

import { assessmentOf } from '../assessment-of';
import { assessmentRequestSchema } from '../assessment-schemas';
import { SAVED_ASSESSMENTS_MAX } from '../constants';
import { savedAssessmentListSchema, savedAssessmentSchema } from '../saved-assessment-schemas';

import { readMarketAccess } from './read-market-access';
import { deleteSavedAssessment, listSavedAssessments, saveAssessment } from './saved-assessments';

// A member's saved rules-of-origin self-assessments (issue 37): saved from the assessment page's
// report, listed on /profile/origin-assessments, deleted there. The member is the session's.

const member = { tags: ['Market access'], security: SESSION_SECURITY, middleware: requireAuth };

const saveRoute = createRoute({
  ...member,
  method: 'post',
  path: '/market-access/assessments',
  summary: 'Saves a rules-of-origin self-assessment to the member’s account (issue 37)',
  description:
    'The body is POST /api/market-access/assessment’s. The server assesses the answers again ' +
    'against the rule the agreement applies today and stores the request with that outcome and ' +
    'its reasons (a client’s outcome is never read). 201 with the saved record. 422 for bad ' +
    `input, an agreement not listed for the code and the partner, or a member who already keeps ` +
    `${SAVED_ASSESSMENTS_MAX} (they delete one first).`,
  request: {
    body: { required: true, content: { 'application/json': { schema: assessmentRequestSchema } } },
  },
  responses: {
    201: jsonResponse(savedAssessmentSchema, 'The saved assessment'),
    ...errorResponses(401, 422),
  },
});

const listRoute = createRoute({
  ...member,
  method: 'get',
  path: '/market-access/assessments',
  summary: 'The member’s saved self-assessments, the newest first (issue 37)',
  responses: {
    200: jsonResponse(savedAssessmentListSchema, 'The member’s saved assessments'),
    ...errorResponses(401),
  },
});

const deleteRoute = createRoute({
  ...member,
  method: 'delete',
  path: '/market-access/assessments/{id}',
  summary: 'Deletes one of the member’s saved self-assessments (issue 37)',
  description: '404 for an id the member has not saved (another member’s included).',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: {
    204: { description: 'Deleted' },
    ...errorResponses(401, 404),
  },
});

export const savedAssessmentRoutes = createRouter()
  // POST /api/market-access/assessments – assess again and save for the member of the session
  .openapi(saveRoute, async (c) => {
    const { hs, country, agreementId, answers } = c.req.valid('json');
    const { user } = sessionOf(c);
    const db = c.get('db');
    const access = await readMarketAccess(db, hs, country);
    if (!access) {
      throw new ApiError(422, 'Api.invalid', { hs: ['MarketAccess.errors.unknownCode'] });
    }
    const assessment = assessmentOf(access, agreementId, answers, c.get('services').now());
    if (!assessment) {
      throw new ApiError(422, 'Api.invalid', {
        agreementId: ['OriginAssessment.errors.agreement'],
      });
    }
    return c.json(await saveAssessment(db, user.id, assessment), 201);
  })
  // GET /api/market-access/assessments – the member's own, the newest first
  .openapi(listRoute, async (c) => {
    const { user } = sessionOf(c);
    return c.json({ data: await listSavedAssessments(c.get('db'), user.id) }, 200);
  })
  // DELETE /api/market-access/assessments/{id} – one of the member's own; anyone else's is 404
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { user } = sessionOf(c);
    if (!(await deleteSavedAssessment(c.get('db'), user.id, id))) throw notFound();
    return c.body(null, 204);
  });
