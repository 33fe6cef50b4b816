import 'server-only';
import { z } from '@hono/zod-openapi';

import { ApiError, errorResponses } from '@/lib/api/errors';
import { createRouter } from '@/lib/api/router';
import { staffRoute } from '@/lib/api/staff-route';
import { switchDraftMode } from '@/lib/preview/draft-switch';
import { sitePath } from '@/lib/preview/site-path';

// Issue 29: an editor previews a page before publishing it. GET /api/staff/preview turns Next's
// draft mode on for the editor's browser and goes to the page; the page then reads drafts too
// (lib/preview/preview-mode.ts) and is never cached. GET /api/staff/preview/exit turns it off.
// Only paths of this site are followed, never another address.

const pathQuery = (description: string) =>
  z.object({
    path: z.string().max(2000).optional().openapi({ example: '/ar/news/12-exports', description }),
  });

const redirectAnswer = (description: string) => ({
  302: {
    description,
    headers: {
      Location: { description: 'The page', schema: { type: 'string' as const } },
    },
  },
});

const enterRoute = staffRoute('contentImages', {
  method: 'get',
  path: '/staff/preview',
  summary: 'Turns the preview of drafts on for this browser and goes to a page of the site',
  request: { query: pathQuery('The page to preview: a path of this site') },
  responses: {
    ...redirectAnswer('Preview on (draft-mode cookie set); to the page'),
    ...errorResponses(422),
  },
});

const exitRoute = staffRoute('contentImages', {
  method: 'get',
  path: '/staff/preview/exit',
  summary: 'Turns the preview off and goes back to the page (the published version)',
  request: {
    query: pathQuery('The page to return to; else the page the request came from, or home'),
  },
  responses: {
    ...redirectAnswer('Preview off (draft-mode cookie removed); to the page'),
  },
});

/** The page the request came from, when it is a page of this site. */
function refererPath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? sitePath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}

// GET /api/staff/preview?path=/news/12-slug – GET /api/staff/preview/exit
export const previewRoutes = createRouter()
  .openapi(enterRoute, async (c) => {
    const path = sitePath(c.req.valid('query').path);
    if (!path) throw new ApiError(422, 'Api.invalid', { path: ['rules.invalid'] });
    await switchDraftMode(true);
    c.header('Cache-Control', 'no-store');
    return c.redirect(path, 302);
  })
  .openapi(exitRoute, async (c) => {
    const path =
      sitePath(c.req.valid('query').path) ??
      refererPath(c.req.header('referer'), c.req.header('host')) ??
      (c.get('locale') === 'ar' ? '/ar' : '/');
    await switchDraftMode(false);
    c.header('Cache-Control', 'no-store');
    return c.redirect(path, 302);
  });
