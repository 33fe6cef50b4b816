import 'server-only';
import type { MiddlewareHandler } from 'hono';

import { ApiError, VALIDATION_MESSAGE } from './errors';
import type { AppEnv } from './types';

// C0 controls but tab, line feed and carriage return, and DEL. PostgreSQL refuses NUL in text, and
// none of them belongs in a name, an address or a description (issue 10).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTERS_MESSAGE = 'rules.controlCharacters';

/** The paths (`submitData.name`, `answers.0.question`) of every string holding a control character. */
export function fieldsWithControlCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return CONTROL.test(value) ? [path.join('.') || '_'] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      fieldsWithControlCharacters(item, [...path, String(index)]),
    );
  }
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    return Object.entries(value).flatMap(([key, item]) =>
      CONTROL.test(key)
        ? [[...path, '_'].join('.')]
        : fieldsWithControlCharacters(item, [...path, key]),
    );
  }
  return [];
}

async function bodyOf(request: AppEnvRequest): Promise<unknown> {
  const type = request.header('content-type') ?? '';
  try {
    if (/^application\/(.+\+)?json/i.test(type) || type.includes('csp-report')) {
      return await request.json();
    }
    if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
      return await request.parseBody({ all: true });
    }
  } catch {
    // A body that does not parse is the route validator's to refuse (400).
  }
  return undefined;
}

type AppEnvRequest = Parameters<MiddlewareHandler<AppEnv>>[0]['req'];

/**
 * The one input boundary before every route: a text field, a query value or a header-free form
 * value holding a control character is refused with 422 naming the field, in the request's
 * language. Hono keeps the parsed body, so the route reads it again at no cost.
 */
export const rejectControlCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  const fields = fieldsWithControlCharacters(c.req.queries());
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    fields.push(...fieldsWithControlCharacters(await bodyOf(c.req)));
  }
  if (fields.length > 0) {
    const errors = Object.fromEntries(fields.map((field) => [field, [CONTROL_CHARACTERS_MESSAGE]]));
    throw new ApiError(422, VALIDATION_MESSAGE, errors);
  }
  await next();
};
