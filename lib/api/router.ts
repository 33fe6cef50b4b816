import { OpenAPIHono } from '@hono/zod-openapi';

import { VALIDATION_MESSAGE, validationErrors } from './errors';
import { translateKey } from './translate';
import type { AppEnv } from './types';

/** A Hono sub-app whose validation failures answer 422 with errors by field, in the request's language. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const locale = c.get('locale') ?? 'en';
        const errors = Object.fromEntries(
          Object.entries(validationErrors(result.error)).map(([field, messages]) => [
            field,
            messages.map((message) => translateKey(locale, message)),
          ]),
        );
        return c.json({ message: translateKey(locale, VALIDATION_MESSAGE), errors }, 422);
      }
    },
  });
}
