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
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { Guide } from '@/lib/db/schema';
import { uploadUrl } from '@/lib/storage';
import { forgetDownloads } from '@/lib/storage/download-counts';
import { GATED_PREFIX, isGatedKey } from '@/lib/storage/gated-files';

import { GUIDE_FILE_FIELDS, isFullGuideFile, staffGuideSchema } from '../staff-schemas';

import { GUIDE_ENTITY as entityType, lockGuide, setGuide, staffGuideOf } from './staff-guide';

// Issue 29 "The export guide": its files, a PDF each, checked by content. The full guide (its
// English and Arabic files) is for members only (issue 26): it is stored under gated/guide, which
// only GET /api/files/guide/… hands out after the session check (./file-access.ts); the steps'
// files are public uploads. A replaced or removed file goes once the change has committed, and a
// full guide's download count with it.

const revalidate = [CACHE_TAGS.guide];
const MESSAGES = {
  required: 'rules.required',
  size: 'GuideAdmin.errors.fileSize',
  pdf: 'GuideAdmin.errors.pdfType',
};
const params = z.object({
  field: z
    .enum(GUIDE_FILE_FIELDS)
    .openapi({ param: { name: 'field', in: 'path' }, example: 'step_1_file' }),
});
const answer = jsonResponse(staffGuideSchema, 'The guide');

/** Where a field's file is kept, and what the column holds for it. */
const placeOf = (field: string) =>
  isFullGuideFile(field)
    ? { folder: `${GATED_PREFIX}guide`, value: (key: string) => key }
    : { folder: 'guide-steps', value: uploadUrl };

const putRoute = staffRoute('guide', {
  method: 'put',
  path: '/staff/guide/files/{field}',
  summary:
    'Attaches a PDF to the guide (the full guide for members, or a step’s), replacing the one ' +
    'it had (audited)',
  request: { params, body: documentUploadBody('The guide’s document') },
  responses: { 200: answer, ...errorResponses(404, 409, 422, 428) },
});

const deleteRoute = staffRoute('guide', {
  method: 'delete',
  path: '/staff/guide/files/{field}',
  summary: 'Removes one of the guide’s PDFs at the version named by If-Match (audited)',
  request: { params },
  responses: { 200: answer, ...errorResponses(404, 409, 428) },
});

const auditOf = (id: number, field: string, before: Guide, after: Guide) => ({
  action: 'guide.file',
  entityType,
  entityId: id,
  before: { [field]: before[field as keyof Guide] },
  after: { [field]: after[field as keyof Guide] },
});

export const staffGuideFileRoutes = createRouter()
  // PUT /api/staff/guide/files/{field} – one of its PDFs
  .openapi(putRoute, async (c) => {
    const { field } = c.req.valid('param');
    const place = placeOf(field);
    const upload = await readDocumentUpload(c, place.folder, MESSAGES);
    const row = await withUploadedDocument(c, upload, (key) =>
      staffChange(
        c,
        async ({ tx, checkVersion }) => {
          const before = await lockGuide(tx);
          checkVersion(before.version);
          const replaced = before[field as keyof Guide] as string;
          const after = await setGuide(tx, before.id, { [field]: place.value(key) });
          if (isGatedKey(replaced)) await forgetDownloads(tx, [replaced]);
          const result = { result: staffGuideOf(after), replaced };
          return { result, audit: auditOf(before.id, field, before, after) };
        },
        { revalidate, formVersion: upload.version },
      ),
    );
    return c.json(row, 200);
  })
  // DELETE /api/staff/guide/files/{field} – one of its PDFs removed
  .openapi(deleteRoute, async (c) => {
    const { field } = c.req.valid('param');
    const { row, removed } = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const before = await lockGuide(tx);
        checkVersion(before.version);
        const removed = before[field as keyof Guide] as string;
        const after = await setGuide(tx, before.id, { [field]: '' });
        if (isGatedKey(removed)) await forgetDownloads(tx, [removed]);
        const result = { row: staffGuideOf(after), removed };
        return { result, audit: auditOf(before.id, field, before, after) };
      },
      { revalidate },
    );
    await removeStoredDocuments(c, [removed]);
    return c.json(row, 200);
  });
