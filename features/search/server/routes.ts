import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { publicCacheControl } from '@/lib/api/public-cache';
import { addCachedReads, type PublicRead } from '@/lib/api/public-reads';
import { createRouter } from '@/lib/api/router';

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

const DATASETS: PublicRead[] = [
  {
    path: '/events-for-global-search',
    schema: eventDatasetSchema,
    summary: 'Published events: name, description, location_type (part 3 §7)',
    list: eventsDataset,
  },
  {
    path: '/free-trade-agreements-for-global-search',
    schema: agreementDatasetSchema,
    summary: 'Shown free trade agreements (status 1), newest first',
    list: agreementsDataset,
  },
  {
    path: '/exports-for-global-search',
    schema: exportDatasetSchema,
    summary: 'Trade support institutions: name and description',
    list: exportsDataset,
  },
  {
    path: '/publications-for-global-search',
    schema: publicationDatasetSchema,
    summary: 'Published publications: title and summary (never their files)',
    list: publicationsDataset,
  },
  {
    path: '/international-buyers-for-global-search',
    schema: buyerDatasetSchema,
    summary: 'Approved companies in their approved version: id and names',
    list: buyersDataset,
  },
  {
    path: '/pool-for-global-search',
    schema: expertDatasetSchema,
    summary: 'The pool’s experts: FULL_NAME and DESCRIPTION_ENG (never their contact details)',
    list: expertsDataset,
  },
  {
    path: '/news-for-global-search',
    schema: newsDatasetSchema,
    summary: 'Published news, newest first: DESCRIPTION_ENG and TARIFF_ENG',
    list: newsDataset,
  },
];

export const searchRoutes = createRouter()
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
addCachedReads(searchRoutes, tags, DATASETS);
