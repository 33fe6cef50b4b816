import 'server-only';
import { z } from '@hono/zod-openapi';

import { removeStoredDocuments } from '@/lib/api/document-upload';
import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import { idParams, jsonBody } from '@/lib/api/staff-record-parts';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { withoutVersion } from '@/lib/validation/version';

import {
  faqFlagsSchema,
  faqInputSchema,
  faqMoveSchema,
  type StaffFaq,
  staffFaqSchema,
} from '../staff-schemas';

import {
  deleteFaq,
  FAQ_ENTITY as entityType,
  insertFaq,
  listStaffFaqs,
  lockFaq,
  moveFaq,
  setFaq,
  updateFaq,
} from './staff-faqs';

// Issue 29 "FAQs": editors add, change, order, publish and unpublish the FAQs, put them on the home
// page or take them off (their PDFs: ./staff-file-routes.ts). Every change is audited in its transaction
// and re-validates the `faq` tag: the FAQ pages and the home page's FAQ list read through it
// (features/faq/server/cached.ts).

const revalidate = [CACHE_TAGS.faq];
const answer = (description: string) => jsonResponse(staffFaqSchema, description);

const flagsRoute = staffRoute('faqs', {
  method: 'put',
  path: '/staff/faqs/{id}/flags',
  summary: 'Publishes or unpublishes a FAQ, puts it on the home page or takes it off (audited)',
  request: { params: idParams, ...jsonBody(faqFlagsSchema) },
  responses: { 200: answer('The changed FAQ'), ...errorResponses(404, 409, 422, 428) },
});

const moveRoute = staffRoute('faqs', {
  method: 'post',
  path: '/staff/faqs/{id}/move',
  summary: 'Moves a FAQ one place up or down in its tab (each FAQ moved audited)',
  request: { params: idParams, ...jsonBody(faqMoveSchema) },
  responses: { 200: answer('The moved FAQ'), ...errorResponses(404, 409, 422, 428) },
});

// GET, POST /api/staff/faqs; PUT, DELETE /api/staff/faqs/{id}
const faqRoutes = staffCrudRoutes({
  area: 'faqs',
  path: '/staff/faqs',
  name: 'FAQ',
  body: faqInputSchema,
  record: staffFaqSchema,
  revalidate,
  list: {
    summary: 'Every FAQ, published or not, by category, tab and place (editors)',
    answer: z.object({ data: z.array(staffFaqSchema) }),
    text: 'The FAQs',
    read: async (c) => ({ data: await listStaffFaqs(c.get('db')) }),
  },
  commands: {
    // the last of its tab
    create: async ({ tx }, input) => {
      const created = await insertFaq(tx, withoutVersion(input));
      const audit = { action: 'faq.create', entityType, entityId: created.id, after: created };
      return { result: created, audit };
    },
    // its fields replaced
    update: async ({ tx, checkVersion }, input, { id }) => {
      const before = await lockFaq(tx, id!);
      checkVersion(before.version);
      const after = await updateFaq(tx, before, withoutVersion(input));
      return {
        result: after,
        audit: { action: 'faq.update', entityType, entityId: id!, before, after },
      };
    },
    // removed, then the files the portal stored for it
    remove: async ({ tx, checkVersion }, { id }) => {
      const before = await lockFaq(tx, id!);
      checkVersion(before.version);
      await deleteFaq(tx, id!);
      return { result: before, audit: { action: 'faq.delete', entityType, entityId: id!, before } };
    },
  },
  answer: {
    remove: async (c, before: StaffFaq) => {
      await removeStoredDocuments(c, [before.file_eng, before.file_ara]);
      return { id: before.id };
    },
  },
  docs: {
    create: { summary: 'Adds a FAQ at the end of its tab (audited)' },
    remove: {
      summary: 'Removes a FAQ at the version named by If-Match, and its uploaded files (audited)',
    },
  },
});

// PUT /api/staff/faqs/{id}/flags; POST /api/staff/faqs/{id}/move (the PDFs: ./staff-file-routes.ts)
export const staffFaqRoutes = createRouter()
  .route('/', faqRoutes)
  // PUT /api/staff/faqs/{id}/flags – published or not, on the home page or not
  .openapi(flagsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const flags = withoutVersion(c.req.valid('json'));
    const row = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const before = await lockFaq(tx, id);
        checkVersion(before.version);
        const after = await setFaq(tx, id, flags);
        const audit = {
          action: 'faq.flags',
          entityType,
          entityId: id,
          before: { status: before.status, add_to_home: before.add_to_home },
          after: { status: after.status, add_to_home: after.add_to_home },
        };
        return { result: after, audit };
      },
      { revalidate },
    );
    return c.json(row, 200);
  })
  // POST /api/staff/faqs/{id}/move – one place up or down
  .openapi(moveRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { direction } = c.req.valid('json');
    const row = await staffChange(
      c,
      async (scope) => {
        const before = await lockFaq(scope.tx, id);
        scope.checkVersion(before.version);
        return moveFaq(scope, before, direction);
      },
      { revalidate },
    );
    return c.json(row, 200);
  });
