import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';

import { jsonResponse } from '@/lib/api/json-response';
import { createRouter } from '@/lib/api/router';

import { guideSchema } from '../schemas';

import { listGuide } from './queries';

const guideRoute = createRoute({
  method: 'get',
  path: '/guideE',
  tags: ['Export guide'],
  summary: 'The export guide (a list whose first element is the guide)',
  responses: { 200: jsonResponse(z.array(guideSchema), 'The guide record') },
});

// GET /api/guideE
export const guideRoutes = createRouter().openapi(guideRoute, async (c) =>
  c.json(await listGuide(c.get('db')), 200),
);
