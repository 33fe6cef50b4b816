import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';

import { enquiryPageSchema } from '../enquiry-page-schemas';

import { getEnquiryPage, listEnquiryPages } from './enquiry-pages';

const enquiryPagesRoute = createRoute({
  method: 'get',
  path: '/enquiries-page',
  tags: ['Enquiry pages'],
  summary: 'Every enquiry page: title, subtitle, image, result text and tooltip',
  responses: { 200: jsonResponse(z.array(enquiryPageSchema), 'Enquiry pages') },
});

const enquiryPageRoute = createRoute({
  method: 'get',
  path: '/enquiries-page/{id}',
  tags: ['Enquiry pages'],
  summary: 'One enquiry page, as a list whose first element is the page',
  request: { params: z.object({ id: positiveInt('id') }) },
  responses: {
    200: jsonResponse(z.array(enquiryPageSchema), 'The enquiry page'),
    ...errorResponses(404, 422),
  },
});

// GET /api/enquiries-page, /api/enquiries-page/{id}
export const enquiryPageRoutes = createRouter()
  .openapi(enquiryPagesRoute, async (c) => c.json(await listEnquiryPages(c.get('db')), 200))
  .openapi(enquiryPageRoute, async (c) => {
    const page = await getEnquiryPage(c.get('db'), c.req.valid('param').id);
    if (!page) throw notFound();
    return c.json([page], 200);
  });
