import 'server-only';

import { createRouter } from '@/lib/api/router';

import {
  countrySchema,
  industrySchema,
  namedLookupSchema,
  positionSchema,
  readinessQuestionSchema,
} from '../schemas';

import { companyLookupRoutes } from './company-lookup-routes';
import { cached, listRoute } from './lookup-route';
import {
  listBarrierTypes,
  listClientTypes,
  listCountries,
  listIndustries,
  listPositions,
  listReadinessQuestions,
} from './queries';

const countriesRoute = listRoute(
  '/countries',
  countrySchema,
  'Every country and territory of ISO 3166-1, by English name',
);
const industriesRoute = listRoute('/industries', industrySchema, "Jordan's export sectors");
const positionsRoute = listRoute('/positions', positionSchema, 'Job positions of a contact person');
const clientTypesRoute = listRoute('/type_of_client', namedLookupSchema, 'Types of client sought');
const barrierTypesRoute = listRoute(
  '/type_of_barriers',
  namedLookupSchema,
  'Types of trade barrier',
);
const questionsRoute = listRoute(
  '/enquiries-questions',
  readinessQuestionSchema,
  'The active readiness survey questions in their order, with their sections',
);

// GET /api/countries, industries, positions, type_of_client, type_of_barriers, enquiries-questions
export const lookupRoutes = createRouter()
  .openapi(countriesRoute, async (c) => {
    const rows = await listCountries(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(industriesRoute, async (c) => {
    const rows = await listIndustries(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(positionsRoute, async (c) => {
    const rows = await listPositions(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(clientTypesRoute, async (c) => {
    const rows = await listClientTypes(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(barrierTypesRoute, async (c) => {
    const rows = await listBarrierTypes(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .openapi(questionsRoute, async (c) => {
    const rows = await listReadinessQuestions(c.get('db'));
    cached(c);
    return c.json(rows, 200);
  })
  .route('/', companyLookupRoutes);
