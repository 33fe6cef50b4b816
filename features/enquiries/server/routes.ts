import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { checkCaptcha } from '@/lib/api/check-captcha';
import { errorResponses, found } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { requireAuth, sessionOf } from '@/lib/auth/middleware';
import { formatTimestamp } from '@/lib/i18n/format-date';

import { ENQUIRY_CAPTCHA_ACTIONS } from '../enquiry-limits';
import { enquiryDetailSchema, enquiryRequestSchema, enquiryResponseSchema } from '../schemas';

import { checkEnquiryData, rejectHoneypot } from './checks';
import { enquiryPageRoutes } from './enquiry-page-routes';
import { getOwnEnquiry } from './get-enquiry';
import { limitEnquiries } from './limits';
import { memberEnquiriesRoutes } from './member-enquiries-routes';
import { findByIdempotencyKey, storeEnquiry } from './store';

const tags = ['Enquiries'];
const security = SESSION_SECURITY;
const IDEMPOTENCY_KEY_MAX = 100;
// The Idempotency-Key header (IDEMPOTENCY_HEADER); Hono validates headers by lower-case names.
const IDEMPOTENCY_KEY = 'idempotency-key';

const headers = z.object({
  [IDEMPOTENCY_KEY]: z
    .string()
    .max(IDEMPOTENCY_KEY_MAX, 'rules.invalid')
    .optional()
    .openapi({
      description: `One per rendered form (at most ${IDEMPOTENCY_KEY_MAX} characters): a repeated request with the same key answers the first enquiry's id instead of storing another.`,
      example: '5f0c7a2b9e8d4c1fa3b6e7d8c9f0a1b2',
    }),
});

const submitRoute = createRoute({
  method: 'post',
  path: '/all-enquiries',
  tags,
  security,
  middleware: [requireAuth, limitEnquiries],
  summary: 'Sends an enquiry of any type (1, 2, 3, 5, 6, 7); the answer is the request number',
  description:
    "`email`, `date`, `status` and `user_id` are the server's (the session's e-mail, the server clock in Amman time, 10 new), whatever the body says. The captcha token is verified when reCAPTCHA is configured, for the action of the enquiry's type (general, matchmaking, readiness, trade_barrier, institution, other) and the portal's host name; when the provider cannot be reached the enquiry is stored flagged for staff (`captcha_unverified`), at most 3 an hour per address. Readiness (type 3) needs one answer of 1–5 points for every active question. The member's confirmation and the agency's notification are queued in the same transaction and sent in the background.",
  request: {
    headers,
    body: {
      required: true,
      content: { 'application/json': { schema: enquiryRequestSchema } },
    },
  },
  responses: {
    201: jsonResponse(enquiryResponseSchema, 'Stored: the request number'),
    200: jsonResponse(enquiryResponseSchema, 'Already stored under this Idempotency-Key'),
    ...errorResponses(401, 403, 413, 422, 429, 503),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/user-enquiries/{id}',
  tags,
  security,
  middleware: requireAuth,
  summary: "One of the member's own enquiries as it was sent, with the names of what was chosen",
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: {
    200: jsonResponse(enquiryDetailSchema, 'The enquiry'),
    ...errorResponses(401, 404, 422),
  },
});

// POST all-enquiries; GET user-enquiries/{id}, user-all-enquiries/{userId}, enquiries-page[/{id}]
export const enquiryRoutes = createRouter()
  // POST /api/all-enquiries – stores a member's enquiry and queues its two e-mails
  .openapi(submitRoute, async (c) => {
    const body = c.req.valid('json');
    const key = c.req.valid('header')[IDEMPOTENCY_KEY]?.trim() || null;
    const { user } = sessionOf(c);
    const db = c.get('db');
    const services = c.get('services');
    rejectHoneypot(c, body);
    // A replay (a lost answer retried) gets its id before the captcha, whose tokens are single-use.
    const earlier = key ? await findByIdempotencyKey(db, user.id, key) : null;
    if (earlier !== null) return c.json({ id: earlier }, 200);
    const verdict = await checkCaptcha(c, {
      token: body.recaptchaToken,
      field: 'recaptchaToken',
      action: ENQUIRY_CAPTCHA_ACTIONS[body.submitData.enq_type],
    });
    const { labels, answers } = await checkEnquiryData(db, body);
    const now = services.now();
    const stored = await storeEnquiry(db, {
      user,
      submitData: body.submitData,
      answers,
      labels,
      locale: c.get('locale'),
      date: formatTimestamp(now),
      now,
      idempotencyKey: key,
      captchaUnverified: verdict === 'unverified',
      siteUrl: services.auth.siteUrl,
      inbox: services.enquiryInbox,
    });
    if (!stored.created) return c.json({ id: stored.id }, 200);
    // Committed: the mails go out in the background; the member never waits for SMTP.
    services.outbox.kick();
    return c.json({ id: stored.id }, 201);
  })
  // GET /api/user-enquiries/{id} – one of the member's own enquiries (another's answers 404)
  .openapi(detailRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(
      found(await getOwnEnquiry(c.get('db'), sessionOf(c).user.id, id, c.get('locale'))),
      200,
    );
  })
  .route('/', memberEnquiriesRoutes)
  .route('/', enquiryPageRoutes);
