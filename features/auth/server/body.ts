import 'server-only';
import type { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';

import { ApiError, VALIDATION_MESSAGE, validationErrors } from '@/lib/api/errors';
import type { AppEnv } from '@/lib/api/types';

const isForm = (contentType: string | undefined) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType ?? '');

/** A request body the spec's client sends form-encoded and other clients may send as JSON. */
export function formOrJson<T extends z.ZodType>(schema: T, description: string) {
  return {
    description,
    content: {
      'application/json': { schema },
      'application/x-www-form-urlencoded': { schema },
    },
  };
}

// Without a Content-Type the validators let an empty body through; answer the field errors instead.
export function requireBody(schema: z.ZodType): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.req.header('content-type')) {
      const result = schema.safeParse({});
      if (!result.success) {
        throw new ApiError(422, VALIDATION_MESSAGE, validationErrors(result.error));
      }
    }
    await next();
  };
}

/** The validated body, whichever of the two encodings the request used. */
export function pickBody<T>(c: Context<AppEnv>, json: T, form: T): T {
  return isForm(c.req.header('content-type')) ? form : json;
}
