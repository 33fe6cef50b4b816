import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { optionalPaging, pagedRows, pagingHeaders } from '@/lib/api/optional-paging';
import { positiveInt } from '@/lib/api/params';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { createRouter } from '@/lib/api/router';

import { searchAgreements } from '../agreement-list';
import {
  agreementSchema,
  agreementsQuerySchema,
  ftaCountryDetailSchema,
  ftaCountrySchema,
} from '../schemas';

import { findVisibleCountry, listShownAgreements, listVisibleCountries } from './queries';
import { staffCountryRoutes } from './staff-country-routes';
import { staffAgreementRoutes } from './staff-routes';

const tags = ['Free trade agreements'];
const headers = publicCacheHeader;
// Issue 39: the whole list without `page` or `page_size`, as before; else that page.
const AGREEMENTS_API_PAGE_SIZE = 20;

const countriesRoute = createRoute({
  method: 'get',
  path: '/fta-country-agreements',
  tags,
  summary: 'The visible country pages of the map (part 2 §3 "FTA agreement"), without content',
  description:
    '`country_code` is ISO 3166-1 alpha-2; `agreement_ids` names the agreements that bind Jordan ' +
    'and the country (GET /api/free-trade-agreements). The content is in the page by id.',
  responses: {
    200: { ...jsonResponse(z.array(ftaCountrySchema), 'The visible country pages'), headers },
  },
});

const countryRoute = createRoute({
  method: 'get',
  path: '/fta-country-agreements-by-id/{id}',
  tags,
  summary: 'One visible country page with its rich content and its shown agreements',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: {
    200: { ...jsonResponse(ftaCountryDetailSchema, 'The country page'), headers },
    ...errorResponses(404),
  },
});

const agreementsRoute = createRoute({
  method: 'get',
  path: '/free-trade-agreements',
  tags,
  summary: 'Jordan’s trade agreements: status 1 only, newest first (part 3 "Client processing")',
  description:
    'Newest first by the day of entry into force (else of signature). `search` keeps the ' +
    'agreements whose title, in English or Arabic, holds the text (part 3 §5), compared however ' +
    'it is typed. Each agreement lists the visible country pages that name it (`partners`). ' +
    'Without `page` or `page_size` every agreement; with either, that page (`page_size` ' +
    `${AGREEMENTS_API_PAGE_SIZE} unless given, at most 100), the total in \`X-Total-Count\`.`,
  request: { query: agreementsQuerySchema.extend(optionalPaging(100)) },
  responses: {
    200: {
      ...jsonResponse(z.array(agreementSchema), 'The agreements'),
      headers: { ...headers, ...pagingHeaders },
    },
    ...errorResponses(422),
  },
});

export const agreementRoutes = createRouter()
  // GET /api/fta-country-agreements – the map's country pages (part 2 §7)
  .openapi(countriesRoute, async (c) => {
    const rows = await listVisibleCountries(c.get('db'));
    cachePublicly(c);
    return c.json(rows, 200);
  })
  // GET /api/fta-country-agreements-by-id/{id} – one country page (part 2 §7)
  .openapi(countryRoute, async (c) => {
    const country = await findVisibleCountry(c.get('db'), c.req.valid('param').id);
    if (!country) throw notFound();
    cachePublicly(c);
    return c.json(country, 200);
  })
  // GET /api/free-trade-agreements – the agreements, with a title search (part 3 §5, §7)
  .openapi(agreementsRoute, async (c) => {
    const { search, ...paging } = c.req.valid('query');
    const rows = searchAgreements(await listShownAgreements(c.get('db')), search);
    const page = pagedRows(c, rows, paging, AGREEMENTS_API_PAGE_SIZE);
    cachePublicly(c);
    return c.json(page, 200);
  })
  .route('/', staffAgreementRoutes)
  .route('/', staffCountryRoutes);
