import 'server-only';
import { z } from '@hono/zod-openapi';

import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { readMultipart } from '@/lib/api/multipart';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { UPLOAD_MAX_BYTES } from '@/lib/constants';
import { uploadUrl } from '@/lib/storage';
import { pendingFile, removeQuietly, storeAll } from '@/lib/storage/stored-files';
import { checkImage, type UploadProblem } from '@/lib/storage/upload-checks';

import { CONTENT_IMAGE_FOLDER } from '../constants';

// Issue 29: a picture an editor puts into rich text (a news item's body, a page's content). It is
// checked by its content and re-encoded (WebP, no metadata) like every upload, stored under a
// server-made public key, and answered as the address the html then names. The upload is audited
// like every staff write (its key and size), so the log shows who put which picture online.

const PROBLEMS: Record<UploadProblem, string> = {
  size: 'RichText.errors.fileSize',
  image: 'RichText.errors.imageType',
  pdf: 'RichText.errors.imageType',
  imageOrPdf: 'RichText.errors.imageType',
};

const uploadForm = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['file'],
        properties: {
          file: {
            type: 'string' as const,
            format: 'binary',
            description: `JPEG, PNG, WebP or GIF of at most ${UPLOAD_MAX_BYTES} bytes, checked by content and stored as WebP`,
          },
        },
      },
    },
  },
  required: true,
};

const uploadRoute = staffRoute('contentImages', {
  method: 'post',
  path: '/staff/content-images',
  summary: 'Stores a picture for rich-text content, re-encoded, and answers its address (audited)',
  request: { body: uploadForm },
  responses: {
    201: jsonResponse(
      z.object({ url: z.string().openapi({ example: '/api/uploads/content/3f9a.webp' }) }),
      'The stored picture’s address',
    ),
    ...errorResponses(413, 422),
  },
});

// POST /api/staff/content-images – multipart `file`
export const contentImageRoutes = createRouter().openapi(uploadRoute, async (c) => {
  const form = await readMultipart(c);
  const file = form.file('file');
  if (!file) throw new ApiError(422, 'Api.invalid', { file: ['RichText.errors.fileRequired'] });
  const checked = await checkImage(file);
  if (!checked.ok) throw new ApiError(422, 'Api.invalid', { file: [PROBLEMS[checked.problem]] });
  const pending = pendingFile(CONTENT_IMAGE_FOLDER, checked.file);
  const { storage } = c.get('services');
  await storeAll(storage, [pending]);
  try {
    const answer = await staffChange(c, async () => {
      const url = uploadUrl(pending.key);
      const after = { key: pending.key, url, bytes: checked.file.body.length, name: file.name };
      const audit = { action: 'content-image.upload', entityType: 'content_images', after };
      return { result: { url }, audit: { ...audit, entityId: pending.key } };
    });
    return c.json(answer, 201);
  } catch (error) {
    await removeQuietly(storage, [pending.key], c.get('log'));
    throw error;
  }
});
