import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { createRouter } from '@/lib/api/router';
import { requestedRows } from '@/lib/pagination';

import { INSTITUTIONS_PAGE_SIZE, INSTITUTIONS_PER_PAGE_MAX } from '../constants';
import { filterInstitutions } from '../institution-list';
import {
  exportGovSchema,
  exportModeSchema,
  exportTypeSchema,
  institutionSchema,
  institutionsQuerySchema,
} from '../schemas';

import { listExportGovs, listExportModes, listExportTypes, listInstitutions } from './queries';
import { staffReferenceRoutes } from './staff-reference-routes';
import { staffInstitutionRoutes } from './staff-routes';

const tags = ['Institutions'];
const headers = publicCacheHeader;

const listRoute = <T extends z.ZodType>(path: string, schema: T, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    responses: { 200: { ...jsonResponse(z.array(schema), summary), headers } },
  });

const typesRoute = listRoute(
  '/exports-type',
  exportTypeSchema,
  'Types of trade support institution',
);
const modesRoute = listRoute('/exports-mode', exportModeSchema, 'Participation modes');
const govsRoute = listRoute('/exports-gov', exportGovSchema, 'Governorates of Jordan');

const institutionsRoute = createRoute({
  method: 'get',
  path: '/exports',
  tags,
  summary: 'Export trade support institutions, filtered; a list, its total in X-Total-Count',
  description:
    `Filters: \`type\` (an institution has several), \`mode\`, \`gov\` and \`q\` (text in either ` +
    `language). Without \`page\` every match is listed; with it, \`per_page\` rows (10, at most ` +
    `${INSTITUTIONS_PER_PAGE_MAX}); past the last page the list is empty.`,
  request: { query: institutionsQuerySchema },
  responses: {
    200: {
      ...jsonResponse(z.array(institutionSchema), 'The institutions with their derived names'),
      headers: {
        ...headers,
        'X-Total-Count': { description: 'Matches over all pages', schema: { type: 'integer' } },
      },
    },
    ...errorResponses(422),
  },
});

export const institutionRoutes = createRouter()
  // GET /api/exports-type – the types of institution (part 2 §7)
  .openapi(typesRoute, async (c) => {
    const rows = await listExportTypes(c.get('db'));
    cachePublicly(c);
    return c.json(rows, 200);
  })
  // GET /api/exports-mode – the participation modes
  .openapi(modesRoute, async (c) => {
    const rows = await listExportModes(c.get('db'));
    cachePublicly(c);
    return c.json(rows, 200);
  })
  // GET /api/exports-gov – the governorates (id, name, name_ara)
  .openapi(govsRoute, async (c) => {
    const rows = await listExportGovs(c.get('db'));
    cachePublicly(c);
    return c.json(rows, 200);
  })
  // GET /api/exports – the institutions, filtered and optionally paginated (part 3 §7)
  .openapi(institutionsRoute, async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const found = filterInstitutions(await listInstitutions(c.get('db')), filters);
    const rows = requestedRows(found, { page, size: per_page }, INSTITUTIONS_PAGE_SIZE);
    c.header('X-Total-Count', String(found.length));
    cachePublicly(c);
    return c.json(rows, 200);
  })
  .route('/', staffInstitutionRoutes)
  .route('/', staffReferenceRoutes);
