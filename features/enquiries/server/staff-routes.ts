import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffRoute } from '@/lib/api/staff-route';

import {
  enquirySummarySchema,
  staffEnquiryDetailSchema,
  staffEnquiryListQuerySchema,
  staffEnquiryPageSchema,
  staffOwnerSchema,
} from '../staff-schemas';

import { enquiryStaffChangeRoutes, staffDetail } from './staff-change-routes';
import { staffContextOf } from './staff-context';
import { enquiryCsvRoutes } from './staff-csv-route';
import { listStaffEnquiries } from './staff-list';
import { enquirySummary, listOwners } from './staff-reads';

// Enquiries are the officers' work (issue 13); administrators open every area.
const listRoute = staffRoute('enquiries', {
  method: 'get',
  path: '/staff/enquiries',
  summary: 'Every enquiry, filtered, sorted and paginated on the server (officers, admins)',
  description:
    "`owner`: a staff id, `me` or `none`; `status`: a code or `open`; `overdue=1`: open, not yet answered (no reply or status move) and older than ENQUIRY_RESPONSE_TARGET_DAYS working days; `age_min`: open and at least that many working days old (Amman time, Friday and Saturday off); `q`: the member's name or e-mail, the request number or any text the member sent.",
  request: { query: staffEnquiryListQuerySchema },
  responses: {
    200: jsonResponse(staffEnquiryPageSchema, 'A page of enquiries'),
    ...errorResponses(422),
  },
});

const ownersRoute = staffRoute('enquiries', {
  method: 'get',
  path: '/staff/enquiries/owners',
  summary: 'The officers and administrators who may own an enquiry',
  responses: { 200: jsonResponse(z.array(staffOwnerSchema), 'Possible owners') },
});

const summaryRoute = staffRoute('enquiries', {
  method: 'get',
  path: '/staff/enquiries/summary',
  summary: 'Counts by status, open, overdue and unassigned (the dashboard tile)',
  responses: { 200: jsonResponse(enquirySummarySchema, 'The counts') },
});

const detailRoute = staffRoute('enquiries', {
  method: 'get',
  path: '/staff/enquiries/{id}',
  summary: 'One enquiry: what was sent (with lookup names), the member, owner, status, history',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: {
    200: jsonResponse(staffEnquiryDetailSchema, 'The enquiry'),
    ...errorResponses(404, 422),
  },
});

// GET /api/staff/enquiries, .csv, /owners, /summary, /{id}; the changes in staff-change-routes.
// The fixed paths come before /{id}.
export const enquiryStaffRoutes = createRouter()
  .route('/', enquiryCsvRoutes)
  // GET /api/staff/enquiries – a page of the filtered, sorted enquiries
  .openapi(listRoute, async (c) => {
    const context = staffContextOf(c);
    const page = await listStaffEnquiries(c.get('db'), c.req.valid('query'), context);
    return c.json({ ...page, target_days: context.targetDays }, 200);
  })
  // GET /api/staff/enquiries/owners – who may own an enquiry
  .openapi(ownersRoute, async (c) => c.json(await listOwners(c.get('db')), 200))
  // GET /api/staff/enquiries/summary – the dashboard tile's counts
  .openapi(summaryRoute, async (c) =>
    c.json(await enquirySummary(c.get('db'), staffContextOf(c)), 200),
  )
  // GET /api/staff/enquiries/{id} – one enquiry with its member, owner and history
  .openapi(detailRoute, async (c) => c.json(await staffDetail(c, c.req.valid('param').id), 200))
  .route('/', enquiryStaffChangeRoutes);
