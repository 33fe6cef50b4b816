import 'server-only';
import type { z } from '@hono/zod-openapi';

import { createRouter } from '@/lib/api/router';
import { staffCrudRoutes, withArticle } from '@/lib/api/staff-crud-routes';
import { CACHE_TAGS } from '@/lib/cache/tags';

import { expertMatches } from '../expert-search';
import {
  expertInputSchema,
  poolInputSchema,
  staffExpertListSchema,
  staffExpertSchema,
  staffPoolListSchema,
  staffPoolSchema,
  staffSearchSchema,
} from '../schemas';

import { listStaffExperts, listStaffPools } from './queries';
import { createExpert, deleteExpert, updateExpert } from './save-expert';
import { createPool, deletePool, updatePool } from './save-pool';

// Editors and administrators (issue 14 "Staff console"); an officer or a member 403, a visitor 401.

/** What the experts' and the pools' routes share: the area, the search, the tag, the words. */
const directory = (path: string, name: string, answer: z.ZodType) => ({
  area: 'experts' as const,
  path,
  name,
  revalidate: [CACHE_TAGS.experts],
  list: {
    summary: `Every ${name}, by id`,
    query: staffSearchSchema,
    answer,
    text: `The ${name}s`,
  },
  docs: {
    create: { summary: `Adds ${withArticle(name)} (audited) and re-validates the pool of experts` },
  },
});

// GET, POST /api/staff/experts; PUT, DELETE /api/staff/experts/{id}: the experts with their
// contacts and pools, `search`; a removed expert leaves its pools
const experts = directory('/staff/experts', 'expert', staffExpertListSchema);
const expertRoutes = staffCrudRoutes({
  ...experts,
  body: expertInputSchema,
  record: staffExpertSchema,
  list: {
    ...experts.list,
    read: async (c, { search }) => {
      const rows = await listStaffExperts(c.get('db'));
      return { data: rows.filter((row) => expertMatches(row, search)) };
    },
  },
  commands: {
    create: (scope, input) => createExpert(scope, input),
    update: (scope, input, { id }) => updateExpert(scope, id!, input),
    remove: (scope, { id }) => deleteExpert(scope, id!),
  },
});

// GET, POST /api/staff/pools; PUT, DELETE /api/staff/pools/{id}: the pools with their experts in
// order; a removed pool's experts stay
const pools = directory('/staff/pools', 'pool', staffPoolListSchema);
const poolRoutes = staffCrudRoutes({
  ...pools,
  body: poolInputSchema,
  record: staffPoolSchema,
  list: { ...pools.list, read: async (c) => ({ data: await listStaffPools(c.get('db')) }) },
  commands: {
    create: (scope, input) => createPool(scope, input),
    update: (scope, input, { id }) => updatePool(scope, id!, input),
    remove: (scope, { id }) => deletePool(scope, id!),
  },
});

export const expertStaffRoutes = createRouter().route('/', expertRoutes).route('/', poolRoutes);
