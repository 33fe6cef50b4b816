import 'server-only';
import { z } from '@hono/zod-openapi';

import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { positiveInt } from '@/lib/api/params';
import { requireAuth } from '@/lib/auth/middleware';

/** What every route of the member's export plan shares (issue 59). */
export const member = {
  tags: ['Export plan'],
  security: SESSION_SECURITY,
  middleware: requireAuth,
};
export const planIdParam = z.object({ id: positiveInt('id') });
