import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { ApiError, errorResponses, VALIDATION_MESSAGE, validationErrors } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { sentVersion } from '@/lib/api/record-version';
import { createRouter } from '@/lib/api/router';
import { sessionOf } from '@/lib/auth/middleware';

import {
  createPlanSchema,
  exportPlanSchema,
  saveSectionSchema,
  sectionFieldsSchema,
  sectionParamSchema,
} from '../schemas';

import { pdfRoutes } from './pdf-route';
import { createPlan, saveSection } from './plan-store';
import { composePlan, factsOf, readOwnPlan } from './read-plan';
import { member, planIdParam } from './route-kit';
import { sendRoutes } from './send-route';
import type { ExportPlanSources } from './sources';

// Issue 59: the member's export plan. Every route is the session's member's: a visitor 401,
// another member's plan id 404. Answers are never cached (the API's authenticated answers are not).

const createPlanRoute = createRoute({
  ...member,
  method: 'post',
  path: '/export-plans',
  summary: 'Makes the company’s export plan, filled from what the portal knows (issue 59)',
  description:
    '201 with the plan; 200 with the company’s plan when it has one. `locale` is the language the ' +
    'portal’s texts are written in. 422 for a member without a company.',
  request: { body: { content: { 'application/json': { schema: createPlanSchema } } } },
  responses: {
    200: jsonResponse(exportPlanSchema, 'The company’s plan, made before'),
    201: jsonResponse(exportPlanSchema, 'The plan made'),
    ...errorResponses(401, 422),
  },
});

const minePlanRoute = createRoute({
  ...member,
  method: 'get',
  path: '/export-plans/mine',
  summary: 'The member’s export plan (issue 59); 404 when they have made none',
  responses: { 200: jsonResponse(exportPlanSchema, 'The plan'), ...errorResponses(401, 404, 422) },
});

const getPlanRoute = createRoute({
  ...member,
  method: 'get',
  path: '/export-plans/{id}',
  summary: 'One of the member’s export plans (issue 59); anyone else’s is 404',
  request: { params: planIdParam },
  responses: { 200: jsonResponse(exportPlanSchema, 'The plan'), ...errorResponses(401, 404, 422) },
});

const saveSectionRoute = createRoute({
  ...member,
  method: 'put',
  path: '/export-plans/{id}/sections/{section}',
  summary: 'Saves one section of the member’s export plan (issue 59)',
  description:
    '`fields` are the section’s fields, each a string (empty when not filled). `version` (or ' +
    'If-Match) is the section’s version read: 428 without it, 409 when it moved on. 422 by field ' +
    '(`fields.<name>`). Answers the whole plan.',
  request: {
    params: planIdParam.extend({ section: sectionParamSchema }),
    body: { required: true, content: { 'application/json': { schema: saveSectionSchema } } },
  },
  responses: {
    200: jsonResponse(exportPlanSchema, 'The plan with the section saved'),
    ...errorResponses(401, 404, 409, 422, 428),
  },
});

export const exportPlanRoutes = (sources: ExportPlanSources) =>
  createRouter()
    // POST /api/export-plans – the company's plan, made now or before
    .openapi(createPlanRoute, async (c) => {
      const { locale } = c.req.valid('json');
      const { user } = sessionOf(c);
      const db = c.get('db');
      const facts = await factsOf(db, sources, user.id);
      const { stored, created } = await createPlan(db, {
        userId: user.id,
        companyId: facts.company.id,
        locale,
      });
      return c.json(composePlan(stored, facts).answer, created ? 201 : 200);
    })
    // GET /api/export-plans/mine – the member's plan
    .openapi(minePlanRoute, async (c) => {
      const read = await readOwnPlan(c.get('db'), sources, sessionOf(c).user.id);
      return c.json(read.answer, 200);
    })
    // GET /api/export-plans/{id} – one of the member's own
    .openapi(getPlanRoute, async (c) => {
      const { id } = c.req.valid('param');
      const read = await readOwnPlan(c.get('db'), sources, sessionOf(c).user.id, id);
      return c.json(read.answer, 200);
    })
    // PUT /api/export-plans/{id}/sections/{section} – one section, with the version read
    .openapi(saveSectionRoute, async (c) => {
      const { id, section } = c.req.valid('param');
      const body = c.req.valid('json');
      const parsed = sectionFieldsSchema(section).safeParse(body.fields);
      if (!parsed.success) {
        const errors = validationErrors(parsed.error);
        throw new ApiError(
          422,
          VALIDATION_MESSAGE,
          Object.fromEntries(Object.entries(errors).map(([key, list]) => [`fields.${key}`, list])),
        );
      }
      const { user } = sessionOf(c);
      const db = c.get('db');
      const version = sentVersion(c);
      const before = await readOwnPlan(db, sources, user.id, id);
      await saveSection(db, user.id, id, {
        section,
        fields: parsed.data as Record<string, string>,
        version,
        prefill: before.prefill[section],
        now: c.get('services').now(),
      });
      return c.json((await readOwnPlan(db, sources, user.id, id)).answer, 200);
    })
    .route('/', pdfRoutes(sources))
    .route('/', sendRoutes(sources));
