import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { ApiError, errorResponses, found, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { requireAuth, sessionOf } from '@/lib/auth/middleware';

import {
  messageListSchema,
  messageSchema,
  receivedQuerySchema,
  replySchema,
  sendMessageSchema,
  sentAnswerSchema,
} from '../schemas';

import { limitSender } from './limits';
import { listReceived, listSent, markRead, replyToMessage } from './member-messages';
import { findRelayTarget } from './public-target';
import { findCountry, sendBuyerMessage } from './send-message';
import { staffBuyerMessageRoutes } from './staff-routes';

const tags = ['Buyer messages'];
const member = { tags, security: SESSION_SECURITY, middleware: requireAuth };
const idParams = z.object({ id: positiveInt('id') });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

const sendRoute = createRoute({
  ...member,
  method: 'post',
  path: '/buyer-messages',
  summary: 'A signed-in buyer writes to an exporter (a public company, or one of its public items)',
  description:
    "Stored and relayed by e-mail (the exporter's notice and the sender's copy, queued in the same transaction). Neither side's address is in them; the exporter's reaches the sender with the answer. 404 when the company or the item has no public version; 422 when writing to one's own company; 429 past 5 messages an hour or 20 a day per sender.",
  request: body(sendMessageSchema),
  responses: {
    201: jsonResponse(sentAnswerSchema, 'Stored: the message id'),
    ...errorResponses(401, 404, 422, 429),
  },
});

const receivedRoute = createRoute({
  ...member,
  method: 'get',
  path: '/buyer-messages/received',
  summary: "The messages to the member's company, newest first, paginated",
  request: { query: receivedQuerySchema },
  responses: {
    200: jsonResponse(messageListSchema, 'One page of messages'),
    ...errorResponses(401, 422),
  },
});

const sentRoute = createRoute({
  ...member,
  method: 'get',
  path: '/buyer-messages/sent',
  summary: "The member's own messages to exporters, newest first, paginated",
  request: { query: receivedQuerySchema },
  responses: {
    200: jsonResponse(messageListSchema, 'One page of messages'),
    ...errorResponses(401, 422),
  },
});

const readRoute = createRoute({
  ...member,
  method: 'post',
  path: '/buyer-messages/{id}/read',
  summary: "Marks a message to the member's company read (another company's id is 404)",
  request: { params: idParams },
  responses: {
    200: jsonResponse(messageSchema, 'The message'),
    ...errorResponses(401, 404),
  },
});

const replyRoute = createRoute({
  ...member,
  method: 'post',
  path: '/buyer-messages/{id}/reply',
  summary: "Answers a message to the member's company; the answer is e-mailed to the sender",
  description:
    "The sender's e-mail carries the answer and the company's contact address (its public e-mail): the relay's reveal. A message is answered once (409 after); another company's id is 404.",
  request: { params: idParams, ...body(replySchema) },
  responses: {
    200: jsonResponse(messageSchema, 'The message with its answer'),
    ...errorResponses(401, 404, 409, 422),
  },
});

// POST buyer-messages; GET buyer-messages/received, /sent; POST buyer-messages/{id}/read, /reply
export const buyerMessageRoutes = createRouter()
  // POST /api/buyer-messages – a buyer's message to an exporter, relayed by e-mail
  .openapi(sendRoute, async (c) => {
    const request = c.req.valid('json');
    const { user } = sessionOf(c);
    const db = c.get('db');
    const services = c.get('services');
    await limitSender(c, user.id);
    const item =
      request.item_type && request.item_id
        ? { type: request.item_type, id: request.item_id }
        : undefined;
    const target = await findRelayTarget(db, request.company_id, item);
    if (!target) throw notFound();
    if (target.company.ownerId === user.id) {
      throw new ApiError(422, 'Api.invalid', { company_id: ['BuyerMessages.api.ownCompany'] });
    }
    const destination = await findCountry(db, request.destination_country);
    if (!destination) {
      throw new ApiError(422, 'Api.invalid', { destination_country: ['rules.invalid'] });
    }
    const now = services.now();
    const id = await sendBuyerMessage(db, {
      sender: user,
      body: request,
      target,
      destination,
      locale: c.get('locale'),
      now,
      siteUrl: services.auth.siteUrl,
    });
    services.outbox.kick();
    return c.json({ id }, 201);
  })
  // GET /api/buyer-messages/received – the exporter's messages
  .openapi(receivedRoute, async (c) =>
    c.json(await listReceived(c.get('db'), sessionOf(c).user.id, c.req.valid('query')), 200),
  )
  // GET /api/buyer-messages/sent – the buyer's own messages
  .openapi(sentRoute, async (c) =>
    c.json(await listSent(c.get('db'), sessionOf(c).user.id, c.req.valid('query')), 200),
  )
  // POST /api/buyer-messages/{id}/read – marks one read
  .openapi(readRoute, async (c) => {
    const now = c.get('services').now();
    return c.json(
      found(await markRead(c.get('db'), sessionOf(c).user.id, c.req.valid('param').id, now)),
      200,
    );
  })
  // POST /api/buyer-messages/{id}/reply – answers one; the sender learns the exporter's address
  .openapi(replyRoute, async (c) => {
    const services = c.get('services');
    const outcome = await replyToMessage(c.get('db'), {
      userId: sessionOf(c).user.id,
      id: c.req.valid('param').id,
      reply: c.req.valid('json').reply,
      now: services.now(),
      siteUrl: services.auth.siteUrl,
    });
    if (outcome.kind === 'missing') throw notFound();
    if (outcome.kind === 'answered') throw new ApiError(409, 'BuyerMessages.api.answered');
    services.outbox.kick();
    return c.json(outcome.message, 200);
  })
  .route('/', staffBuyerMessageRoutes);
