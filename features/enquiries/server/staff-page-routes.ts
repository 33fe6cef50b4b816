import 'server-only';
import { z } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { cleanRichHtml } from '@/lib/db/rich-html';
import { enquiryPages } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { withoutVersion } from '@/lib/validation/version';

import { enquiryPageInputSchema, staffEnquiryPageSchema } from '../enquiry-page-input';

// Issue 29 "The enquiry pages' texts": editors change each enquiry page's title, subtitle,
// picture, result text and tooltip (one record per page; the pages are fixed, so nothing is added
// or removed). Each change is audited and re-validates the `enquiry-pages` tag: the enquiry
// forms' cards and the home page's enquiry-type dialog read through it (./cached.ts).

const revalidate = [CACHE_TAGS.enquiryPages];
const entityType = 'enquiry_pages';

/** Every enquiry page with its version, by id (the console's list). */
export const listStaffEnquiryPages = (db: Db) =>
  db.select().from(enquiryPages).orderBy(asc(enquiryPages.id));

const listRoute = staffRoute('enquiryPages', {
  method: 'get',
  path: '/staff/enquiry-pages',
  summary: 'Every enquiry page’s texts with its version (editors)',
  responses: {
    200: jsonResponse(z.object({ data: z.array(staffEnquiryPageSchema) }), 'The pages'),
  },
});

const updateRoute = staffRoute('enquiryPages', {
  method: 'put',
  path: '/staff/enquiry-pages/{id}',
  summary: 'Changes an enquiry page’s texts from the version the editor started from (audited)',
  request: {
    params: z.object({ id: positiveInt('id') }),
    body: { content: { 'application/json': { schema: enquiryPageInputSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(staffEnquiryPageSchema, 'The changed page'),
    ...errorResponses(404, 409, 422, 428),
  },
});

export const staffEnquiryPageRoutes = createRouter()
  // GET /api/staff/enquiry-pages – every page
  .openapi(listRoute, async (c) => c.json({ data: await listStaffEnquiryPages(c.get('db')) }, 200))
  // PUT /api/staff/enquiry-pages/{id} – its texts
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const values = cleanRichHtml(enquiryPages, withoutVersion(c.req.valid('json')));
    const row = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const [before] = await tx
          .select()
          .from(enquiryPages)
          .where(eq(enquiryPages.id, id))
          .for('update');
        if (!before) throw notFound();
        checkVersion(before.version);
        const [after] = await tx
          .update(enquiryPages)
          .set({ ...values, version: nextVersion(enquiryPages.version) })
          .where(eq(enquiryPages.id, id))
          .returning();
        const audit = { action: 'enquiry-page.update', entityType, entityId: id, before, after };
        return { result: after!, audit };
      },
      { revalidate },
    );
    return c.json(row, 200);
  });
