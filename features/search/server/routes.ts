import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { cachePublicly, publicCacheControl, publicCacheHeader } from '@/lib/api/public-cache';
import { createRouter } from '@/lib/api/router';
import type { Db } from '@/lib/db/types';

import {
  agreementDatasetSchema,
  buyerDatasetSchema,
  eventDatasetSchema,
  expertDatasetSchema,
  exportDatasetSchema,
  newsDatasetSchema,
  publicationDatasetSchema,
} from '../dataset-schemas';
import { searchAnswerSchema, searchQuerySchema } from '../schemas';

import {
  agreementsDataset,
  buyersDataset,
  eventsDataset,
  expertsDataset,
  exportsDataset,
  newsDataset,
  publicationsDataset,
} from './datasets';
import { searchIndex } from './search-index';

const tags = ['Search'];

/** Results change with the content: a shared cache keeps an answer half a minute (per language). */
export const SEARCH_CACHE_CONTROL = publicCacheControl(30);

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  tags,
  summary: 'The portal searched: one page of results in the request’s language, with counts',
  description:
    'Every word of `q` (trimmed, at most 200 characters) must match a word of the record, a word ' +
    'it begins, or (five letters and more) one a typo away, in English or Arabic whatever the ' +
    'spelling (hamza, taa marbuta, alef maqsura, tashkeel, digits, case, accents). Punctuation, ' +
    '`%` and `_` only separate words. `type` keeps one type (the counts are of every type); ' +
    '`page` from 1, `page_size` 10 (at most 50). Only public records are found.',
  request: { query: searchQuerySchema },
  responses: {
    200: {
      ...jsonResponse(searchAnswerSchema, 'The results'),
      headers: {
        'Cache-Control': { description: SEARCH_CACHE_CONTROL, schema: { type: 'string' as const } },
      },
    },
    ...errorResponses(422),
  },
});

const datasetRoute = <T extends z.ZodType>(path: string, schema: T, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    responses: {
      200: { ...jsonResponse(z.array(schema), summary), headers: publicCacheHeader },
    },
  });

const DATASETS = [
  {
    route: datasetRoute(
      '/events-for-global-search',
      eventDatasetSchema,
      'Published events: name, description, location_type (part 3 §7)',
    ),
    read: eventsDataset,
  },
  {
    route: datasetRoute(
      '/free-trade-agreements-for-global-search',
      agreementDatasetSchema,
      'Shown free trade agreements (status 1), newest first',
    ),
    read: agreementsDataset,
  },
  {
    route: datasetRoute(
      '/exports-for-global-search',
      exportDatasetSchema,
      'Trade support institutions: name and description',
    ),
    read: exportsDataset,
  },
  {
    route: datasetRoute(
      '/publications-for-global-search',
      publicationDatasetSchema,
      'Published publications: title and summary (never their files)',
    ),
    read: publicationsDataset,
  },
  {
    route: datasetRoute(
      '/international-buyers-for-global-search',
      buyerDatasetSchema,
      'Approved companies in their approved version: id and names',
    ),
    read: buyersDataset,
  },
  {
    route: datasetRoute(
      '/pool-for-global-search',
      expertDatasetSchema,
      'The pool’s experts: FULL_NAME and DESCRIPTION_ENG (never their contact details)',
    ),
    read: expertsDataset,
  },
  {
    route: datasetRoute(
      '/news-for-global-search',
      newsDatasetSchema,
      'Published news, newest first: DESCRIPTION_ENG and TARIFF_ENG',
    ),
    read: newsDataset,
  },
] as const;

const searchRouter = createRouter()
  // GET /api/search – one page of results with the count of each type
  .openapi(searchRoute, async (c) => {
    const query = c.req.valid('query');
    const answer = await searchIndex(c.get('db'), {
      q: query.q,
      type: query.type,
      page: query.page,
      pageSize: query.page_size,
      locale: c.get('locale'),
    });
    c.header('Cache-Control', SEARCH_CACHE_CONTROL);
    c.header('Vary', 'Accept-Language');
    return c.json(answer, 200);
  });

// GET /api/{events,free-trade-agreements,exports,publications,international-buyers,pool,news}-for-global-search
// – the specification's search datasets
export const searchRoutes = DATASETS.reduce((router, { route, read }) => {
  router.openapi(route, async (c) => {
    const rows = await (read as (db: Db) => Promise<unknown[]>)(c.get('db'));
    cachePublicly(c);
    return c.json(rows as never, 200);
  });
  return router;
}, searchRouter);
