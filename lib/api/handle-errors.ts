import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

import { ApiError, type ErrorBody } from './errors';
import type { AppEnv } from './types';

// Maps any thrown error to the one error shape; unknown errors never reveal their stack or SQL.
export function handleError(error: Error, c: Context<AppEnv>) {
  const requestId = c.get('requestId');
  if (error instanceof ApiError) {
    return c.json<ErrorBody>(
      { message: error.message, errors: error.errors, request_id: requestId },
      error.status,
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = status === 400 ? 'Malformed request body.' : error.message || 'Request failed.';
    return c.json<ErrorBody>({ message, errors: {}, request_id: requestId }, status);
  }
  c.get('log')?.error({ err: error }, 'unhandled error');
  return c.json<ErrorBody>(
    { message: 'Server error. Please try again later.', errors: {}, request_id: requestId },
    500,
  );
}
