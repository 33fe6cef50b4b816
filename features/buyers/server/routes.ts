import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { ApiError, errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { cachePublicly } from '@/lib/api/public-cache';
import { createRouter } from '@/lib/api/router';
import { LIST_VIEW_VALUE_MAX } from '@/lib/navigation/list-views';

import {
  filterDirectory,
  findCompany,
  findItem,
  findSubsector,
  itemsOfCompany,
  itemsOfSubsector,
  listItemOf,
  localBuyersOf,
  summaryOf,
} from '../catalogue';
import type { ItemType } from '../constants';
import {
  localBuyersSchema,
  publicCompanySchema,
  publicCompanySummarySchema,
  publicItemDetailSchema,
  publicItemSchema,
} from '../schemas';

import { idParams, pageAnswer, pageQuery, totalCountHeader } from './list-query';
import { loadPublicCatalogue } from './public-catalogue';

// part 2 §7 buyer and item data, part 3 §7 /api/international-buyers and /api/local-buyers: only
// approved companies, products and services, in their approved version (server/public-catalogue.ts).

const tags = ['Buyers'];
const NAMES = { products: 'product', services: 'service' } as const;
const pagedList = (description: string) => ({
  ...jsonResponse(z.array(publicItemSchema), description),
  headers: totalCountHeader,
});

const routesOf = (type: ItemType) => ({
  bySubsector: createRoute({
    method: 'get',
    path: `/${type}_by_sub_ind_id/{id}`,
    tags,
    summary: `The public ${type} of a subsector, newest first (404 for an unknown subsector)`,
    request: { params: idParams, query: z.object(pageQuery) },
    responses: { 200: pagedList(`Public ${type}`), ...errorResponses(404, 422) },
  }),
  byCompany: createRoute({
    method: 'get',
    path: `/${type}_by_id/{id}`,
    tags,
    summary: `The public ${type} of a public company (404 when the company is not public)`,
    request: { params: idParams, query: z.object(pageQuery) },
    responses: { 200: pagedList(`Public ${type}`), ...errorResponses(404, 422) },
  }),
  one: createRoute({
    method: 'get',
    path: `/${type}/{id}`,
    tags,
    summary: `One public ${NAMES[type]} with its company (404 when either is not public)`,
    request: { params: idParams },
    responses: {
      200: jsonResponse(publicItemDetailSchema, `The ${NAMES[type]}`),
      ...errorResponses(404, 422),
    },
  }),
});

const itemRoutesOf = (type: ItemType) => {
  const routes = routesOf(type);
  return (
    createRouter()
      // GET /api/{type}_by_sub_ind_id/{id} – a subsector's public items
      .openapi(routes.bySubsector, async (c) => {
        const catalogue = await loadPublicCatalogue(c.get('db'));
        const { id } = c.req.valid('param');
        if (!findSubsector(catalogue, id)) throw notFound();
        const rows = itemsOfSubsector(catalogue, type, id).map(listItemOf);
        cachePublicly(c);
        return c.json(pageAnswer(c, rows, c.req.valid('query')), 200);
      })
      // GET /api/{type}_by_id/{id} – a public company's public items
      .openapi(routes.byCompany, async (c) => {
        const catalogue = await loadPublicCatalogue(c.get('db'));
        const { id } = c.req.valid('param');
        if (!findCompany(catalogue, id)) throw notFound();
        const rows = itemsOfCompany(catalogue, type, id).map(listItemOf);
        cachePublicly(c);
        return c.json(pageAnswer(c, rows, c.req.valid('query')), 200);
      })
      // GET /api/{type}/{id} – one public item
      .openapi(routes.one, async (c) => {
        const catalogue = await loadPublicCatalogue(c.get('db'));
        const item = findItem(catalogue, type, c.req.valid('param').id);
        if (!item) throw notFound();
        cachePublicly(c);
        return c.json(item, 200);
      })
  );
};

const directoryRoute = createRoute({
  method: 'get',
  path: '/international-buyers',
  tags,
  summary: 'The directory of public companies by registered name; `q` and `sector` filter it',
  request: {
    query: z.object({
      q: z.string().max(LIST_VIEW_VALUE_MAX, { error: 'rules.invalid' }).optional(),
      sector: positiveInt('sector', 'query').optional(),
      ...pageQuery,
    }),
  },
  responses: {
    200: {
      ...jsonResponse(z.array(publicCompanySummarySchema), 'Public companies'),
      headers: totalCountHeader,
    },
    ...errorResponses(422),
  },
});

const companyRoute = createRoute({
  method: 'get',
  path: '/international-buyers/{id}',
  tags,
  summary: "One public company's profile, without its contact person (404 when not public)",
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: {
    200: jsonResponse(publicCompanySchema, 'The company'),
    ...errorResponses(404, 422),
  },
});

const localBuyersRoute = createRoute({
  method: 'get',
  path: '/local-buyers',
  tags,
  summary: 'The sectors of products and of services, their subsectors and public items counted',
  responses: { 200: jsonResponse(localBuyersSchema, 'Sectors with counts') },
});

// GET /api/{products|services}_by_sub_ind_id/{id}, {products|services}_by_id/{id},
// products/{id}, services/{id}, international-buyers, international-buyers/{id}, local-buyers
export const buyerRoutes = createRouter()
  .route('/', itemRoutesOf('products'))
  .route('/', itemRoutesOf('services'))
  // GET /api/international-buyers – the directory
  .openapi(directoryRoute, async (c) => {
    const catalogue = await loadPublicCatalogue(c.get('db'));
    const { q, sector, ...page } = c.req.valid('query');
    if (sector !== undefined && !catalogue.sectors.some((entry) => entry.iid === sector)) {
      throw new ApiError(422, 'Api.invalid', { sector: ['rules.invalid'] });
    }
    const rows = filterDirectory(catalogue, { q, sector }).map(summaryOf);
    cachePublicly(c);
    return c.json(pageAnswer(c, rows, page), 200);
  })
  // GET /api/international-buyers/{id} – one company
  .openapi(companyRoute, async (c) => {
    const catalogue = await loadPublicCatalogue(c.get('db'));
    const company = findCompany(catalogue, c.req.valid('param').id);
    if (!company) throw notFound();
    cachePublicly(c);
    return c.json(company, 200);
  })
  // GET /api/local-buyers – sectors with counts
  .openapi(localBuyersRoute, async (c) => {
    const answer = localBuyersOf(await loadPublicCatalogue(c.get('db')));
    cachePublicly(c);
    return c.json(answer, 200);
  });
