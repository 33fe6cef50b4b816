import { z } from '@hono/zod-openapi';
import type { ZodError } from 'zod';

// One error shape for every failure, as Laravel answers and the specification's client reads.
export const errorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
    request_id: z.string().optional(),
  })
  .openapi('Error');

export type ErrorBody = z.infer<typeof errorSchema>;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 428 | 429 | 500 | 503;

/**
 * A failure the API answers on purpose. `message` and the field messages may be catalogue keys
 * ("Api.forbidden"), sent translated into the request's language with `values` filled in.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly values: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = () => new ApiError(404, 'Api.notFound');

/** The row read, or 404 when there is none. */
export function found<T>(row: T | null | undefined | false): T {
  if (!row) throw notFound();
  return row;
}

export function validationErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

export const VALIDATION_MESSAGE = 'Api.invalid';

/** OpenAPI responses every route may give, merged into each route definition. */
export const errorResponses = (...statuses: ErrorStatus[]) =>
  Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: ERROR_DESCRIPTIONS[status],
        content: { 'application/json': { schema: errorSchema } },
      },
    ]),
  );

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Malformed request',
  401: 'Not authenticated',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict with the current state (a stale version: the record changed since it was read)',
  413: 'Request body too large',
  422: 'Validation failed',
  428: 'The change must name the version it started from',
  429: 'Too many requests',
  500: 'Server error',
  503: 'Service unavailable',
};
