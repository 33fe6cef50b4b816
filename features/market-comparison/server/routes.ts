import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { createRouter } from '@/lib/api/router';
import { readWithOlderCodes } from '@/lib/hs/older-code-answer';

import { marketComparisonOrSuccessorsSchema, marketComparisonQuerySchema } from '../schemas';

import { readMarketComparison, type IndicatorsReader } from './read-comparison';

const marketComparisonRoute = createRoute({
  method: 'get',
  path: '/market-comparison',
  tags: ['Trade flows'],
  summary: 'Compare markets for a product: up to six side by side (issue 58)',
  description:
    'Up to six markets side by side for a product: each market’s imports of it in the latest ' +
    'year of the trade flows imported from CEPII’s BACI (every subheading under the code summed, ' +
    'US dollars) and their yearly growth from `growth_from`, Jordan’s exports there and their ' +
    'share of its imports, GDP, GDP per capita and population (each with its year and source), ' +
    'the VAT or sales tax on imports, Jordan’s agreements with it and the first agreement’s ' +
    'preferential duty (with its basis: the heading’s entered row or an agreement-wide fact) and ' +
    'rule of origin in one line. Without `countries`, a suggested set: the three largest ' +
    'importers, then Jordan’s agreement partners among the importers, then the next importers. ' +
    '`sample` is true when a year shown is the project’s illustrative extract. A subheading of ' +
    'HS 2017 or 2012 is read through the UN correlation tables: with one 2022 successor the ' +
    'answer is the successor’s with `requested`; with several, `{ edition, code, successors, ' +
    'source }`. An unknown code, an unknown country, Jordan or more than six markets is 422.',
  request: { query: marketComparisonQuerySchema },
  responses: {
    200: {
      ...jsonResponse(
        marketComparisonOrSuccessorsSchema,
        'The product and its markets side by side; or an older code’s 2022 successors',
      ),
      headers: publicCacheHeader,
    },
    ...errorResponses(422),
  },
});

/** The routes, given the market indicators' reader (features/market-indicators/server, via app/). */
export const marketComparisonRoutes = (readIndicators: IndicatorsReader) =>
  createRouter()
    // GET /api/market-comparison – markets side by side for a product (flows, access, indicators)
    .openapi(marketComparisonRoute, async (c) => {
      const { hs, countries, sort } = c.req.valid('query');
      const db = c.get('db');
      const chosen = countries && countries.length > 0 ? countries : null;
      const found = await readWithOlderCodes(db, hs, (code) =>
        readMarketComparison(db, code, chosen, sort ?? 'imports', readIndicators),
      );
      if (!found) {
        throw new ApiError(422, 'Api.invalid', { hs: ['MarketComparison.errors.unknownCode'] });
      }
      cachePublicly(c);
      return c.json(found.answer, 200);
    });
