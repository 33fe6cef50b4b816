import 'server-only';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { errorResponses, found } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import type { AppEnv } from '@/lib/api/types';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { Guide } from '@/lib/db/schema';
import { withoutVersion } from '@/lib/validation/version';

import {
  GUIDE_STEP_NUMBERS,
  guideInputSchema,
  guideStepInputSchema,
  staffGuideSchema,
  stepColumns,
} from '../staff-schemas';

import {
  columnsOf,
  GUIDE_ENTITY as entityType,
  lockGuide,
  readStaffGuide,
  setGuide,
  staffGuideOf,
} from './staff-guide';

// Issue 29 "The export guide": editors change the guide's texts and each of its seven steps
// (its files: ./staff-file-routes.ts). Every change is audited in its transaction and
// re-validates the `guide` tag, which the guide's pages read through (./cached.ts).

const revalidate = [CACHE_TAGS.guide];
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const answer = jsonResponse(staffGuideSchema, 'The guide');
const stepParam = z.object({
  step: z.coerce
    .number()
    .int()
    .refine((step) => GUIDE_STEP_NUMBERS.includes(step), 'rules.invalid')
    .openapi({ param: { name: 'step', in: 'path' }, example: 1, description: '1 to 7' }),
});

/** Sets the guide's `values` at the editor's version, audited as `action` (with `extra`'s fields). */
const changeGuide = (
  c: Context<AppEnv>,
  action: string,
  values: Partial<Guide>,
  extra: Record<string, unknown> = {},
) =>
  staffChange(
    c,
    async ({ tx, checkVersion }) => {
      const before = await lockGuide(tx);
      checkVersion(before.version);
      const after = await setGuide(tx, before.id, values);
      const audit = {
        action,
        entityType,
        entityId: before.id,
        before: { ...extra, ...columnsOf(before, values) },
        after: { ...extra, ...columnsOf(after, values) },
      };
      return { result: staffGuideOf(after), audit };
    },
    { revalidate },
  );

const readRoute = staffRoute('guide', {
  method: 'get',
  path: '/staff/guide',
  summary: 'The export guide with its version (editors)',
  responses: { 200: answer, ...errorResponses(404) },
});

const updateRoute = staffRoute('guide', {
  method: 'put',
  path: '/staff/guide',
  summary: 'Changes the guide’s own texts from the version the editor started from (audited)',
  request: json(guideInputSchema),
  responses: { 200: answer, ...errorResponses(404, 409, 422, 428) },
});

const stepRoute = staffRoute('guide', {
  method: 'put',
  path: '/staff/guide/steps/{step}',
  summary: 'Changes one step’s name and entry in both languages (audited)',
  request: { params: stepParam, ...json(guideStepInputSchema) },
  responses: { 200: answer, ...errorResponses(404, 409, 422, 428) },
});

export const staffGuideRoutes = createRouter()
  // GET /api/staff/guide – the guide
  .openapi(readRoute, async (c) => {
    return c.json(found(await readStaffGuide(c.get('db'))), 200);
  })
  // PUT /api/staff/guide – its texts
  .openapi(updateRoute, async (c) => {
    const values = withoutVersion(c.req.valid('json'));
    return c.json(await changeGuide(c, 'guide.update', values), 200);
  })
  // PUT /api/staff/guide/steps/{step} – one step's name and entry
  .openapi(stepRoute, async (c) => {
    const { step } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    const columns = stepColumns(step);
    const values = {
      [columns.name_eng]: input.name_eng,
      [columns.name_ara]: input.name_ara,
      [columns.html_eng]: input.html_eng,
      [columns.html_ara]: input.html_ara,
    };
    return c.json(await changeGuide(c, 'guide.step', values, { step }), 200);
  });
