import 'server-only';
import { z } from '@hono/zod-openapi';
import { and, count, inArray, isNull } from 'drizzle-orm';

import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { HOLDING_HIT_STATUSES, screeningHits } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { HIT_ENTITY } from './decide-hit';
import { rescreenSubjects } from './rescreen';

// Issue 47: staff screen every subject again on demand (the import does it by itself after each
// list version); audited as one entry naming how many subjects were screened.

export const RESCREEN_ACTION = 'screening-hit.rescreen';

const rescreenAnswer = z.object({
  subjects: z.number().int(),
  held: z.number().int(),
});

const holdingCount = async (db: Db) => {
  const [row] = await db
    .select({ value: count() })
    .from(screeningHits)
    .where(
      and(
        inArray(screeningHits.status, [...HOLDING_HIT_STATUSES]),
        isNull(screeningHits.superseded_at),
      ),
    );
  return row?.value ?? 0;
};

const route = staffRoute('screening', {
  method: 'post',
  path: '/staff/screening/rescreen',
  summary:
    'Screens every subject (trade leads’ buyers, member companies, the relay’s buyers) again against the current lists (audited)',
  responses: {
    200: jsonResponse(rescreenAnswer, 'How many subjects were screened and how many hits hold'),
  },
});

// POST /api/staff/screening/rescreen – every subject screened again
export const rescreenAll = createRouter().openapi(route, async (c) => {
  const answer = await staffChange(
    c,
    async ({ tx, now }) => {
      const { subjects, changed } = await rescreenSubjects(tx, now);
      const held = await holdingCount(tx);
      // The companies that came into or out of a hold are searched as they now are.
      const companies = changed.filter((subject) => subject.type === 'company');
      await c.get('searchIndex').reindex(
        tx,
        companies.map((subject) => ({ entityType: 'companies', entityId: subject.id })),
      );
      return {
        result: { subjects, held },
        audit: {
          action: RESCREEN_ACTION,
          entityType: HIT_ENTITY,
          entityId: 0,
          after: { subjects, held },
        },
      };
    },
    { revalidate: [CACHE_TAGS.tradeLeads, CACHE_TAGS.companies, CACHE_TAGS.search] },
  );
  return c.json(answer, 200);
});
