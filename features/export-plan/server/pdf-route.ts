import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import sharp from 'sharp';

import { errorResponses, notFound } from '@/lib/api/errors';
import { positiveInt } from '@/lib/api/params';
import { createRouter, declareRoute } from '@/lib/api/router';
import type { AppEnv } from '@/lib/api/types';
import { requireAuth, sessionOf } from '@/lib/auth/middleware';
import type { PdfDocument } from '@/lib/pdf/pdf-document';
import { renderPdf } from '@/lib/pdf/render-pdf';

import { pdfQuerySchema } from '../schemas';

import { planPdfDocument } from './plan-pdf';
import { findOwnPlan } from './plan-store';
import { composePlan, factsOf } from './read-plan';
import { member, planIdParam } from './route-kit';
import type { ExportPlanSources } from './sources';

const pdfRoute = createRoute({
  ...member,
  method: 'get',
  path: '/export-plans/{id}/pdf',
  summary: 'The member’s export plan as a PDF in its language (issue 59)',
  description:
    '`locale` (en or ar; else the plan’s) is the language of the document. An attachment, never ' +
    'stored by a cache. 404 for anyone else’s plan.',
  request: { params: planIdParam, query: pdfQuerySchema },
  responses: {
    200: {
      description: 'The PDF, as an attachment',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses(401, 404, 422),
  },
});

/** The company's logo as PNG bytes (any stored picture converted), or null. */
async function logoOf(c: Context<AppEnv>, key: string): Promise<PdfDocument['cover']['logo']> {
  if (!key) return null;
  try {
    const file = await c.get('services').storage.get(key);
    if (!file) return null;
    return new Uint8Array(
      await sharp(file.body).resize({ width: 400, withoutEnlargement: true }).png().toBuffer(),
    );
  } catch {
    return null;
  }
}

// GET /api/export-plans/{id}/pdf – the member's plan as a PDF, in the language asked
export const pdfRoutes = (sources: ExportPlanSources) => {
  const router = createRouter();
  declareRoute(router, pdfRoute);
  router.get('/export-plans/:id/pdf', requireAuth, async (c) => {
    const id = positiveInt('id').safeParse(c.req.param('id'));
    if (!id.success) throw notFound();
    const query = pdfQuerySchema.safeParse({ locale: c.req.query('locale') });
    const db = c.get('db');
    const { user } = sessionOf(c);
    const stored = await findOwnPlan(db, user.id, id.data);
    if (!stored) throw notFound();
    const locale = (query.success && query.data.locale) || stored.plan.locale;
    const { answer } = composePlan(stored, await factsOf(db, sources, user.id), locale);
    const document = planPdfDocument(answer, {
      locale,
      logo: await logoOf(c, answer.company.logo),
      now: c.get('services').now(),
    });
    const bytes = await renderPdf(document);
    return c.body(bytes as unknown as ArrayBuffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="export-plan-${answer.id}-${locale}.pdf"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return router;
};
