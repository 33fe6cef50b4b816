import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffRoute } from '@/lib/api/staff-route';
import { writeAudit } from '@/lib/audit/write-audit';
import { sessionOf } from '@/lib/auth/middleware';
import type { Db } from '@/lib/db/types';

import { exportPlanSchema } from '../schemas';

import { findPlanById } from './plan-store';
import { composePlan } from './read-plan';
import type { ExportPlanSources } from './sources';

// Issue 59: the agency's advisers (the enquiry desk) read a plan its member sent them, never edit
// it; each reading is written to the audit log (a member's plan is their data).

const readRoute = staffRoute('enquiries', {
  method: 'get',
  path: '/staff/export-plans/{id}',
  summary:
    'An export plan its member sent to the agency, read-only; each reading audited (issue 59)',
  description: '404 for a plan its member has not sent.',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: { 200: jsonResponse(exportPlanSchema, 'The plan'), ...errorResponses(404, 422) },
});

/** A sent plan as staff read it, the reading audited; null when there is none such. */
export async function readSentPlan(
  db: Db,
  sources: ExportPlanSources,
  { id, actor, now }: { id: number; actor: Parameters<typeof writeAudit>[1]; now: Date },
) {
  const stored = await findPlanById(db, id);
  if (!stored || !stored.plan.sent_at) return null;
  const facts = await sources.facts(db, stored.plan.user_id);
  if (!facts) return null;
  await writeAudit(
    db,
    actor,
    { action: 'export-plan.read', entityType: 'export_plans', entityId: id },
    now,
  );
  return composePlan(stored, facts).answer;
}

// GET /api/staff/export-plans/{id} – a sent plan, read-only, the reading audited
export const exportPlanStaffRoutes = (sources: ExportPlanSources) =>
  createRouter().openapi(readRoute, async (c) => {
    const { id } = c.req.valid('param');
    const plan = await readSentPlan(c.get('db'), sources, {
      id,
      actor: sessionOf(c).user,
      now: c.get('services').now(),
    });
    if (!plan) throw notFound();
    return c.json(plan, 200);
  });
