import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';

import { industrySchema, namedLookupSchema, subIndustrySchema } from '../schemas';

import { cacheHeader, cached, listRoute, tags } from './lookup-route';
import {
  findIndustry,
  findSubIndustry,
  listCompanyTypes,
  listGovernorates,
  listIndustriesOfKind,
  listLocationTypes,
  listSubIndustries,
  listTitles,
} from './queries';

// part 2 §7 "sector lookups" and part 3 §7 lookups of the company, product and service forms.

const oneRoute = <T extends z.ZodType>(path: string, schema: T, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    request: { params: z.object({ id: positiveInt('id') }) },
    responses: {
      200: { ...jsonResponse(schema, summary), headers: cacheHeader },
      ...errorResponses(404, 422),
    },
  });

const productSectorsRoute = listRoute(
  '/industries-for-products',
  industrySchema,
  'The sectors of products',
);
const serviceSectorsRoute = listRoute(
  '/industries-for-services',
  industrySchema,
  'The sectors of services',
);
const sectorRoute = oneRoute('/get-industry-by-iid/{id}', industrySchema, 'One sector by its iid');
const subsectorsRoute = listRoute('/sub_ind', subIndustrySchema, 'Every subsector');
const subsectorsOfRoute = createRoute({
  method: 'get',
  path: '/sub_ind_by_ind_iid/{id}',
  tags,
  summary: 'The subsectors of one sector (an unknown sector has none)',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: {
    200: { ...jsonResponse(z.array(subIndustrySchema), 'Subsectors'), headers: cacheHeader },
    ...errorResponses(422),
  },
});
const subsectorRoute = oneRoute('/sub_ind_by_id/{id}', subIndustrySchema, 'One subsector');
const titlesRoute = listRoute('/titles', namedLookupSchema, "A contact person's titles");
const companyTypesRoute = listRoute('/company-types', namedLookupSchema, 'Legal forms of company');
const governoratesRoute = listRoute(
  '/governorates',
  namedLookupSchema,
  'The 12 governorates of Jordan',
);
const locationTypesRoute = listRoute(
  '/international-buyers-location-types',
  namedLookupSchema,
  'Company location types: 1 local, 2 international',
);

// GET /api/industries-for-{products|services}, get-industry-by-iid/{id}, sub_ind,
// sub_ind_by_ind_iid/{id}, sub_ind_by_id/{id}, titles, company-types, governorates,
// international-buyers-location-types
export const companyLookupRoutes = createRouter()
  .openapi(productSectorsRoute, async (c) => {
    const rows = await listIndustriesOfKind(c.get('db'), 'products');
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(serviceSectorsRoute, async (c) => {
    const rows = await listIndustriesOfKind(c.get('db'), 'services');
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(sectorRoute, async (c) => {
    const row = await findIndustry(c.get('db'), c.req.valid('param').id);
    if (!row) throw notFound();
    cached(c);
    return c.json(row, 200);
  })
  .openapi(subsectorsRoute, async (c) => {
    const rows = await listSubIndustries(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(subsectorsOfRoute, async (c) => {
    const rows = await listSubIndustries(c.get('db'), c.req.valid('param').id);
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(subsectorRoute, async (c) => {
    const row = await findSubIndustry(c.get('db'), c.req.valid('param').id);
    if (!row) throw notFound();
    cached(c);
    return c.json(row, 200);
  })
  .openapi(titlesRoute, async (c) => {
    const rows = await listTitles(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(companyTypesRoute, async (c) => {
    const rows = await listCompanyTypes(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(governoratesRoute, async (c) => {
    const rows = await listGovernorates(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(locationTypesRoute, async (c) => {
    const rows = await listLocationTypes(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  });
