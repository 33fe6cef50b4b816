import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import {
  ApiError,
  errorResponses,
  notFound,
  VALIDATION_MESSAGE,
  validationErrors,
} from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import type { AppEnv } from '@/lib/api/types';
import { requireStaffRole, sessionOf } from '@/lib/auth/middleware';

import {
  enquirySummarySchema,
  ownerChangeSchema,
  replySchema,
  staffEnquiryDetailSchema,
  staffEnquiryListQuerySchema,
  staffEnquiryPageSchema,
  staffOwnerSchema,
  statusMoveSchema,
} from '../staff-schemas';

import { changeOwner, moveStatus, replyToMember, type ChangeContext } from './staff-changes';
import { enquiriesCsv } from './staff-csv';
import { listStaffEnquiries, type StaffContext } from './staff-list';
import { enquirySummary, getStaffEnquiry, listOwners } from './staff-reads';

const tags = ['Staff'];
const security = [{ bearerAuth: [] }];
// Enquiries are the officers' work (issue 13); administrators pass every staff route.
const officers = requireStaffRole('officer');
const idParams = z.object({ id: positiveInt('id') });

const contextOf = (c: Context<AppEnv>): StaffContext => ({
  userId: sessionOf(c).user.id,
  now: c.get('services').now(),
  targetDays: c.get('services').enquiryTargetDays,
  locale: c.get('locale'),
});
const changeContextOf = (c: Context<AppEnv>): ChangeContext => ({
  actor: sessionOf(c).user,
  now: c.get('services').now(),
  locale: c.get('locale'),
  siteUrl: c.get('services').auth.siteUrl,
});

const listRoute = createRoute({
  method: 'get',
  path: '/staff/enquiries',
  tags,
  security,
  middleware: [officers] as const,
  summary: 'Every enquiry, filtered, sorted and paginated on the server (officers, admins)',
  description:
    "`owner`: a staff id, `me` or `none`; `status`: a code or `open`; `overdue=1`: open, not yet answered (no reply or status move) and older than ENQUIRY_RESPONSE_TARGET_DAYS working days; `age_min`: open and at least that many working days old (Amman time, Friday and Saturday off); `q`: the member's name or e-mail, the request number or any text the member sent.",
  request: { query: staffEnquiryListQuerySchema },
  responses: {
    200: jsonResponse(staffEnquiryPageSchema, 'A page of enquiries'),
    ...errorResponses(401, 403, 422),
  },
});

const ownersRoute = createRoute({
  method: 'get',
  path: '/staff/enquiries/owners',
  tags,
  security,
  middleware: [officers] as const,
  summary: 'The officers and administrators who may own an enquiry',
  responses: {
    200: jsonResponse(z.array(staffOwnerSchema), 'Possible owners'),
    ...errorResponses(401, 403),
  },
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/staff/enquiries/summary',
  tags,
  security,
  middleware: [officers] as const,
  summary: 'Counts by status, open, overdue and unassigned (the dashboard tile)',
  responses: {
    200: jsonResponse(enquirySummarySchema, 'The counts'),
    ...errorResponses(401, 403),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/staff/enquiries/{id}',
  tags,
  security,
  middleware: [officers] as const,
  summary: 'One enquiry: what was sent (with lookup names), the member, owner, status, history',
  request: { params: idParams },
  responses: {
    200: jsonResponse(staffEnquiryDetailSchema, 'The enquiry'),
    ...errorResponses(401, 403, 404, 422),
  },
});

const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const ownerRoute = createRoute({
  method: 'put',
  path: '/staff/enquiries/{id}/owner',
  tags,
  security,
  middleware: [officers] as const,
  summary: 'Gives the enquiry an owner (an officer or administrator) or none',
  request: { params: idParams, ...body(ownerChangeSchema) },
  responses: {
    200: jsonResponse(staffEnquiryDetailSchema, 'The enquiry after the change'),
    ...errorResponses(401, 403, 404, 422),
  },
});

const statusRoute = createRoute({
  method: 'post',
  path: '/staff/enquiries/{id}/status',
  tags,
  security,
  middleware: [officers] as const,
  summary: 'Moves the enquiry to another status, with a staff note; the member is e-mailed',
  description:
    'Allowed moves: 10 → 20, 70, 30, 50, 60; 20 → 30, 70, 50, 60; 30 → 70, 20, 50, 60; 70 → 30, 40, 50, 60; 40 → 60, 70; 50 → 60; 60 is final. Any other move answers 422.',
  request: { params: idParams, ...body(statusMoveSchema) },
  responses: {
    200: jsonResponse(staffEnquiryDetailSchema, 'The enquiry after the move'),
    ...errorResponses(401, 403, 404, 422),
  },
});

const replyRoute = createRoute({
  method: 'post',
  path: '/staff/enquiries/{id}/replies',
  tags,
  security,
  middleware: [officers] as const,
  summary: "A reply to the member: kept in the enquiry's conversation and e-mailed",
  request: { params: idParams, ...body(replySchema) },
  responses: {
    201: jsonResponse(staffEnquiryDetailSchema, 'The enquiry with the reply'),
    ...errorResponses(401, 403, 404, 422),
  },
});

async function detailOrNotFound(c: Context<AppEnv>, id: number) {
  const detail = await getStaffEnquiry(c.get('db'), id, contextOf(c));
  if (!detail) throw notFound();
  return detail;
}

// GET /api/staff/enquiries.csv – the filtered list as CSV (UTF-8 with BOM), headings in the
// request's language
const csvRoutes = createRouter();
csvRoutes.openAPIRegistry.registerPath({
  method: 'get',
  path: '/staff/enquiries.csv',
  tags,
  security,
  summary: 'The filtered enquiries as CSV (UTF-8 with BOM; formulas neutralised)',
  description:
    'The filters of GET /api/staff/enquiries (at most 10,000 rows); headings and names in the language of Accept-Language, or of `lang` (`en`, `ar`) when given.',
  request: { query: staffEnquiryListQuerySchema },
  responses: {
    200: {
      description: 'The CSV file, as an attachment',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
    ...errorResponses(401, 403, 422),
  },
});
csvRoutes.get('/staff/enquiries.csv', officers, async (c) => {
  const parsed = staffEnquiryListQuerySchema.safeParse(c.req.query());
  if (!parsed.success) throw new ApiError(422, VALIDATION_MESSAGE, validationErrors(parsed.error));
  // A link cannot set Accept-Language: the console's link names its language with `lang`.
  const lang = c.req.query('lang');
  const context: StaffContext = {
    ...contextOf(c),
    ...(lang === 'en' || lang === 'ar' ? { locale: lang } : {}),
  };
  const csv = await enquiriesCsv(c.get('db'), parsed.data, context);
  const day = context.now.toISOString().slice(0, 10);
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="enquiries-${day}.csv"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
});

// GET /api/staff/enquiries, .csv, /owners, /summary, /{id}; PUT /{id}/owner; POST /{id}/status,
// /{id}/replies. The fixed paths come before /{id}.
export const enquiryStaffRoutes = createRouter()
  .route('/', csvRoutes)
  // GET /api/staff/enquiries – a page of the filtered, sorted enquiries
  .openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const context = contextOf(c);
    const page = await listStaffEnquiries(c.get('db'), query, context);
    return c.json({ ...page, target_days: context.targetDays }, 200);
  })
  // GET /api/staff/enquiries/owners – who may own an enquiry
  .openapi(ownersRoute, async (c) => c.json(await listOwners(c.get('db')), 200))
  // GET /api/staff/enquiries/summary – the dashboard tile's counts
  .openapi(summaryRoute, async (c) => c.json(await enquirySummary(c.get('db'), contextOf(c)), 200))
  // GET /api/staff/enquiries/{id} – one enquiry with its member, owner and history
  .openapi(detailRoute, async (c) =>
    c.json(await detailOrNotFound(c, c.req.valid('param').id), 200),
  )
  // PUT /api/staff/enquiries/{id}/owner – assigns or clears the owner (event, audit)
  .openapi(ownerRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { owner_id: ownerId } = c.req.valid('json');
    await changeOwner(c.get('db'), id, ownerId, changeContextOf(c));
    return c.json(await detailOrNotFound(c, id), 200);
  })
  // POST /api/staff/enquiries/{id}/status – an allowed status move (event, audit, e-mail)
  .openapi(statusRoute, async (c) => {
    const { id } = c.req.valid('param');
    await moveStatus(c.get('db'), id, c.req.valid('json'), changeContextOf(c));
    c.get('services').outbox.kick();
    return c.json(await detailOrNotFound(c, id), 200);
  })
  // POST /api/staff/enquiries/{id}/replies – a reply to the member (event, audit, e-mail)
  .openapi(replyRoute, async (c) => {
    const { id } = c.req.valid('param');
    await replyToMember(c.get('db'), id, c.req.valid('json').message, changeContextOf(c));
    c.get('services').outbox.kick();
    return c.json(await detailOrNotFound(c, id), 201);
  });
