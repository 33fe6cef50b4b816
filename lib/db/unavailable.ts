// Whether an error means the database cannot be reached (refused, dropped, timed out, shutting
// down), as opposed to a fault of the query: the API answers the first with 503 and Retry-After.

// Node's socket errors and PostgreSQL's SQLSTATE classes 08 (connection exception), 57P0x (the
// server is shutting down or starting), 53300 (too many connections), 57014 (statement timeout).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error/i,
  /pool after calling end/i,
  /PGlite is closed/i,
  /database (is )?closed/i,
];

type Described = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as Described;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
    return true;
  if (
    typeof message === 'string' &&
    UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
  ) {
    return true;
  }
  // AggregateError (a refused connection on IPv4 and IPv6) and wrapped causes (Drizzle's query error).
  if (Array.isArray(errors) && errors.some((item) => isDatabaseUnavailable(item, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Seconds a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** The digest of the error a page throws when the database cannot be reached (app/[locale]/error.tsx). */
export const SERVICE_UNAVAILABLE_DIGEST = 'PORTAL_SERVICE_UNAVAILABLE';

type RequestStore = { unavailable: boolean };
type RequestContext = { getStore: () => RequestStore | undefined };

/**
 * For a page whose data the database could not give: marks the request so the portal's server
 * answers 503 with Retry-After (scripts/server/request-context.mjs), and returns the error to throw,
 * which the error page recognises by its digest and explains.
 */
export function serviceUnavailable(cause: unknown): Error & { digest: string } {
  const context = (globalThis as { __portalRequestContext?: RequestContext })
    .__portalRequestContext;
  const store = context?.getStore();
  if (store) store.unavailable = true;
  return Object.assign(new Error('The database is unavailable', { cause }), {
    digest: SERVICE_UNAVAILABLE_DIGEST,
  });
}
