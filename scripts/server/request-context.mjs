// One store per request, alive through Next's rendering of it (AsyncLocalStorage follows the
// request's async work). A page that finds the database unreachable marks it (lib/db/unavailable.ts
// reaches the store through globalThis), and the server then answers 503 instead of 500 or 200.
import { AsyncLocalStorage } from 'node:async_hooks';

export const requestContext = new AsyncLocalStorage();
globalThis.__portalRequestContext = requestContext;

/**
 * Runs `handle` in a fresh request store; a response written while the store says the service is
 * unavailable goes out as 503 with Retry-After.
 * @param {import('node:http').ServerResponse} res
 */
export function withRequestContext(res, handle, retryAfterSeconds = 5) {
  const store = { unavailable: false };
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadUnlessUnavailable(status, ...rest) {
    if (store.unavailable) {
      this.setHeader('Retry-After', String(retryAfterSeconds));
      this.setHeader('Cache-Control', 'no-store');
      return writeHead.call(this, 503, ...rest.filter((item) => typeof item !== 'string'));
    }
    return writeHead.call(this, status, ...rest);
  };
  return requestContext.run(store, handle);
}
