import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { addCachedReads } from '@/lib/api/public-reads';
import { createRouter } from '@/lib/api/router';

import { industrySchema, namedLookupSchema, subIndustrySchema } from '../schemas';

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

export const LOOKUP_TAGS = ['Lookups'];

const subsectorsOfRoute = createRoute({
  method: 'get',
  path: '/sub_ind_by_ind_iid/{id}',
  tags: LOOKUP_TAGS,
  summary: 'The subsectors of one sector (an unknown sector has none)',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: {
    200: { ...jsonResponse(z.array(subIndustrySchema), 'Subsectors'), headers: publicCacheHeader },
    ...errorResponses(422),
  },
});

// GET /api/industries-for-{products|services}, get-industry-by-iid/{id}, sub_ind,
// sub_ind_by_ind_iid/{id}, sub_ind_by_id/{id}, titles, company-types, governorates,
// international-buyers-location-types
export const companyLookupRoutes = createRouter();
addCachedReads(companyLookupRoutes, LOOKUP_TAGS, [
  {
    path: '/industries-for-products',
    schema: industrySchema,
    summary: 'The sectors of products',
    list: (db) => listIndustriesOfKind(db, 'products'),
  },
  {
    path: '/industries-for-services',
    schema: industrySchema,
    summary: 'The sectors of services',
    list: (db) => listIndustriesOfKind(db, 'services'),
  },
  {
    path: '/get-industry-by-iid/{id}',
    schema: industrySchema,
    summary: 'One sector by its iid',
    one: findIndustry,
  },
  {
    path: '/sub_ind',
    schema: subIndustrySchema,
    summary: 'Every subsector',
    list: listSubIndustries,
  },
]);
companyLookupRoutes.openapi(subsectorsOfRoute, async (c) => {
  const rows = await listSubIndustries(c.get('db'), c.req.valid('param').id);
  cachePublicly(c);
  return c.json(rows, 200);
});
addCachedReads(companyLookupRoutes, LOOKUP_TAGS, [
  {
    path: '/sub_ind_by_id/{id}',
    schema: subIndustrySchema,
    summary: 'One subsector',
    one: findSubIndustry,
  },
  {
    path: '/titles',
    schema: namedLookupSchema,
    summary: "A contact person's titles",
    list: listTitles,
  },
  {
    path: '/company-types',
    schema: namedLookupSchema,
    summary: 'Legal forms of company',
    list: listCompanyTypes,
  },
  {
    path: '/governorates',
    schema: namedLookupSchema,
    summary: 'The 12 governorates of Jordan',
    list: listGovernorates,
  },
  {
    path: '/international-buyers-location-types',
    schema: namedLookupSchema,
    summary: 'Company location types: 1 local, 2 international',
    list: listLocationTypes,
  },
]);
