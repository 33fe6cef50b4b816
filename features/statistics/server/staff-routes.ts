import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import type { AppEnv } from '@/lib/api/types';

import {
  staffStatisticsQuerySchema,
  statisticInputSchema,
  statisticRecordSchema,
} from '../staff-schemas';
import { matchesWords } from '../statistic-filters';

import { listStatisticRecords } from './queries';
import {
  type ChangeWithPicture,
  checkTrees,
  createStatistic,
  deleteStatistic,
  removePictures,
  updateStatistic,
} from './save-statistic';

// Issue 26 "Staff console": editors (and administrators) keep the portal's statistics, studies and
// infographics; every change is audited in its transaction. No public page renders them (the
// interactive data is read per member through /api/statista/*), so no cache tag goes stale.

/** The former version's pictures, once the change is committed (an old key no page names). */
async function withoutFormerPicture(c: Context<AppEnv>, change: ChangeWithPicture<unknown>) {
  await removePictures(c.get('services').storage, change.formerPicture);
  return change.answer;
}

// GET, POST /api/staff/statistics; PUT, DELETE /api/staff/statistics/{id}
export const staffStatisticRoutes = staffCrudRoutes({
  area: 'statistics',
  path: '/staff/statistics',
  name: 'statistic',
  body: statisticInputSchema,
  record: statisticRecordSchema,
  list: {
    summary: 'Every statistic, drafts too, by words in either language and type (editors)',
    query: staffStatisticsQuerySchema,
    answer: z.object({ data: z.array(statisticRecordSchema) }),
    text: 'The statistics',
    // `q` in both languages, `type`
    read: async (c, { q, type }) => {
      const rows = await listStatisticRecords(c.get('db'));
      return { data: rows.filter((row) => (!type || row.type === type) && matchesWords(row, q)) };
    },
  },
  check: (db, input) => checkTrees(db, input),
  commands: {
    create: (scope, input, _params, c) => createStatistic(scope, c.get('services').storage, input),
    update: (scope, input, { id }, c) =>
      updateStatistic(scope, c.get('services').storage, id!, input),
    remove: (scope, { id }) => deleteStatistic(scope, id!),
  },
  answer: { update: withoutFormerPicture, remove: withoutFormerPicture },
  docs: {
    create: {
      summary: 'Adds a statistic, study or infographic (audited)',
      description: 'An infographic’s pictures are drawn from its first series and stored.',
    },
    update: {
      summary: 'Changes a statistic, from the version the editor started from (audited)',
    },
    remove: { errors: [404, 409, 422, 428] },
  },
});
