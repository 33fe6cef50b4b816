import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

import { HashingBusyError, HASHING_RETRY_AFTER_SECONDS } from '@/lib/auth/hash-gate';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '@/lib/db/unavailable';
import { writtenNumbers } from '@/lib/i18n/format-number';

import { ApiError, type ErrorBody } from './errors';
import { fullTranslator, translateKey } from './translate';
import type { AppEnv } from './types';

function translate(c: Context<AppEnv>, message: string, values: Record<string, string | number>) {
  const locale = c.get('locale') ?? 'en';
  const t = fullTranslator(locale);
  if (!t.has(message as never)) return translateKey(locale, message);
  // Numbers (seconds to wait, a count) are written in the answer's language (one formatter).
  return (t as (key: string, values?: Record<string, string | number>) => string)(
    message,
    writtenNumbers(values, locale),
  );
}

// Maps any thrown error to the one error shape; unknown errors never reveal their stack or SQL.
export function handleError(error: Error, c: Context<AppEnv>) {
  const requestId = c.get('requestId');
  if (error instanceof ApiError) {
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, messages]) => [
        field,
        messages.map((message) => translate(c, message, error.values)),
      ]),
    );
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json<ErrorBody>(
      { message: translate(c, error.message, error.values), errors, request_id: requestId },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message =
      status === 400 ? translate(c, 'Api.malformed', {}) : error.message || 'Request failed.';
    return c.json<ErrorBody>({ message, errors: {}, request_id: requestId }, status);
  }
  if (error instanceof HashingBusyError) {
    // Issues 25 and 36: every password-hashing slot is taken and the queue is full (a login
    // flood); nothing was done, and the caller may try again shortly.
    c.get('log')?.warn({ path: c.req.path }, 'password hashing is busy');
    c.header('Retry-After', String(HASHING_RETRY_AFTER_SECONDS));
    return c.json<ErrorBody>(
      { message: translate(c, 'Api.busy', {}), errors: {}, request_id: requestId },
      429,
    );
  }
  if (isDatabaseUnavailable(error)) {
    c.get('log')?.warn({ err: error }, 'database unavailable');
    c.header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
    return c.json<ErrorBody>(
      { message: translate(c, 'Api.unavailable', {}), errors: {}, request_id: requestId },
      503,
    );
  }
  c.get('log')?.error({ err: error }, 'unhandled error');
  return c.json<ErrorBody>(
    { message: translate(c, 'Api.serverError', {}), errors: {}, request_id: requestId },
    500,
  );
}
