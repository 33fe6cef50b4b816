import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses, found } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { idParams, jsonBody } from '@/lib/api/staff-record-parts';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { versionBodySchema, withoutVersion } from '@/lib/validation/version';

import { generalOriginRuleInputSchema, generalOriginRuleSchema } from '../schemas';
import { legalStatusInputSchema, staffLegalStatusSchema } from '../staff-schemas';

import { staffCoverageRoutes } from './staff-coverage-routes';
import { staffDutyFactRoutes } from './staff-duty-fact-routes';
import { staffDutyFactsCsvRoutes } from './staff-duty-facts-csv-routes';
import { assertAgreement, staffHeadingRoutes } from './staff-heading-routes';
import { staffHeadingsCsvRoutes } from './staff-headings-csv-routes';
import { readLegalStatus, saveLegalStatus } from './staff-legal-status';
import { readOriginRule, saveOriginRule } from './staff-origin-rule';
import { staffReviewRoutes } from './staff-review-routes';

// Issue 37, market access in the console: editors (the agreements area) keep each agreement's
// legal status note and source, its general rule of origin and its headings' terms, one by one or
// as a CSV file. Every change is versioned and audited and re-validates the market-access pages
// (and the agreements' pages, for the legal status).

const AREA = 'agreements';
const revalidate = [CACHE_TAGS.marketAccess];
const idParam = idParams;
// A change names the version it started from in its body (or If-Match); the first rule none.
const ruleInput = z.intersection(generalOriginRuleInputSchema, versionBodySchema);

const legalStatusReadRoute = staffRoute(AREA, {
  method: 'get',
  path: '/staff/agreements/{id}/legal-status',
  summary: 'An agreement’s legal status, its note and source, and its version (editors)',
  request: { params: idParam },
  responses: {
    200: jsonResponse(staffLegalStatusSchema, 'The legal status'),
    ...errorResponses(404, 422),
  },
});

const legalStatusRoute = staffRoute(AREA, {
  method: 'put',
  path: '/staff/agreements/{id}/legal-status',
  summary:
    'Changes an agreement’s legal status, note and source from the editor’s version (audited)',
  request: { params: idParam, ...jsonBody(legalStatusInputSchema) },
  responses: {
    200: jsonResponse(staffLegalStatusSchema, 'The changed legal status'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const ruleReadRoute = staffRoute(AREA, {
  method: 'get',
  path: '/staff/agreements/{id}/origin-rule',
  summary: 'An agreement’s general rule of origin, null when none was entered (editors)',
  request: { params: idParam },
  responses: {
    200: jsonResponse(z.object({ rule: generalOriginRuleSchema.nullable() }), 'The rule, or null'),
    ...errorResponses(404, 422),
  },
});

const ruleSaveRoute = staffRoute(AREA, {
  method: 'put',
  path: '/staff/agreements/{id}/origin-rule',
  summary: 'Enters an agreement’s general rule of origin, or changes it from its version (audited)',
  description:
    'The first rule of an agreement needs no version; a change names the version it started from ' +
    '(body `version` or If-Match). A null figure or an empty text is one nobody entered.',
  request: { params: idParam, ...jsonBody(ruleInput) },
  responses: {
    200: jsonResponse(generalOriginRuleSchema, 'The rule as stored'),
    ...errorResponses(404, 409, 422, 428),
  },
});

// GET, PUT /api/staff/agreements/{id}/legal-status and …/origin-rule; the headings' terms
// (./staff-heading-routes.ts) and their CSV file (./staff-headings-csv-routes.ts)
export const staffMarketAccessRoutes = createRouter()
  // GET /api/staff/agreements/{id}/legal-status
  .openapi(legalStatusReadRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(found(await readLegalStatus(c.get('db'), id)), 200);
  })
  // PUT /api/staff/agreements/{id}/legal-status
  .openapi(legalStatusRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    const row = await staffChange(c, (scope) => saveLegalStatus(scope, id, input), {
      revalidate: [...revalidate, CACHE_TAGS.agreements],
    });
    return c.json(row, 200);
  })
  // GET /api/staff/agreements/{id}/origin-rule
  .openapi(ruleReadRoute, async (c) => {
    const { id } = c.req.valid('param');
    await assertAgreement(c.get('db'), id);
    return c.json({ rule: await readOriginRule(c.get('db'), id) }, 200);
  })
  // PUT /api/staff/agreements/{id}/origin-rule
  .openapi(ruleSaveRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    const rule = await staffChange(c, (scope) => saveOriginRule(scope, id, input), { revalidate });
    return c.json(rule, 200);
  })
  .route('/', staffHeadingRoutes)
  .route('/', staffHeadingsCsvRoutes)
  // Issue 46: the agreement-wide duty facts, their CSV file, and the coverage grid.
  .route('/', staffDutyFactRoutes)
  .route('/', staffDutyFactsCsvRoutes)
  .route('/', staffCoverageRoutes)
  // Issue 57: the facts past their review date.
  .route('/', staffReviewRoutes);
