import type { TestApi } from './test-api';

const JSON_TYPE = { 'Content-Type': 'application/json' };

/**
 * A request to the API with `headers` (a session's bearer, If-Match) and a JSON body when given (a
 * string is sent as it is: a body that is not JSON).
 */
export const sendJson = (
  api: TestApi,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) =>
  api.request(path, {
    method,
    headers: { ...(body === undefined ? {} : JSON_TYPE), ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
