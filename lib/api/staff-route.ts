import 'server-only';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';

import { requireStaffArea, requireStaffPassword } from '@/lib/auth/middleware';
import type { StaffArea } from '@/lib/auth/staff-areas';

import { errorResponses } from './errors';
import { SESSION_SECURITY } from './openapi-security';

/** The OpenAPI extension naming a staff operation's console area (or `sign-in`). */
export const STAFF_AREA_EXTENSION = 'x-staff-area';
export const SIGN_IN_AREA = 'sign-in';

type StaffRouteConfig = Omit<RouteConfig, 'tags' | 'security' | 'middleware'>;

/**
 * The one way to declare an `/api/staff` route (issue 24): the Staff tag, the session security
 * (Bearer token or cookie), the 401 and 403 answers, and the role check of its console area from
 * `STAFF_AREAS`. The area is written into the OpenAPI document, where a test walks every staff
 * operation with a visitor, a member, a role outside the area and a session before the second factor.
 */
export function staffRoute<const R extends StaffRouteConfig>(area: StaffArea, config: R) {
  return createRoute({
    ...config,
    tags: ['Staff'],
    security: SESSION_SECURITY,
    middleware: [requireStaffArea(area)] as const,
    [STAFF_AREA_EXTENSION]: area,
    responses: { ...errorResponses(401, 403), ...config.responses },
  });
}

/**
 * The console's sign-in steps after the password (`/api/staff/second-factor/…`): any staff
 * session, before or after its second factor; a visitor 401, a member 403.
 */
export function staffSignInRoute<const R extends StaffRouteConfig>(config: R) {
  return createRoute({
    ...config,
    tags: ['Staff'],
    security: SESSION_SECURITY,
    middleware: [requireStaffPassword] as const,
    [STAFF_AREA_EXTENSION]: SIGN_IN_AREA,
    responses: { ...errorResponses(401, 403), ...config.responses },
  });
}
