import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { createRouter } from '@/lib/api/router';
import { requireAuth } from '@/lib/auth/middleware';

import { PUBLICATIONS_PAGE_SIZE } from '../constants';
import {
  publicationFiltersSchema,
  publicationsPageSchema,
  publicationsQuerySchema,
} from '../schemas';

import { listPublicationFilters, listPublicationsPage } from './queries';
import { staffPublicationRoutes } from './staff-routes';

// part 1 §2.7, §6 and part 3 §7: the catalogue is for logged-in members (a visitor 401).

const listRoute = createRoute({
  method: 'get',
  path: '/publications',
  tags: ['Publications'],
  summary: 'The publications catalogue, filtered and paged (members)',
  description:
    `Published publications, newest first, ${PUBLICATIONS_PAGE_SIZE} a page: any of the ` +
    '`country`, `sector` and `year` values given (repeat the key or separate with commas) and ' +
    '`q` in the English or Arabic title; `hs`, an HS code, the publications about what it names ' +
    '(the words of its names and synonyms that name few codes, in the title or summary). The file fields are the gated download addresses ' +
    '(GET /api/files/…), which refuse a member without VIP a for_vip publication.',
  security: SESSION_SECURITY,
  middleware: [requireAuth] as const,
  request: { query: publicationsQuerySchema },
  responses: {
    200: jsonResponse(publicationsPageSchema, 'One page of publications'),
    ...errorResponses(401, 422),
  },
});

const filtersRoute = createRoute({
  method: 'get',
  path: '/publications/filters',
  tags: ['Publications'],
  summary: 'The catalogue filters’ choices: countries (GMK first), sectors and years (members)',
  security: SESSION_SECURITY,
  middleware: [requireAuth] as const,
  responses: {
    200: jsonResponse(publicationFiltersSchema, 'What the published publications name'),
    ...errorResponses(401),
  },
});

export const publicationRoutes = createRouter()
  // GET /api/publications – a page of the catalogue for a member
  .openapi(listRoute, async (c) =>
    c.json(await listPublicationsPage(c.get('db'), c.req.valid('query'), c.get('locale')), 200),
  )
  // GET /api/publications/filters – the countries, sectors and years to filter by
  .openapi(filtersRoute, async (c) =>
    c.json(await listPublicationFilters(c.get('db'), c.get('locale')), 200),
  )
  .route('/', staffPublicationRoutes);
