import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { ApiError } from '@/lib/api/errors';
import type { AppEnv } from '@/lib/api/types';

// How large a request body may be, by its route: 413 as soon as it streams in past the limit.

export const JSON_BODY_LIMIT_BYTES = 100 * 1024;
// Uploads are checked per file by their route (the avatar 2 MB, company files 9 MB each); the whole
// body is cut off as it streams in past this size, before anything is stored.
export const UPLOAD_BODY_LIMIT_BYTES = 20 * 1024 * 1024;
// A company form carries a logo, a profile PDF and up to 10 certificates.
export const COMPANY_BODY_LIMIT_BYTES = 60 * 1024 * 1024;
// A publication's form carries a cover and two PDFs of at most 9 MB each (issue 26).
export const PUBLICATION_BODY_LIMIT_BYTES = 30 * 1024 * 1024;

// Only the routes that take files get a larger limit; any other body, multipart or not, 100 KB.
const UPLOAD_ROUTES = [
  /^\/api\/edit-profile\/[^/]+$/,
  /^\/api\/(products|services)$/,
  /^\/api\/edit-(products|services)\/[^/]+$/,
  // A picture for rich-text content (issue 29).
  /^\/api\/staff\/content-images$/,
  // A FAQ's or the export guide's PDF, one per request (issue 29).
  /^\/api\/staff\/faqs\/[^/]+\/file\/[^/]+$/,
  /^\/api\/staff\/guide\/files\/[^/]+$/,
  // An agreement's headings' terms as a CSV file of up to 1 MB, checked by its route (issue 37).
  /^\/api\/staff\/agreements\/[^/]+\/headings-csv$/,
];
const COMPANY_ROUTES = [/^\/api\/international-buyers(-update)?$/];
const PUBLICATION_ROUTES = [/^\/api\/staff\/publications(\/[^/]+)?$/];

const limitBody = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(413, 'Api.tooLarge');
    },
  });

/** The middleware: each request's body within its route's limit. */
export function limitBodies(): MiddlewareHandler<AppEnv> {
  const jsonLimit = limitBody(JSON_BODY_LIMIT_BYTES);
  const uploadLimit = limitBody(UPLOAD_BODY_LIMIT_BYTES);
  const companyLimit = limitBody(COMPANY_BODY_LIMIT_BYTES);
  const publicationLimit = limitBody(PUBLICATION_BODY_LIMIT_BYTES);
  return (c, next) => {
    const path = c.req.path;
    if (COMPANY_ROUTES.some((route) => route.test(path))) return companyLimit(c, next);
    if (PUBLICATION_ROUTES.some((route) => route.test(path))) return publicationLimit(c, next);
    if (UPLOAD_ROUTES.some((route) => route.test(path))) return uploadLimit(c, next);
    return jsonLimit(c, next);
  };
}
