import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { optionalAuth } from '@/lib/auth/middleware';

import { landedCostAnswerSchema } from '../answer-schema';
import { LANDED_COST_MARKETS_MAX } from '../constants';
import { landedCostQuerySchema } from '../query-schema';

import { computeLandedCost } from './compute-landed-cost';
import { savedLandedCostRoutes } from './saved-routes';
import type { LandedCostSources } from './sources';

const landedCostRoute = createRoute({
  method: 'get',
  path: '/landed-cost',
  tags: ['Landed cost'],
  summary: 'The landed cost of a product in one market or several (issue 58)',
  description:
    `For each market (at most ${LANDED_COST_MARKETS_MAX}) the arithmetic line by line, in the ` +
    'currency the price was entered in: the customs value on the market’s basis (CIF, the ' +
    'United States FOB: 19 U.S.C. 1401a), from the price on its incoterm and the freight and ' +
    'insurance given; the duty (the agreement’s preference where it is free and the goods ' +
    'qualify, by `qualifies` or the signed-in member’s saved self-assessment; else the general ' +
    '(MFN) duty where the portal holds it as a percentage; else the rate or specific duty entered; ' +
    'else unknown, with the partner’s tariff); the additional duties the market-access answer ' +
    'names (Section 232); the VAT or sales tax at the standard rate on the customs value and the ' +
    'duties (no federal tax in the United States). The total in Jordanian dinars (three ' +
    'decimals) and in the market’s currency through the US dollar, each rate with its date and ' +
    'source. A figure the portal does not hold is null and named in `unknown`, never guessed. ' +
    '422 by field for bad input, a code the nomenclature lacks or a currency with no rate held.',
  middleware: optionalAuth,
  request: { query: landedCostQuerySchema },
  responses: {
    200: jsonResponse(landedCostAnswerSchema, 'Each market’s landed cost, line by line'),
    ...errorResponses(422),
  },
});

/** The landed cost's routes, reading the domains below through `sources` (given by app/). */
export const landedCostRoutes = (sources: LandedCostSources) =>
  createRouter()
    // GET /api/landed-cost – the landed cost of a product in one or several markets
    .openapi(landedCostRoute, async (c) => {
      const query = c.req.valid('query');
      const userId = c.get('auth')?.user.id ?? null;
      return c.json(await computeLandedCost(c.get('db'), query, sources, userId), 200);
    })
    .route('/', savedLandedCostRoutes(sources));
