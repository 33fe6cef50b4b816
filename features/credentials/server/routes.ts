import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { createRouter } from '@/lib/api/router';
import { pageFields, pageOffset } from '@/lib/pagination';
import { pageAnswerSchema } from '@/lib/validation/page-query';

import { CREDENTIALS_API_PAGE_MAX, CREDENTIALS_API_PAGE_SIZE } from '../constants';
import { filterCredentials } from '../credential-list';
import { credentialSchema, credentialsQuerySchema, credentialTypeSchema } from '../schemas';

import { findCredential, listCredentialTypes, listCredentials } from './queries';
import { credentialWriteRoutes } from './staff-routes';

const tags = ['Credentials'];
const headers = publicCacheHeader;

const typesRoute = createRoute({
  method: 'get',
  path: '/credential-types',
  tags,
  summary: 'The types of credential (part 2 §7), the list filter’s choices',
  responses: {
    200: { ...jsonResponse(z.array(credentialTypeSchema), 'The credential types'), headers },
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/credentials',
  tags,
  summary: 'The agency’s credentials, newest first, filtered and paged (part 3 §7)',
  description:
    'Filters: `type` (a credential type id), `country` (a country id) and `year` (compared as ' +
    'text with the year of `date`, part 3 §9). `page` from 1; `page_size` ' +
    `${CREDENTIALS_API_PAGE_SIZE} by default, at most ${CREDENTIALS_API_PAGE_MAX}; past the last ` +
    'page the list is empty. Every status is listed: 1 is active, anything else inactive.',
  request: { query: credentialsQuerySchema },
  responses: {
    200: {
      ...jsonResponse(pageAnswerSchema(credentialSchema), 'One page of credentials'),
      headers,
    },
    ...errorResponses(422),
  },
});

const idParam = { params: z.object({ id: positiveInt('id') }) };

const oneRoute = createRoute({
  method: 'get',
  path: '/credentials/{id}',
  tags,
  summary: 'One credential with its type’s and country’s names (the detail page /credentials/{id})',
  request: idParam,
  responses: {
    200: { ...jsonResponse(credentialSchema, 'The credential'), headers },
    ...errorResponses(404),
  },
});

export const credentialRoutes = createRouter()
  // GET /api/credential-types – the types of credential
  .openapi(typesRoute, async (c) => {
    const rows = await listCredentialTypes(c.get('db'));
    cachePublicly(c);
    return c.json(rows, 200);
  })
  // GET /api/credentials – filtered by type, country and year, newest first, one page
  .openapi(listRoute, async (c) => {
    const { page = 1, page_size = CREDENTIALS_API_PAGE_SIZE, ...filters } = c.req.valid('query');
    const all = await listCredentials(c.get('db'), c.get('services').now());
    const found = filterCredentials(all, filters);
    const offset = pageOffset(page, page_size);
    const data = found.slice(offset, offset + page_size);
    cachePublicly(c);
    return c.json({ data, ...pageFields(found.length, page, page_size) }, 200);
  })
  // GET /api/credentials/{id} – one credential
  .openapi(oneRoute, async (c) => {
    const credential = await findCredential(
      c.get('db'),
      c.req.valid('param').id,
      c.get('services').now(),
    );
    if (!credential) throw notFound();
    cachePublicly(c);
    return c.json(credential, 200);
  })
  .route('/', credentialWriteRoutes);
