import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';

import {
  staffStatisticsQuerySchema,
  statisticInputSchema,
  statisticRecordSchema,
} from '../staff-schemas';
import { matchesWords } from '../statistic-filters';

import { listStatisticRecords } from './queries';
import {
  checkTrees,
  createStatistic,
  deleteStatistic,
  removePictures,
  updateStatistic,
} from './save-statistic';

// Issue 26 "Staff console": editors (and administrators) keep the portal's statistics, studies and
// infographics; every change is audited in its transaction. No public page renders them (the
// interactive data is read per member through /api/statista/*), so no cache tag goes stale.
const idParam = { params: z.object({ id: positiveInt('id') }) };
const body = {
  body: { content: { 'application/json': { schema: statisticInputSchema } }, required: true },
};

const listRoute = staffRoute('statistics', {
  method: 'get',
  path: '/staff/statistics',
  summary: 'Every statistic, drafts too, by words in either language and type (editors)',
  request: { query: staffStatisticsQuerySchema },
  responses: {
    200: jsonResponse(z.object({ data: z.array(statisticRecordSchema) }), 'The statistics'),
    ...errorResponses(422),
  },
});

const createRoute = staffRoute('statistics', {
  method: 'post',
  path: '/staff/statistics',
  summary: 'Adds a statistic, study or infographic (audited)',
  description: 'An infographic’s pictures are drawn from its first series and stored.',
  request: body,
  responses: {
    201: jsonResponse(statisticRecordSchema, 'The new statistic'),
    ...errorResponses(422),
  },
});

const updateRoute = staffRoute('statistics', {
  method: 'put',
  path: '/staff/statistics/{id}',
  summary: 'Changes a statistic, from the version the editor started from (audited)',
  request: { ...idParam, ...body },
  responses: {
    200: jsonResponse(statisticRecordSchema, 'The changed statistic'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const deleteRoute = staffRoute('statistics', {
  method: 'delete',
  path: '/staff/statistics/{id}',
  summary: 'Removes a statistic at the version named by If-Match (audited)',
  request: idParam,
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed statistic’s id'),
    ...errorResponses(404, 409, 422, 428),
  },
});

export const staffStatisticRoutes = createRouter()
  // GET /api/staff/statistics – every statistic, `q` in both languages, `type`
  .openapi(listRoute, async (c) => {
    const { q, type } = c.req.valid('query');
    const rows = await listStatisticRecords(c.get('db'));
    const data = rows.filter((row) => (!type || row.type === type) && matchesWords(row, q));
    return c.json({ data }, 200);
  })
  // POST /api/staff/statistics – a new statistic
  .openapi(createRoute, async (c) => {
    const input = c.req.valid('json');
    await checkTrees(c.get('db'), input);
    const storage = c.get('services').storage;
    const row = await staffChange(c, (scope) => createStatistic(scope, storage, input));
    return c.json(row, 201);
  })
  // PUT /api/staff/statistics/{id} – its fields replaced
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    await checkTrees(c.get('db'), input);
    const storage = c.get('services').storage;
    const { answer, formerPicture } = await staffChange(c, (scope) =>
      updateStatistic(scope, storage, id, input),
    );
    // The former version's pictures, once the change is committed (an old key no page names).
    await removePictures(storage, formerPicture);
    return c.json(answer, 200);
  })
  // DELETE /api/staff/statistics/{id} – removed
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const storage = c.get('services').storage;
    const { answer, formerPicture } = await staffChange(c, (scope) => deleteStatistic(scope, id));
    await removePictures(storage, formerPicture);
    return c.json(answer, 200);
  });
