import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { cachePublicly, publicCacheHeader } from '@/lib/api/public-cache';
import { createRouter } from '@/lib/api/router';
import { pageFields } from '@/lib/pagination';

import {
  hsCodeResultSchema,
  hsFinderAnswerSchema,
  hsFinderQuerySchema,
  hsPathStepSchema,
} from '../schemas';

import { findGuided, questionAnswer } from './guided-finder';
import { servicesNotice } from './services-notice';
import { staffHsCodeRoutes } from './staff-routes';
import { listSections, treeNode } from './tree';

const tags = ['HS codes'];
const headers = publicCacheHeader;
const NAMES_NOTE =
  'Names in English are the HS 2022 nomenclature’s (WCO, via UN Comtrade; PDDL). Arabic names ' +
  'are the portal’s own translation, not an official one; a subheading without an Arabic name ' +
  'shows its heading’s (`name_ar_of_heading`). `path` runs from the section (level 0, a roman ' +
  'numeral) to the code’s parent.';

const finderRoute = createRoute({
  method: 'get',
  path: '/hs-codes',
  tags,
  summary: 'The HS finder: codes for a description in English or Arabic, or for a code',
  description:
    'A code in any spelling (`1509`, `15.09`, `1509.10`, `150910`, a national line of 8 or 10 ' +
    'digits) finds itself first, then the codes under it. Words find codes by their names and ' +
    'synonyms (the staff’s list, and members’ approved products and services), however they ' +
    'are typed (Arabic letter variants, accents, plurals, a typo), the codes matching most ' +
    'words first; a word weighs more in a name’s first clause or a staff synonym than in a ' +
    'later mention, and nothing inside an exclusion ("excluding medicaments"); ties go to what ' +
    'Jordan exports most. A query naming a service (accounting services, website design) finds ' +
    'no code and carries `notice` of kind `services`: HS codes classify goods. When the best ' +
    'codes differ by one qualifier the nomenclature decides by (fresh or frozen, raw or prepared, ' +
    'knitted or woven, for retail sale or in bulk), the answer carries `question`; asked again ' +
    'with `qualifier` set to one of its options, only the codes carrying it are kept. ' +
    NAMES_NOTE,
  request: { query: hsFinderQuerySchema },
  responses: {
    200: { ...jsonResponse(hsFinderAnswerSchema, 'One page of codes'), headers },
    ...errorResponses(422),
  },
});

const treeRoute = createRoute({
  method: 'get',
  path: '/hs-codes/tree',
  tags,
  summary: 'The 21 sections of the nomenclature, where browsing starts',
  responses: {
    200: {
      ...jsonResponse(z.object({ data: z.array(hsPathStepSchema) }), 'The sections'),
      headers,
    },
  },
});

const nodeRoute = createRoute({
  method: 'get',
  path: '/hs-codes/tree/{id}',
  tags,
  summary: 'A section (I to XXI) or a code (2, 4 or 6 digits) with its path and its children',
  description: NAMES_NOTE,
  request: {
    params: z.object({ id: z.string().max(6, 'rules.invalid').describe('XV, 15, 1509 or 150920') }),
  },
  responses: {
    200: {
      ...jsonResponse(
        z.object({ node: hsCodeResultSchema, children: z.array(hsCodeResultSchema) }),
        'The node and its children',
      ),
      headers,
    },
    ...errorResponses(404, 422),
  },
});

export const hsCodeRoutes = createRouter()
  // GET /api/hs-codes – the finder
  .openapi(finderRoute, async (c) => {
    const { q, page, page_size, qualifier } = c.req.valid('query');
    const found = await findGuided(c.get('db'), q, page, page_size, qualifier);
    cachePublicly(c);
    const notice = found.services ? servicesNotice() : undefined;
    const question = found.question ? questionAnswer(found.question) : undefined;
    return c.json(
      {
        data: found.rows,
        ...pageFields(found.total, page, page_size),
        ...(notice && { notice }),
        ...(question && { question }),
      },
      200,
    );
  })
  // GET /api/hs-codes/tree – the sections
  .openapi(treeRoute, async (c) => {
    const data = await listSections(c.get('db'));
    cachePublicly(c);
    return c.json({ data }, 200);
  })
  // GET /api/hs-codes/tree/{id} – a section or code and its children
  .openapi(nodeRoute, async (c) => {
    const found = await treeNode(c.get('db'), c.req.valid('param').id);
    if (!found) throw notFound();
    cachePublicly(c);
    return c.json(found, 200);
  })
  .route('/', staffHsCodeRoutes);
