import 'server-only';

import { addCachedReads } from '@/lib/api/public-reads';
import { createRouter } from '@/lib/api/router';

import {
  countrySchema,
  industrySchema,
  namedLookupSchema,
  positionSchema,
  readinessQuestionSchema,
} from '../schemas';

import { companyLookupRoutes, LOOKUP_TAGS } from './company-lookup-routes';
import {
  listBarrierTypes,
  listClientTypes,
  listCountries,
  listIndustries,
  listPositions,
  listReadinessQuestions,
} from './queries';

// GET /api/countries, industries, positions, type_of_client, type_of_barriers, enquiries-questions
export const lookupRoutes = createRouter();
addCachedReads(lookupRoutes, LOOKUP_TAGS, [
  {
    path: '/countries',
    schema: countrySchema,
    summary: 'Every country and territory of ISO 3166-1, by English name',
    list: listCountries,
  },
  {
    path: '/industries',
    schema: industrySchema,
    summary: "Jordan's export sectors",
    list: listIndustries,
  },
  {
    path: '/positions',
    schema: positionSchema,
    summary: 'Job positions of a contact person',
    list: listPositions,
  },
  {
    path: '/type_of_client',
    schema: namedLookupSchema,
    summary: 'Types of client sought',
    list: listClientTypes,
  },
  {
    path: '/type_of_barriers',
    schema: namedLookupSchema,
    summary: 'Types of trade barrier',
    list: listBarrierTypes,
  },
  {
    path: '/enquiries-questions',
    schema: readinessQuestionSchema,
    summary: 'The active readiness survey questions in their order, with their sections',
    list: listReadinessQuestions,
  },
]);
lookupRoutes.route('/', companyLookupRoutes);
