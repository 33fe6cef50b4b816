import 'server-only';
import { z } from '@hono/zod-openapi';

import { positiveInt } from '@/lib/api/params';
import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import { idParams } from '@/lib/api/staff-record-parts';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { versionBodySchema, withoutVersion } from '@/lib/validation/version';

import { dutyFactInputSchema, staffDutyFactSchema } from '../duty-fact-schemas';

import { createDutyFact, deleteDutyFact, listDutyFacts, updateDutyFact } from './staff-duty-facts';
import { assertAgreement } from './staff-heading-routes';

// Issue 46, market access in the console: an agreement's duty facts with their scope, one by one;
// each change versioned, audited, and re-validating the market-access pages.

// GET, POST /api/staff/agreements/{id}/duty-facts; PUT, DELETE …/duty-facts/{factId}
export const staffDutyFactRoutes = staffCrudRoutes({
  area: 'agreements',
  path: '/staff/agreements/{id}/duty-facts',
  name: 'agreement-wide duty fact',
  noun: 'fact',
  nested: {
    list: idParams,
    item: idParams.extend({ factId: positiveInt('factId') }),
    key: 'factId',
  },
  // A change names the version it started from in its body (or If-Match).
  body: z.intersection(dutyFactInputSchema, versionBodySchema),
  record: staffDutyFactSchema,
  revalidate: [CACHE_TAGS.marketAccess],
  list: {
    summary: 'An agreement’s duty facts with their scope (editors)',
    answer: z.object({ data: z.array(staffDutyFactSchema) }),
    text: 'The agreement’s facts',
    read: async (c, _query, { id }) => {
      await assertAgreement(c.get('db'), id!);
      return { data: await listDutyFacts(c.get('db'), [id!]) };
    },
  },
  commands: {
    create: (scope, input, { id }) => createDutyFact(scope, id!, withoutVersion(input)),
    update: (scope, input, { id, factId }) =>
      updateDutyFact(scope, id!, factId!, withoutVersion(input)),
    remove: (scope, { id, factId }) => deleteDutyFact(scope, id!, factId!),
  },
  docs: {
    create: {
      summary: 'Adds an agreement-wide duty fact with its scope (audited)',
      description:
        'The scope: `all`, or `chapters`, `headings`, `codes` with `from` and `to` (2, 4 or 6 ' +
        'digits, inclusive) and the codes left out (`except`); `partners` empty for every ' +
        'partner of the agreement. A heading’s own terms win over any fact; among facts, one ' +
        'naming the partner, then the narrowest scope.',
    },
    remove: { text: 'The removed fact’s id', errors: [404, 409, 422, 428] },
  },
});
