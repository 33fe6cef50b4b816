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
      // A copy: Hono would keep a failed parse for the route, whose validator then throws outside
      // its own error handling (a 500 instead of the route's 400).
      return formValues(await request.raw.clone().formData());
    }
  } catch {
    // A body that does not parse is the route validator's to refuse (400).
  }
  return undefined;
}

function formValues(form: FormData): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') (values[name] ??= []).push(value);
  }
  return values;
}

type AppEnvRequest = Parameters<MiddlewareHandler<AppEnv>>[0]['req'];

/**
 * The one input boundary before every route: a text field, a query value or a header-free form
 * value holding a control character is refused with 422 naming the field, in the request's
 * language. Hono keeps the parsed body, so the route reads it again at no cost.
 */
export const rejectControlCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  // Query values and form fields may repeat; the error names the parameter, not its position.
  const byName = (values: unknown) =>
    Object.entries((values ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
      fieldsWithControlCharacters(value).length > 0 || CONTROL.test(name) ? [name] : [],
    );
  const fields = byName(c.req.queries());
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const body = await bodyOf(c.req);
    const type = c.req.header('content-type') ?? '';
    fields.push(
      ...(/json|csp-report/i.test(type) ? fieldsWithControlCharacters(body) : byName(body)),
    );
  }
  if (fields.length > 0) {
    const errors = Object.fromEntries(fields.map((field) => [field, [CONTROL_CHARACTERS_MESSAGE]]));
    throw new ApiError(422, VALIDATION_MESSAGE, errors);
  }
  await next();
};
