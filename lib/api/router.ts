import { OpenAPIHono } from '@hono/zod-openapi';

import { VALIDATION_MESSAGE, validationErrors } from './errors';
import type { AppEnv } from './types';

/** A Hono sub-app whose validation failures answer 422 with errors by field. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json({ message: VALIDATION_MESSAGE, errors: validationErrors(result.error) }, 422);
      }
    },
  });
}
