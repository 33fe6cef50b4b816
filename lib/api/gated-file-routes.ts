import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { optionalAuth } from '@/lib/auth/middleware';
import type { AuthSession } from '@/lib/auth/sessions';
import type { Db } from '@/lib/db/types';
import { countDownload } from '@/lib/storage/download-counts';
import { gatedAreaOf, gatedKeyOf } from '@/lib/storage/gated-files';
import { isStorageKey } from '@/lib/storage/types';

import { ApiError, errorResponses, notFound } from './errors';
import { refusalPage, wantsPage } from './gated-file-refusal';
import { SESSION_SECURITY } from './openapi-security';
import { createRouter, declareRoute } from './router';
import type { AppEnv } from './types';

// Issue 26 and part 1 §6: the one route that hands out member-only and VIP-only files, whatever
// address a visitor guesses. A visitor gets 401 (a page that leads to the login when a browser
// opens it), a member 403 for a VIP file without VIP, 404 for a file no record names; otherwise
// the file as an attachment, never cached, and its download counted.

/** Who may download a gated file, as the domain that names it says. */
export type GatedFileAccess = {
  /** For VIP members (is_vip) only. */
  vip: boolean;
  /** Shown to members; a draft's file is for the agency's staff only. */
  published: boolean;
  /** The name the download is saved under (letters, digits, dots and dashes). */
  filename: string;
};

/** How a domain answers for the gated files of its area (gated/{area}/…); null: no such file. */
export type GatedFileRule = (db: Db, key: string) => Promise<GatedFileAccess | null>;

const docRoute = createRoute({
  method: 'get',
  path: '/files/{path}',
  tags: ['Files'],
  summary: 'A member-only or VIP-only file (a publication, the full export guide), counted',
  description:
    'The path is the file’s place under the gated folder, e.g. publications/3-ab12.pdf. A visitor ' +
    'gets 401 (a browser is sent to the login page), a member 403 for a VIP file without VIP, ' +
    'staff of the console (second factor passed) every file, drafts included; downloads by members ' +
    'are counted.',
  security: SESSION_SECURITY,
  request: {
    params: z.object({
      path: z.string().openapi({
        param: { name: 'path', in: 'path' },
        example: 'guide/jordan-export-guide-en.pdf',
      }),
    }),
  },
  responses: {
    200: {
      description: 'The file as an attachment, with its content type; never cached',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    },
    ...errorResponses(401, 403, 404),
  },
});

/** The console's staff, past the second factor: they check every file, drafts and VIP ones. */
const isConsoleStaff = (session: AuthSession) =>
  session.user.role !== 'user' && session.secondFactorAt !== null;

/** A download to count: a member's GET, not the router's data request that precedes a page load. */
const counts = (c: Context<AppEnv>, session: AuthSession) =>
  !isConsoleStaff(session) && c.req.method === 'GET' && c.req.header('rsc') === undefined;

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-') || 'download';

/** Refuses with `status`: a page in the request's language for a browser, else the error answer. */
function refuse(c: Context<AppEnv>, status: 401 | 403, message: string): Response {
  if (wantsPage(c)) return refusalPage(c, status);
  throw new ApiError(status, message);
}

/** The gated file route with each area's rule: `{ publications: …, guide: … }`. */
export function gatedFileRoutes(rules: Readonly<Record<string, GatedFileRule>>) {
  const routes = createRouter();
  declareRoute(routes, docRoute);
  // GET /api/files/{path} – a gated file for those its rule allows
  routes.get('/files/:path{.+}', optionalAuth, async (c) => {
    const session = c.get('auth');
    if (!session) return refuse(c, 401, 'Api.unauthenticated');
    const key = gatedKeyOf(c.req.param('path'));
    const rule = isStorageKey(key) ? rules[gatedAreaOf(key)] : undefined;
    const access = rule ? await rule(c.get('db'), key) : null;
    const staff = isConsoleStaff(session);
    if (!access || (!access.published && !staff)) throw notFound();
    if (access.vip && !session.user.is_vip && !staff) return refuse(c, 403, 'Api.vipOnly');
    const { storage, now } = c.get('services');
    const file = await storage.get(key);
    if (!file) throw notFound();
    if (counts(c, session)) await countDownload(c.get('db'), key, now());
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${safeName(access.filename)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return routes;
}
