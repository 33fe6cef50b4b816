import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { positiveInt } from '@/lib/api/params';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { enforceLimit } from '@/lib/api/rate-limits';
import { createRouter } from '@/lib/api/router';
import { requireAuth, sessionOf } from '@/lib/auth/middleware';
import { ammanDay } from '@/lib/time/amman-day';

import { TRADE_LEAD_INTEREST_LIMIT, TRADE_LEADS_PAGE_SIZE } from '../constants';
import {
  interestBodySchema,
  memberInterestSchema,
  tradeLeadSchema,
  tradeLeadsPageSchema,
  tradeLeadsQuerySchema,
} from '../schemas';

import { expressInterest, listMemberInterests } from './express-interest';
import { findPublicLead, listPublicLeads } from './queries';
import { staffTradeLeadRoutes } from './staff-routes';

const tags = ['Trade leads'];
const idParams = z.object({ id: positiveInt('id') });

const listRoute = createRoute({
  method: 'get',
  path: '/trade-leads',
  tags,
  summary: 'Published and closed trade leads, filtered and paged (never a draft)',
  description:
    `Open leads first, the soonest deadline first, then closed ones; ${TRADE_LEADS_PAGE_SIZE} a ` +
    'page unless `page_size` says otherwise. Filters: `country` (id), `sector` (industry id), ' +
    '`chapter` (an HS chapter, two digits: leads naming a code in it) and `state` (`open`: ' +
    'published with its deadline today or later in Amman; `closed`: closed by staff or past its ' +
    'deadline, whether or not the closing job has run). Issue 45: `q` (words in the lead’s texts, ' +
    'its country and sector, in either language, however hamza, ta marbuta or case are typed), ' +
    '`sort` (`closing`, the default, or `published`: the latest published first) and `value_min`/' +
    '`value_max` (US dollars: leads whose stated value range meets them; a lead stating no value ' +
    'is left out). A bad value, or `value_min` above `value_max`, is a 422.',
  request: { query: tradeLeadsQuerySchema },
  responses: {
    200: { ...jsonResponse(tradeLeadsPageSchema, 'One page of leads'), headers: publicCacheHeader },
    ...errorResponses(422),
  },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/trade-leads/{id}',
  tags,
  summary: 'One published or closed trade lead (404 for a draft)',
  request: { params: idParams },
  responses: {
    200: { ...jsonResponse(tradeLeadSchema, 'The lead'), headers: publicCacheHeader },
    ...errorResponses(404),
  },
});

const interestRoute = createRoute({
  method: 'post',
  path: '/trade-leads/{id}/interest',
  tags,
  security: SESSION_SECURITY,
  middleware: [requireAuth] as const,
  summary: 'The member of the session expresses interest in a lead, with a short message',
  description:
    'Once per lead and member: 409 the second time. 404 for an unknown lead or a draft, 422 for ' +
    'a lead that is closed (by staff or past its deadline); 429 past 20 requests an hour.',
  request: {
    params: idParams,
    body: { required: true, content: { 'application/json': { schema: interestBodySchema } } },
  },
  responses: {
    201: jsonResponse(memberInterestSchema, 'The interest, state `new`'),
    ...errorResponses(401, 404, 409, 422, 429),
  },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/user/trade-lead-interests',
  tags,
  security: SESSION_SECURITY,
  middleware: [requireAuth] as const,
  summary: "The member's interests in trade leads with each lead's title and the state staff gave",
  responses: {
    200: jsonResponse(z.object({ data: z.array(memberInterestSchema) }), 'The interests'),
    ...errorResponses(401),
  },
});

// GET trade-leads, trade-leads/{id}; POST trade-leads/{id}/interest; GET user/trade-lead-interests;
// /api/staff/trade-leads… (./staff-routes.ts)
export const tradeLeadRoutes = createRouter()
  // GET /api/trade-leads – the public list
  .openapi(listRoute, async (c) => {
    const { page, page_size, ...filters } = c.req.valid('query');
    const today = ammanDay(c.get('services').now());
    const answer = await listPublicLeads(c.get('db'), filters, { page, page_size }, today);
    cachePublicly(c);
    return c.json(answer, 200);
  })
  // GET /api/trade-leads/{id} – one lead
  .openapi(oneRoute, async (c) => {
    const today = ammanDay(c.get('services').now());
    const lead = await findPublicLead(c.get('db'), c.req.valid('param').id, today);
    if (!lead) throw notFound();
    cachePublicly(c);
    return c.json(lead, 200);
  })
  // POST /api/trade-leads/{id}/interest – a member's interest (the member from the session)
  .openapi(interestRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { message } = c.req.valid('json');
    const { user } = sessionOf(c);
    const now = c.get('services').now();
    await enforceLimit(c, `trade-lead-interest:user:${user.id}`, TRADE_LEAD_INTEREST_LIMIT);
    const interest = await expressInterest(c.get('db'), {
      leadId: id,
      userId: user.id,
      message,
      now,
      today: ammanDay(now),
    });
    return c.json(interest, 201);
  })
  // GET /api/user/trade-lead-interests – the member's interests and their states
  .openapi(mineRoute, async (c) => {
    const { user } = sessionOf(c);
    const today = ammanDay(c.get('services').now());
    return c.json({ data: await listMemberInterests(c.get('db'), user.id, today) }, 200);
  })
  .route('/', staffTradeLeadRoutes);
