import 'server-only';
import { createRoute } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { fullTranslator } from '@/lib/api/translate';
import { sessionOf } from '@/lib/auth/middleware';
import { formatNumber } from '@/lib/i18n/format-number';

import { sentPlanSchema } from '../schemas';

import { markSent } from './plan-store';
import { readOwnPlan } from './read-plan';
import { member, planIdParam } from './route-kit';
import type { ExportPlanSources } from './sources';

// Issue 59 "Shared with an adviser, on the member's say-so": the member sends the plan to the
// agency as an enquiry; advisers read it in the console (read-only, each reading audited).

export const EXPORT_PLAN_CONSOLE_PATH = '/admin/export-plans';

const sendRoute = createRoute({
  ...member,
  method: 'post',
  path: '/export-plans/{id}/send',
  summary: 'Sends the member’s export plan to the agency as an enquiry (issue 59)',
  description:
    'Stores an enquiry naming the plan (its e-mails queued as every enquiry’s); the agency’s ' +
    'advisers read the plan in the console. 201 with the enquiry’s id. 404 for anyone else’s plan.',
  request: { params: planIdParam },
  responses: {
    201: jsonResponse(sentPlanSchema, 'The enquiry the plan was sent with'),
    ...errorResponses(401, 404, 422),
  },
});

// POST /api/export-plans/{id}/send – the plan to the agency, as an enquiry
export const sendRoutes = (sources: ExportPlanSources) =>
  createRouter().openapi(sendRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { user } = sessionOf(c);
    const db = c.get('db');
    const services = c.get('services');
    const { answer, facts } = await readOwnPlan(db, sources, user.id, id);
    const locale = c.get('locale');
    const now = services.now();
    const t = fullTranslator(locale);
    const enquiryId = await sources.sendEnquiry(
      db,
      {
        user,
        planId: answer.id,
        company: answer.company.name,
        phone: facts.company.phone,
        progress: t('ExportPlan.enquiry.progress', {
          complete: formatNumber(answer.progress.complete, locale),
          total: formatNumber(answer.progress.total, locale),
        }),
        consolePath: `${EXPORT_PLAN_CONSOLE_PATH}/${answer.id}`,
        locale,
        now,
      },
      services.auth.siteUrl,
      services.enquiryInbox,
    );
    await markSent(db, answer.id, enquiryId, now);
    services.outbox.kick();
    return c.json({ enquiry_id: enquiryId, sent_at: now.toISOString() }, 201);
  });
