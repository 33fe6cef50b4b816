import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { checkCaptcha } from '@/lib/api/check-captcha';
import { ApiError, errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { enforceLimit, limitByAddress } from '@/lib/api/rate-limits';
import { createRouter } from '@/lib/api/router';
import { optionalAuth } from '@/lib/auth/middleware';
import { localePath } from '@/lib/i18n/locale-path';
import { HONEYPOT_FIELD } from '@/lib/validation/limits';

import {
  ALERT_CAPTCHA_ACTION,
  ALERT_SUBSCRIBE_LIMIT,
  ALERT_MANAGE_PATH,
  ALERT_TOKEN_LIMIT,
  ALERT_UNSUBSCRIBE_LIMIT,
  ALERT_UNSUBSCRIBED_PATH,
} from '../constants';
import {
  alertChangeSchema,
  alertSubscriptionSchema,
  subscribeAnswerSchema,
  subscribeRequestSchema,
  tokenSchema,
} from '../schemas';

import { memberAlertRoutes } from './member-routes';
import { alertSettings } from './settings';
import {
  changeSubscription,
  confirmSubscription,
  findByToken,
  subscribe,
  subscriptionView,
  unsubscribe,
} from './subscriptions';

const tags = ['Alerts'];

const tokenParams = z.object({ token: tokenSchema });
const tokenQuery = z.object({ token: tokenSchema });
const unsubscribedSchema = z.object({ status: z.literal('unsubscribed') });

const subscribeRoute = createRoute({
  method: 'post',
  path: '/alerts/subscriptions',
  tags,
  middleware: [limitByAddress('alert-subscribe', ALERT_SUBSCRIBE_LIMIT), optionalAuth],
  summary: 'Subscribes an e-mail address to alerts (double opt-in for visitors)',
  description:
    'A visitor’s subscription waits `pending` and a confirmation link is e-mailed, valid 48 hours. ' +
    'A signed-in member subscribing their own verified address is `active` at once. Rate limited ' +
    'per address and per e-mail; the captcha token is checked when reCAPTCHA is configured.',
  request: {
    body: { required: true, content: { 'application/json': { schema: subscribeRequestSchema } } },
  },
  responses: {
    201: jsonResponse(subscribeAnswerSchema, 'Pending (confirmation mailed) or active'),
    ...errorResponses(403, 413, 422, 429, 503),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/alerts/confirm',
  tags,
  middleware: [limitByAddress('alert-token', ALERT_TOKEN_LIMIT)],
  summary: 'Confirms a subscription with the e-mailed link’s token (422 once it has expired)',
  request: {
    body: { required: true, content: { 'application/json': { schema: tokenQuery } } },
  },
  responses: {
    200: jsonResponse(z.object({ status: z.literal('active') }), 'Confirmed'),
    ...errorResponses(404, 422, 429),
  },
});

const manageReadRoute = createRoute({
  method: 'get',
  path: '/alerts/manage/{token}',
  tags,
  middleware: [limitByAddress('alert-token', ALERT_TOKEN_LIMIT)],
  summary: 'A subscription’s choices, by the secret of its mails’ links',
  request: { params: tokenParams },
  responses: {
    200: jsonResponse(alertSubscriptionSchema, 'The subscription'),
    ...errorResponses(404, 422, 429),
  },
});

const manageChangeRoute = createRoute({
  method: 'put',
  path: '/alerts/manage/{token}',
  tags,
  middleware: [limitByAddress('alert-token', ALERT_TOKEN_LIMIT)],
  summary: 'Changes a subscription’s choices (at its version); an unsubscribed one resumes',
  request: {
    params: tokenParams,
    body: { required: true, content: { 'application/json': { schema: alertChangeSchema } } },
  },
  responses: {
    200: jsonResponse(alertSubscriptionSchema, 'The changed subscription'),
    ...errorResponses(404, 409, 422, 428, 429),
  },
});

const oneClickRoute = createRoute({
  method: 'post',
  path: '/alerts/unsubscribe',
  tags,
  middleware: [limitByAddress('alert-unsubscribe', ALERT_UNSUBSCRIBE_LIMIT)],
  summary: 'One-click unsubscribe (RFC 8058): no session, the body `List-Unsubscribe=One-Click`',
  description:
    'The URL of every alert mail’s `List-Unsubscribe` header, posted by the mail client with ' +
    '`List-Unsubscribe-Post: List-Unsubscribe=One-Click`. Answers 200 whether or not the ' +
    'subscription was still active; 404 for a token that names none. Rate limited per address.',
  request: { query: tokenQuery },
  responses: {
    200: jsonResponse(unsubscribedSchema, 'Unsubscribed'),
    ...errorResponses(404, 422, 429),
  },
});

const unsubscribeLinkRoute = createRoute({
  method: 'get',
  path: '/alerts/unsubscribe',
  tags,
  middleware: [limitByAddress('alert-unsubscribe', ALERT_UNSUBSCRIBE_LIMIT)],
  summary: 'The mail’s unsubscribe link: unsubscribes at once and shows the unsubscribed page',
  description:
    'A token that names no subscription goes to its manage page, which says the link is not ' +
    'valid. Rate limited per address.',
  request: { query: tokenQuery },
  responses: {
    303: {
      description:
        'To /alerts/unsubscribed in the subscription’s language; for an unknown token, to ' +
        '/alerts/manage/{token}, which says the link is not valid',
    },
    ...errorResponses(422, 429),
  },
});

// POST alerts/subscriptions, alerts/confirm; GET, PUT alerts/manage/{token};
// POST, GET alerts/unsubscribe; the member's /user/alert-subscriptions… (./member-routes.ts)
export const alertRoutes = createRouter()
  // POST /api/alerts/subscriptions – subscribe (pending + confirmation, or active for a member)
  .openapi(subscribeRoute, async (c) => {
    const { recaptchaToken, [HONEYPOT_FIELD]: honeypot, email, ...choices } = c.req.valid('json');
    if (honeypot?.trim()) {
      c.get('log').warn('alert subscription refused: honeypot filled');
      throw new ApiError(422, 'Api.rejected');
    }
    await enforceLimit(c, `alert-subscribe:email:${email.toLowerCase()}`, ALERT_SUBSCRIBE_LIMIT);
    await checkCaptcha(c, {
      token: recaptchaToken,
      field: 'recaptchaToken',
      action: ALERT_CAPTCHA_ACTION,
    });
    const member = c.get('auth')?.user;
    const verifiedMemberId =
      member?.email_verified_at && member.email.toLowerCase() === email.toLowerCase()
        ? member.id
        : null;
    const outcome = await subscribe(
      c.get('db'),
      { email, verifiedMemberId },
      choices,
      alertSettings(c),
    );
    if (outcome.mail) c.get('services').outbox.kick();
    return c.json({ status: outcome.status }, 201);
  })
  // POST /api/alerts/confirm – the double opt-in's link
  .openapi(confirmRoute, async (c) => {
    const { token } = c.req.valid('json');
    const { now, settings, secret } = alertSettings(c);
    const confirmed = await confirmSubscription(c.get('db'), token, { now, settings, secret });
    if (confirmed.outcome === 'unknown') throw notFound();
    if (confirmed.outcome === 'expired') {
      throw new ApiError(422, 'Alerts.confirm.expired', { token: ['Alerts.confirm.expired'] });
    }
    return c.json({ status: 'active' as const }, 200);
  })
  // GET /api/alerts/manage/{token} – the choices
  .openapi(manageReadRoute, async (c) => {
    const row = await findByToken(c.get('db'), c.req.valid('param').token);
    if (!row) throw notFound();
    // A personal answer: no cache keeps it.
    c.header('Cache-Control', 'no-store');
    return c.json(subscriptionView(row), 200);
  })
  // PUT /api/alerts/manage/{token} – new choices at the version read
  .openapi(manageChangeRoute, async (c) => {
    const { token } = c.req.valid('param');
    const { now, settings } = alertSettings(c);
    const row = await changeSubscription(c.get('db'), { token }, c.req.valid('json'), {
      now,
      settings,
    });
    return c.json(subscriptionView(row), 200);
  })
  // POST /api/alerts/unsubscribe?token= – RFC 8058 one click, no session
  .openapi(oneClickRoute, async (c) => {
    const done = await unsubscribe(
      c.get('db'),
      c.req.valid('query').token,
      c.get('services').now(),
    );
    if (!done) throw notFound();
    return c.json({ status: 'unsubscribed' as const }, 200);
  })
  // GET /api/alerts/unsubscribe?token= – the mail's link: unsubscribes, nothing asked first
  .openapi(unsubscribeLinkRoute, async (c) => {
    const { token } = c.req.valid('query');
    const done = await unsubscribe(c.get('db'), token, c.get('services').now());
    c.header('Cache-Control', 'no-store');
    // Issue 48: an unknown token is not "unsubscribed"; its manage page says the link is not valid.
    const target = done
      ? localePath(ALERT_UNSUBSCRIBED_PATH, done.locale)
      : localePath(`${ALERT_MANAGE_PATH}/${encodeURIComponent(token)}`, c.get('locale'));
    return c.redirect(target, 303);
  })
  .route('/', memberAlertRoutes);
