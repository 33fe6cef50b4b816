import 'server-only';

import type { createRouter } from '@/lib/api/router';
import { SESSION_COOKIE } from '@/lib/auth/cookie';

/** OpenAPI: a member route takes the Bearer token or the session cookie. */
export const SESSION_SECURITY: Record<string, string[]>[] = [
  { bearerAuth: [] },
  { sessionCookie: [] },
];

export function registerSecuritySchemes(router: ReturnType<typeof createRouter>) {
  router.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
  });
  router.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
  });
}
