import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { createRouter } from '@/lib/api/router';
import { readWithOlderCodes } from '@/lib/hs/older-code-answer';

import { whereToSellOrSuccessorsSchema, whereToSellQuerySchema } from '../schemas';

import { readWhereToSell } from './read-where-to-sell';

const whereToSellRoute = createRoute({
  method: 'get',
  path: '/where-to-sell',
  tags: ['Trade flows'],
  summary: 'Where to sell a product: the markets that import it most (issue 38)',
  description:
    'The 30 largest importing markets of the product (Jordan left out) in the latest year of the ' +
    'trade flows imported from CEPII’s BACI, the flows of every subheading under the code summed: ' +
    'imports in US dollars and their share of world imports, their yearly growth from ' +
    '`growth_from` (five years back, or the nearest year imported), Jordan’s exports there and ' +
    'their share of the market, the unit value in US dollars per tonne, and the agreements Jordan ' +
    'has with the country. `sample` is true when a year shown is the project’s illustrative ' +
    'extract, not CEPII’s figures. A code with no flows imported answers `available: false` and ' +
    'no markets. A subheading of HS 2017 or HS 2012 (1509.10) is read through the United ' +
    'Nations Statistics Division’s HS correlation tables: with one 2022 successor the answer is ' +
    'the successor’s, with `requested` naming the code asked and its edition; with several, the ' +
    'answer is `{ edition, code, successors, source }` to choose from. A code in no edition is ' +
    '422. Source and licence in `source` ' +
    '(Etalab Open Licence 2.0: cite CEPII, BACI).',
  request: { query: whereToSellQuerySchema },
  responses: {
    200: {
      ...jsonResponse(
        whereToSellOrSuccessorsSchema,
        'The product and its importing markets; or an older code’s 2022 successors',
      ),
      headers: publicCacheHeader,
    },
    ...errorResponses(422),
  },
});

export const tradeFlowRoutes = createRouter()
  // GET /api/where-to-sell – a product's largest importing markets, from the imported trade flows
  .openapi(whereToSellRoute, async (c) => {
    const { hs, sort } = c.req.valid('query');
    const db = c.get('db');
    const found = await readWithOlderCodes(db, hs, (code) => readWhereToSell(db, code, sort));
    if (!found) throw new ApiError(422, 'Api.invalid', { hs: ['WhereToSell.errors.unknownCode'] });
    cachePublicly(c);
    return c.json(found.answer, 200);
  });
