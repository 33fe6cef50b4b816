import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { ApiError, errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { createRouter } from '@/lib/api/router';
import { requireAuth, sessionOf } from '@/lib/auth/middleware';

import { DATA_TYPES, type DataType } from '../constants';
import {
  dataCentreQuerySchema,
  filterListSchema,
  statisticListSchema,
  statisticSchema,
  statisticsQuerySchema,
} from '../schemas';

import { fromProvider, statisticsProviderOf } from './choose-provider';
import { searchDataCentre } from './data-centre';
import { staffStatisticRoutes } from './staff-routes';
import { withFlowFigures } from './trade-flow-figures';
import { forMember } from './vip-rule';

// part 2 "Interactive data", §7 statista/*, and the data centre (§5; issue 26): members only
// (401 for a visitor), answered in the request's language, from the provider the configuration
// names (server/choose-provider.ts).

const member = { tags: ['Interactive data'], security: SESSION_SECURITY, middleware: requireAuth };
const providerErrors = errorResponses(401, 422, 503);

const IDENTIFIER = /^[A-Za-z0-9._-]{1,64}$/;

const typeRoute = (type: DataType) =>
  createRoute({
    ...member,
    method: 'get',
    path: `/statista/${type}`,
    summary: `The ${type}, filtered by words, a geolocation and an industry (members)`,
    description:
      'A geolocation or an industry also finds the items of the places or industries under it. ' +
      'Premium items are listed for every member; for one who is not VIP they come `locked`, ' +
      'without description and image. 503 with Retry-After when the provider cannot answer.',
    request: { query: statisticsQuerySchema },
    responses: {
      200: jsonResponse(statisticListSchema, 'The items, newest first'),
      ...providerErrors,
    },
  });

const statisticRoute = createRoute({
  ...member,
  method: 'get',
  path: '/statista/statistic/{identifier}',
  summary: 'One statistic with its chart (members; premium ones for VIP members)',
  request: {
    params: z.object({
      identifier: z
        .string()
        .openapi({ param: { name: 'identifier', in: 'path' }, example: '1001' }),
    }),
  },
  responses: {
    200: jsonResponse(statisticSchema, 'The statistic: chart.data.categories and series'),
    ...errorResponses(401, 403, 404, 503),
  },
});

const treeRoute = (path: 'industries' | 'geolocations') =>
  createRoute({
    ...member,
    method: 'get',
    path: `/statista/${path}`,
    summary: `The ${path} to filter by, as a tree in order (each with its depth)`,
    responses: {
      200: jsonResponse(filterListSchema, `The ${path}`),
      ...errorResponses(401, 503),
    },
  });

const dataCentreRoute = createRoute({
  ...member,
  method: 'get',
  path: '/data-centre',
  summary: 'The data centre: the portal’s statistics by HS code and words (members)',
  description:
    'part 2 §5: `hs_code` is at most 6 characters ("Max 6 characters"), digits only; it finds ' +
    'the statistics of that code, of the codes under it and of its chapter or heading. Always ' +
    'the portal’s own statistics, whichever provider serves the interactive data.',
  request: { query: dataCentreQuerySchema },
  responses: {
    200: jsonResponse(statisticListSchema, 'The items, newest first'),
    ...errorResponses(401, 422),
  },
});

const typeRoutes = DATA_TYPES.reduce(
  (router, type) =>
    // GET /api/statista/{statistics|studies|infographics} – one data type, filtered
    router.openapi(typeRoute(type), async (c) => {
      const query = c.req.valid('query');
      const provider = statisticsProviderOf(c);
      const items = await fromProvider(c, () => provider.list(type, query, c.get('locale')));
      const vip = sessionOf(c).user.is_vip;
      return c.json({ items: items.map((item) => forMember(item, vip)) }, 200);
    }),
  createRouter(),
);

export const statisticRoutes = createRouter()
  // GET /api/statista/industries – the industry tree
  .openapi(treeRoute('industries'), async (c) => {
    const provider = statisticsProviderOf(c);
    const items = await fromProvider(c, () => provider.industries(c.get('locale')));
    return c.json({ items }, 200);
  })
  // GET /api/statista/geolocations – the geolocation tree
  .openapi(treeRoute('geolocations'), async (c) => {
    const provider = statisticsProviderOf(c);
    const items = await fromProvider(c, () => provider.geolocations(c.get('locale')));
    return c.json({ items }, 200);
  })
  // GET /api/statista/statistic/{identifier} – the full statistic; premium ones for VIP only
  .openapi(statisticRoute, async (c) => {
    const { identifier } = c.req.valid('param');
    if (!IDENTIFIER.test(identifier)) throw notFound();
    const provider = statisticsProviderOf(c);
    const statistic = await fromProvider(c, () => provider.one(identifier, c.get('locale')));
    if (!statistic) throw notFound();
    const shown = forMember(statistic, sessionOf(c).user.is_vip);
    if (shown.locked) throw new ApiError(403, 'Api.premiumRequired');
    return c.json(shown, 200);
  })
  // GET /api/data-centre – the portal's statistics by HS code and words
  .openapi(dataCentreRoute, async (c) => {
    const db = c.get('db');
    const locale = c.get('locale');
    const items = await withFlowFigures(
      db,
      await searchDataCentre(db, c.req.valid('query'), locale),
      locale,
    );
    const vip = sessionOf(c).user.is_vip;
    return c.json({ items: items.map((item) => forMember(item, vip)) }, 200);
  })
  .route('/', typeRoutes)
  .route('/', staffStatisticRoutes);
