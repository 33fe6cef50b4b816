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

import { productAnswerSchema, serviceAnswerSchema } from '../answer-schemas';
import { type OfferingKind } from '../offering-schemas';

import { listMemberOfferings } from './member-reads';
import { offeringForms } from './openapi-forms';
import { companyDeps, ownCompanyNamed, successText } from './route-helpers';
import { addOffering, deleteOffering, editOffering } from './save-offering';

const member = {
  tags: ['Products and services'],
  middleware: requireAuth,
  security: SESSION_SECURITY,
};
const idParams = z.object({ id: positiveInt('id') });
const NAMES = { products: 'product', services: 'service' } as const;
const ANSWERS = { products: productAnswerSchema, services: serviceAnswerSchema } as const;

const routesOf = (kind: OfferingKind) => {
  const name = NAMES[kind];
  return {
    list: createRoute({
      ...member,
      method: 'get',
      path: `/my-${kind}-get/{companyId}`,
      summary: `The ${kind} of the member's company, newest first (part 3 §7)`,
      request: { params: z.object({ companyId: positiveInt('companyId') }) },
      responses: {
        200: jsonResponse(z.array(ANSWERS[kind]), `The ${kind}`),
        ...errorResponses(401, 403, 422),
      },
    }),
    add: createRoute({
      ...member,
      method: 'post',
      path: `/${kind}`,
      summary: `Adds a ${name} to the member's company, in process (10)`,
      request: { body: offeringForms[kind].add },
      responses: { 200: successText, ...errorResponses(400, 401, 403, 413, 422) },
    }),
    edit: createRoute({
      ...member,
      method: 'post',
      path: `/edit-${kind}/{id}`,
      summary: `Changes a ${name} of the member's company; a version sent (body or If-Match) must be the record's (409); an approved one waits for review`,
      request: { params: idParams, body: offeringForms[kind].edit },
      responses: {
        200: successText,
        ...errorResponses(400, 401, 403, 404, 409, 413, 422),
      },
    }),
    remove: createRoute({
      ...member,
      method: 'delete',
      path: `/${kind}/{id}`,
      summary: `Deletes a ${name} of the member's company and its files (an If-Match sent must name the record's version: 409)`,
      request: { params: idParams },
      responses: { 200: successText, ...errorResponses(401, 403, 404, 409, 422) },
    }),
  };
};

const offeringRoutesOf = (kind: OfferingKind) => {
  const routes = routesOf(kind);
  return (
    createRouter()
      // GET /api/my-{kind}-get/{companyId} – the company's list
      .openapi(routes.list, async (c) => {
        const company = await ownCompanyNamed(c, c.req.valid('param').companyId);
        return c.json(await listMemberOfferings(c.get('db'), kind, company.id), 200);
      })
      // POST /api/{kind} – add
      .openapi(routes.add, async (c) => {
        await addOffering(sessionOf(c).user, kind, await readMultipart(c), companyDeps(c));
        return c.text('Success', 200);
      })
      // POST /api/edit-{kind}/{id} – change
      .openapi(routes.edit, async (c) => {
        const { id } = c.req.valid('param');
        const form = await readMultipart(c);
        await editOffering(sessionOf(c).user, kind, id, form, companyDeps(c, form));
        return c.text('Success', 200);
      })
      // DELETE /api/{kind}/{id} – delete
      .openapi(routes.remove, async (c) => {
        await deleteOffering(sessionOf(c).user, kind, c.req.valid('param').id, companyDeps(c));
        // A deleted item leaves the public directories, the search pages and the HS finder's pages
        // (its name was a synonym) at once (issues 14, 28, 37).
        c.get('services').revalidate(CACHE_TAGS.companies);
        c.get('services').revalidate(CACHE_TAGS.search);
        c.get('services').revalidate(CACHE_TAGS.hsCodes);
        return c.text('Success', 200);
      })
  );
};

// GET my-products-get/{companyId}, my-services-get/{companyId}; POST products, services,
// edit-products/{id}, edit-services/{id}; DELETE products/{id}, services/{id}
export const offeringRoutes = createRouter()
  .route('/', offeringRoutesOf('products'))
  .route('/', offeringRoutesOf('services'));
