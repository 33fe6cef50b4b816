import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { addCachedReads } from '@/lib/api/public-reads';
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

export const institutionRoutes = createRouter();
// GET /api/exports-type, /api/exports-mode, /api/exports-gov – the types of institution, the
// participation modes and the governorates (part 2 §7)
addCachedReads(institutionRoutes, tags, [
  {
    path: '/exports-type',
    schema: exportTypeSchema,
    summary: 'Types of trade support institution',
    list: listExportTypes,
  },
  {
    path: '/exports-mode',
    schema: exportModeSchema,
    summary: 'Participation modes',
    list: listExportModes,
  },
  {
    path: '/exports-gov',
    schema: exportGovSchema,
    summary: 'Governorates of Jordan',
    list: listExportGovs,
  },
]);
institutionRoutes
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
