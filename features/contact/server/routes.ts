import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { createRouter } from '@/lib/api/router';

import { officeSchema } from '../schemas';

import { listOffices } from './list-offices';

const contactUsRoute = createRoute({
  method: 'get',
  path: '/contact-us',
  tags: ['Contact'],
  summary: "The agency's offices with e-mail, phone and directions",
  responses: {
    200: {
      description: 'Offices',
      content: { 'application/json': { schema: z.array(officeSchema) } },
    },
  },
});

// GET /api/contact-us – the offices list
export const contactRoutes = createRouter().openapi(contactUsRoute, async (c) =>
  c.json(await listOffices(c.get('db')), 200),
);
