import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';

import { ApiError, notFound, VALIDATION_MESSAGE, validationErrors } from './errors';
import { ID_OUT_OF_RANGE } from './params';
import type { AppEnv } from './types';

/**
 * A Hono sub-app whose validation failures answer 422 with errors by field; the API's error
 * handler translates them into the request's language like every other error.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        // A path id past the column's range names no row: the answer of an unknown id.
        const issues = result.error.issues;
        if (issues.length > 0 && issues.every((issue) => issue.message === ID_OUT_OF_RANGE)) {
          throw notFound();
        }
        throw new ApiError(422, VALIDATION_MESSAGE, validationErrors(result.error));
      }
    },
  });
}

/**
 * Writes a route into the OpenAPI document only, for a handler that is plain Hono (an answer that
 * is a file, not JSON). What `.openapi()` leaves out of the document stays out here too: the route's
 * `middleware` (the handler's chain runs it) and a hidden route (issue 36: a `middleware` key made
 * the document invalid).
 */
export function declareRoute(router: OpenAPIHono<AppEnv>, route: RouteConfig): void {
  if (route.hide) return;
  const declaration: RouteConfig = { ...route };
  delete declaration.middleware;
  delete declaration.hide;
  router.openAPIRegistry.registerPath(declaration);
}
