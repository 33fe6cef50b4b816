import 'server-only';
import { z } from '@hono/zod-openapi';

import { removeStoredDocuments } from '@/lib/api/document-upload';
import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { withoutVersion } from '@/lib/validation/version';

import { faqFlagsSchema, faqInputSchema, faqMoveSchema, staffFaqSchema } from '../staff-schemas';

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
const idParam = z.object({ id: positiveInt('id') });
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const answer = (description: string) => jsonResponse(staffFaqSchema, description);

const listRoute = staffRoute('faqs', {
  method: 'get',
  path: '/staff/faqs',
  summary: 'Every FAQ, published or not, by category, tab and place (editors)',
  responses: { 200: jsonResponse(z.object({ data: z.array(staffFaqSchema) }), 'The FAQs') },
});

const createRoute = staffRoute('faqs', {
  method: 'post',
  path: '/staff/faqs',
  summary: 'Adds a FAQ at the end of its tab (audited)',
  request: json(faqInputSchema),
  responses: { 201: answer('The new FAQ'), ...errorResponses(422) },
});

const updateRoute = staffRoute('faqs', {
  method: 'put',
  path: '/staff/faqs/{id}',
  summary: 'Changes a FAQ from the version the editor started from (audited)',
  request: { params: idParam, ...json(faqInputSchema) },
  responses: { 200: answer('The changed FAQ'), ...errorResponses(404, 409, 422, 428) },
});

const flagsRoute = staffRoute('faqs', {
  method: 'put',
  path: '/staff/faqs/{id}/flags',
  summary: 'Publishes or unpublishes a FAQ, puts it on the home page or takes it off (audited)',
  request: { params: idParam, ...json(faqFlagsSchema) },
  responses: { 200: answer('The changed FAQ'), ...errorResponses(404, 409, 422, 428) },
});

const moveRoute = staffRoute('faqs', {
  method: 'post',
  path: '/staff/faqs/{id}/move',
  summary: 'Moves a FAQ one place up or down in its tab (each FAQ moved audited)',
  request: { params: idParam, ...json(faqMoveSchema) },
  responses: { 200: answer('The moved FAQ'), ...errorResponses(404, 409, 422, 428) },
});

const deleteRoute = staffRoute('faqs', {
  method: 'delete',
  path: '/staff/faqs/{id}',
  summary: 'Removes a FAQ at the version named by If-Match, and its uploaded files (audited)',
  request: { params: idParam },
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed FAQ’s id'),
    ...errorResponses(404, 409, 428),
  },
});

export const staffFaqRoutes = createRouter()
  // GET /api/staff/faqs – every FAQ
  .openapi(listRoute, async (c) => c.json({ data: await listStaffFaqs(c.get('db')) }, 200))
  // POST /api/staff/faqs – a new FAQ, last of its tab
  .openapi(createRoute, async (c) => {
    const input = withoutVersion(c.req.valid('json'));
    const row = await staffChange(
      c,
      async ({ tx }) => {
        const created = await insertFaq(tx, input);
        const audit = { action: 'faq.create', entityType, entityId: created.id, after: created };
        return { result: created, audit };
      },
      { revalidate },
    );
    return c.json(row, 201);
  })
  // PUT /api/staff/faqs/{id} – its fields replaced
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    const row = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const before = await lockFaq(tx, id);
        checkVersion(before.version);
        const after = await updateFaq(tx, before, input);
        return {
          result: after,
          audit: { action: 'faq.update', entityType, entityId: id, before, after },
        };
      },
      { revalidate },
    );
    return c.json(row, 200);
  })
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
  })
  // DELETE /api/staff/faqs/{id} – removed, with the files the portal stored for it
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const before = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const before = await lockFaq(tx, id);
        checkVersion(before.version);
        await deleteFaq(tx, id);
        return {
          result: before,
          audit: { action: 'faq.delete', entityType, entityId: id, before },
        };
      },
      { revalidate },
    );
    await removeStoredDocuments(c, [before.file_eng, before.file_ara]);
    return c.json({ id }, 200);
  });
