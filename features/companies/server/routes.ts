import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { readMultipart } from '@/lib/api/multipart';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { requireAuth, sessionOf } from '@/lib/auth/middleware';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { companyAnswerSchema } from '../answer-schemas';

import { companyAnswerOf } from './member-reads';
import { offeringRoutes } from './offering-routes';
import { companyEditForm, registrationForm } from './openapi-forms';
import { companyDeps, ownCompanyNamed, successText } from './route-helpers';
import { editCompany, registerCompany } from './save-company';

const tags = ['Companies'];
const member = { tags, middleware: requireAuth, security: SESSION_SECURITY };

const registerRoute = createRoute({
  ...member,
  method: 'post',
  path: '/international-buyers',
  summary:
    "Registers the member's company (part 2 §5): in process (10) until the agency approves it",
  request: { body: registrationForm },
  responses: { 200: successText, ...errorResponses(400, 401, 403, 409, 413, 422) },
});

const updateRoute = createRoute({
  ...member,
  method: 'post',
  path: '/international-buyers-update',
  summary:
    "Changes the member's own company (part 3 §5); a version sent (body or If-Match) must be the company's (409); an approved one waits for the change's review",
  request: { body: companyEditForm },
  responses: { 200: successText, ...errorResponses(400, 401, 403, 409, 413, 422) },
});

const myCompanyRoute = createRoute({
  ...member,
  method: 'get',
  path: '/my-company/{companyId}',
  summary: "The member's company as an array whose first element is the company (part 3 §7)",
  request: { params: z.object({ companyId: positiveInt('companyId') }) },
  responses: {
    200: jsonResponse(z.array(companyAnswerSchema), 'The company'),
    ...errorResponses(401, 403, 422),
  },
});

// POST international-buyers, international-buyers-update; GET my-company/{companyId}; and the
// products and services routes (offering-routes.ts)
export const companyRoutes = createRouter()
  // POST /api/international-buyers – register the member's company
  .openapi(registerRoute, async (c) => {
    await registerCompany(sessionOf(c).user, await readMultipart(c), companyDeps(c));
    return c.text('Success', 200);
  })
  // POST /api/international-buyers-update – change the member's company
  .openapi(updateRoute, async (c) => {
    const form = await readMultipart(c);
    await editCompany(sessionOf(c).user, form, companyDeps(c, form));
    // Issue 47: the change was screened; a hit found or gone changes what the directory shows.
    c.get('services').revalidate(CACHE_TAGS.companies);
    c.get('services').revalidate(CACHE_TAGS.search);
    return c.text('Success', 200);
  })
  // GET /api/my-company/{companyId} – the member's company
  .openapi(myCompanyRoute, async (c) => {
    const company = await ownCompanyNamed(c, c.req.valid('param').companyId);
    return c.json([await companyAnswerOf(c.get('db'), company)], 200);
  })
  .route('/', offeringRoutes);
