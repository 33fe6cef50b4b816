import 'server-only';
import { z } from '@hono/zod-openapi';

import {
  documentUploadBody,
  readDocumentUpload,
  removeStoredDocuments,
  withUploadedDocument,
} from '@/lib/api/document-upload';
import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { uploadUrl } from '@/lib/storage';

import { FAQ_FILE_LANGS, faqFileColumn, staffFaqSchema } from '../staff-schemas';

import { FAQ_ENTITY as entityType, lockFaq, setFaq } from './staff-faqs';

// Issue 29 "FAQs": a FAQ's document in English or Arabic (part 1 §3 file_eng, file_ara), a PDF
// checked by its content, stored under uploads/faqs and linked by its public address. Each change
// audited, the `faq` tag re-validated.

const revalidate = [CACHE_TAGS.faq];
const FOLDER = 'faqs';
const MESSAGES = {
  required: 'rules.required',
  size: 'FaqsAdmin.errors.fileSize',
  pdf: 'FaqsAdmin.errors.pdfType',
};
const params = z.object({
  id: positiveInt('id'),
  lang: z.enum(FAQ_FILE_LANGS).openapi({ param: { name: 'lang', in: 'path' }, example: 'en' }),
});
const answer = jsonResponse(staffFaqSchema, 'The changed FAQ');

const putRoute = staffRoute('faqs', {
  method: 'put',
  path: '/staff/faqs/{id}/file/{lang}',
  summary: 'Attaches the FAQ’s PDF in English or Arabic, replacing the one it had (audited)',
  request: { params, body: documentUploadBody('The FAQ’s document') },
  responses: { 200: answer, ...errorResponses(404, 409, 422, 428) },
});

const deleteRoute = staffRoute('faqs', {
  method: 'delete',
  path: '/staff/faqs/{id}/file/{lang}',
  summary: 'Removes the FAQ’s PDF in English or Arabic, at the version named by If-Match (audited)',
  request: { params },
  responses: { 200: answer, ...errorResponses(404, 409, 428) },
});

export const staffFaqFileRoutes = createRouter()
  // PUT /api/staff/faqs/{id}/file/{lang} – its PDF in one language
  .openapi(putRoute, async (c) => {
    const { id, lang } = c.req.valid('param');
    const column = faqFileColumn(lang);
    const upload = await readDocumentUpload(c, FOLDER, MESSAGES);
    const row = await withUploadedDocument(c, upload, (key) =>
      staffChange(
        c,
        async ({ tx, checkVersion }) => {
          const before = await lockFaq(tx, id);
          checkVersion(before.version);
          const after = await setFaq(tx, id, { [column]: uploadUrl(key) });
          const audit = {
            action: 'faq.file',
            entityType,
            entityId: id,
            before: { [column]: before[column] },
            after: { [column]: after[column] },
          };
          return { result: { result: after, replaced: before[column] }, audit };
        },
        { revalidate, formVersion: upload.version },
      ),
    );
    return c.json(row, 200);
  })
  // DELETE /api/staff/faqs/{id}/file/{lang} – its PDF in one language removed
  .openapi(deleteRoute, async (c) => {
    const { id, lang } = c.req.valid('param');
    const column = faqFileColumn(lang);
    const { before, after } = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const before = await lockFaq(tx, id);
        checkVersion(before.version);
        const after = await setFaq(tx, id, { [column]: '' });
        const audit = {
          action: 'faq.file',
          entityType,
          entityId: id,
          before: { [column]: before[column] },
          after: { [column]: '' },
        };
        return { result: { before, after }, audit };
      },
      { revalidate },
    );
    await removeStoredDocuments(c, [before[column]]);
    return c.json(after, 200);
  });
