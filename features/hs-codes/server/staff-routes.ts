import 'server-only';
import { z } from '@hono/zod-openapi';

import { errorResponses, found } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { pageAnswerSchema } from '@/lib/validation/page-query';

import {
  HS_CODE,
  HS_SECTION_ID,
  hsCodeNameInputSchema,
  hsSectionNameInputSchema,
  staffHsCodeSchema,
  staffHsCodesQuerySchema,
  staffHsSectionSchema,
} from '../staff-schemas';

import { renameCode } from './rename-hs-code';
import { renameSection } from './rename-hs-section';
import { listStaffCodes, listStaffSections, readStaffCode } from './staff-reads';
import { staffHsSynonymRoutes } from './staff-synonym-routes';

// Issue 37, item 1: editors (and administrators) keep the portal's Arabic names of the
// nomenclature: a section's, chapter's, heading's or subheading's. The English is the
// nomenclature's and is not edited. Every change is versioned and audited, and re-validates the
// pages that show the nomenclature.

const revalidate = [CACHE_TAGS.hsCodes];
const UNOFFICIAL =
  'Arabic names are the portal’s own translation, not an official one (shown as such).';

const codeParam = {
  params: z.object({
    code: z
      .string()
      .regex(HS_CODE, 'rules.invalid')
      .openapi({ param: { name: 'code', in: 'path' }, example: '1509' }),
  }),
};
const sectionParam = {
  params: z.object({
    id: z
      .string()
      .regex(HS_SECTION_ID, 'rules.invalid')
      .openapi({ param: { name: 'id', in: 'path' }, example: 'III' }),
  }),
};
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

const listRoute = staffRoute('hsCodes', {
  method: 'get',
  path: '/staff/hs-codes',
  summary: 'The nomenclature’s codes with both names and their version, by code (editors)',
  description:
    'A code in any spelling finds the codes that begin with it; words find the codes whose ' +
    `English or Arabic name holds them. ${UNOFFICIAL}`,
  request: { query: staffHsCodesQuerySchema },
  responses: {
    200: jsonResponse(pageAnswerSchema(staffHsCodeSchema), 'One page of codes'),
    ...errorResponses(422),
  },
});

const readRoute = staffRoute('hsCodes', {
  method: 'get',
  path: '/staff/hs-codes/{code}',
  summary: 'A chapter, heading or subheading with both names and its version (editors)',
  request: codeParam,
  responses: {
    200: jsonResponse(staffHsCodeSchema, 'The code'),
    ...errorResponses(404, 422),
  },
});

const renameRoute = staffRoute('hsCodes', {
  method: 'put',
  path: '/staff/hs-codes/{code}',
  summary: 'Changes a code’s Arabic name from the version the editor started from (audited)',
  description:
    'The Arabic name only. A chapter or heading keeps one; a subheading’s may be empty (it then ' +
    'shows its heading’s). The finder finds the new name at once, a heading’s through the ' +
    `subheadings that show it too. ${UNOFFICIAL}`,
  request: { ...codeParam, ...jsonBody(hsCodeNameInputSchema) },
  responses: {
    200: jsonResponse(staffHsCodeSchema, 'The changed code'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const sectionsRoute = staffRoute('hsCodes', {
  method: 'get',
  path: '/staff/hs-sections',
  summary: 'The 21 sections with both names and their version (editors)',
  responses: {
    200: jsonResponse(z.object({ data: z.array(staffHsSectionSchema) }), 'The sections'),
  },
});

const renameSectionRoute = staffRoute('hsCodes', {
  method: 'put',
  path: '/staff/hs-sections/{id}',
  summary: 'Changes a section’s Arabic name from the version the editor started from (audited)',
  request: { ...sectionParam, ...jsonBody(hsSectionNameInputSchema) },
  responses: {
    200: jsonResponse(staffHsSectionSchema, 'The changed section'),
    ...errorResponses(404, 409, 422, 428),
  },
});

export const staffHsCodeRoutes = createRouter()
  // GET /api/staff/hs-codes – the codes: `q` (a code or words), `level`, `page`, `page_size`
  .openapi(listRoute, async (c) =>
    c.json(await listStaffCodes(c.get('db'), c.req.valid('query')), 200),
  )
  // GET /api/staff/hs-codes/{code} – one code
  .openapi(readRoute, async (c) => {
    return c.json(found(await readStaffCode(c.get('db'), c.req.valid('param').code)), 200);
  })
  // PUT /api/staff/hs-codes/{code} – its Arabic name, its terms and its subheadings' terms
  .openapi(renameRoute, async (c) => {
    const { code } = c.req.valid('param');
    const { name_ar } = c.req.valid('json');
    const row = await staffChange(c, (scope) => renameCode(scope, code, name_ar), { revalidate });
    return c.json(row, 200);
  })
  // GET /api/staff/hs-sections – the sections, I to XXI
  .openapi(sectionsRoute, async (c) => c.json({ data: await listStaffSections(c.get('db')) }, 200))
  // PUT /api/staff/hs-sections/{id} – a section's Arabic name
  .openapi(renameSectionRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { name_ar } = c.req.valid('json');
    const row = await staffChange(c, (scope) => renameSection(scope, id, name_ar), {
      revalidate,
    });
    return c.json(row, 200);
  })
  .route('/', staffHsSynonymRoutes);
