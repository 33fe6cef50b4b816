import { OpenAPIHono } from '@hono/zod-openapi';

import { ApiError, VALIDATION_MESSAGE, validationErrors } from './errors';
import type { AppEnv } from './types';

/**
 * A Hono sub-app whose validation failures answer 422 with errors by field; the API's error
 * handler translates them into the request's language like every other error.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new ApiError(422, VALIDATION_MESSAGE, validationErrors(result.error));
      }
    },
  });
}
