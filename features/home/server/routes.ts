import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { checkCaptcha } from '@/lib/api/check-captcha';
import { ApiError, errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { HOUR_MS, limitByAddress } from '@/lib/api/rate-limits';
import { createRouter } from '@/lib/api/router';
import { HONEYPOT_FIELD } from '@/lib/validation/rules';

import {
  CONSULTATION_CAPTCHA_ACTION,
  consultationRequestSchema,
  homeBlockSchema,
  homeSlideSchema,
  jsdTileSchema,
  partnersSchema,
  textRecordSchema,
} from '../schemas';

import {
  listBecomeAMember,
  listBlocks,
  listGoals,
  listJsdTiles,
  listPartners,
  listSlides,
  storeConsultationRequest,
} from './queries';

const tags = ['Home'];
// An anonymous form: a few requests an hour from one address are plenty for a person.
export const CONSULTATION_LIMIT = { limit: 5, windowMs: HOUR_MS };
const get = (path: string, summary: string, schema: z.ZodType) =>
  createRoute({
    method: 'get',
    path,
    tags,
    summary,
    responses: { 200: jsonResponse(schema, summary) },
  });

// part 3 "Client-side data loads" lists /api/jsd-tiles among the lists: the home page's service
// tiles (part 1 §2.3, "Home block tile" in §3), the same rows as /api/home-blocks.
const jsdTilesRoute = createRoute({
  method: 'get',
  path: '/jsd-tiles',
  tags,
  summary: 'The service tiles of the home page (shown ones, in their order), with the tile fields',
  responses: {
    200: {
      ...jsonResponse(z.array(jsdTileSchema), 'The tiles'),
      headers: publicCacheHeader,
    },
  },
});

const consultationRoute = createRoute({
  method: 'post',
  path: '/consultation-requests',
  tags,
  summary:
    'Stores a consultation request from the home goals dialog (rate limited per address; the captcha token is checked when reCAPTCHA is configured)',
  middleware: [limitByAddress('consultation', CONSULTATION_LIMIT)],
  request: {
    body: {
      content: { 'application/json': { schema: consultationRequestSchema } },
      required: true,
    },
    headers: z.object({ 'accept-language': z.string().optional() }),
  },
  responses: {
    201: jsonResponse(z.object({ id: z.number().int() }), 'The stored request'),
    ...errorResponses(400, 403, 413, 422, 429, 503),
  },
});

// GET /api/home-slider, /home-blocks, /jsd-tiles, /partners, /je-goals, /become-a-member;
// POST /consultation-requests
export const homeRoutes = createRouter()
  .openapi(
    get('/home-slider', 'Slides of the home main slider', z.array(homeSlideSchema)),
    async (c) => c.json(await listSlides(c.get('db')), 200),
  )
  .openapi(
    get(
      '/home-blocks',
      'Service tiles of the home page',
      z.object({ data: z.array(homeBlockSchema) }),
    ),
    async (c) => c.json({ data: await listBlocks(c.get('db')) }, 200),
  )
  .openapi(jsdTilesRoute, async (c) => {
    const tiles = await listJsdTiles(c.get('db'));
    cachePublicly(c);
    return c.json(tiles, 200);
  })
  .openapi(get('/partners', 'Partners block text', z.array(partnersSchema)), async (c) =>
    c.json(await listPartners(c.get('db')), 200),
  )
  .openapi(get('/je-goals', 'The five goals of the agency', z.array(textRecordSchema)), async (c) =>
    c.json(await listGoals(c.get('db')), 200),
  )
  .openapi(get('/become-a-member', 'Become-a-member block', z.array(textRecordSchema)), async (c) =>
    c.json(await listBecomeAMember(c.get('db')), 200),
  )
  .openapi(consultationRoute, async (c) => {
    const locale = c.req.valid('header')['accept-language']?.startsWith('ar') ? 'ar' : 'en';
    const { recaptchaToken, [HONEYPOT_FIELD]: honeypot, ...input } = c.req.valid('json');
    if (honeypot?.trim()) {
      c.get('log').warn('consultation request refused: honeypot filled');
      throw new ApiError(422, 'Api.rejected');
    }
    const verdict = await checkCaptcha(c, {
      token: recaptchaToken,
      field: 'recaptchaToken',
      action: CONSULTATION_CAPTCHA_ACTION,
    });
    const unverified = verdict === 'unverified';
    const stored = await storeConsultationRequest(c.get('db'), input, locale, unverified);
    c.get('log').info({ consultationRequest: stored.id }, 'consultation request stored');
    return c.json(stored, 201);
  });
