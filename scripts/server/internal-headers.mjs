// Headers Next leaves on an answer that only copy the request's address (issue 36: a long query
// made an answer's headers too large for the proxy in front, which answered 502). They go here, as
// the headers go out. Plain JavaScript: the custom server runs it.
// - `x-middleware-rewrite`, on every answer the proxy rewrote: the internal path it was rewritten
//   onto, the query included. No one reads it (the App Router's client reads
//   `x-nextjs-rewritten-path`, sent on its own data requests).
// - On a redirect, what repeats its Location or names the rewritten address for no one: `Refresh:
//   0;url=…` on Next's permanent redirects (308), for browsers from before 308 (every browser the
//   portal supports follows the Location), and the rewritten path and query Next adds for the
//   router's data request (`x-nextjs-rewritten-path`, `-query`), which the browser's fetch never
//   shows the router: it follows the redirect and reads the answer it leads to.

export const INTERNAL_HEADERS = ['x-middleware-rewrite'];
const REDIRECT_COPIES = ['refresh', 'x-nextjs-rewritten-path', 'x-nextjs-rewritten-query'];

const isRedirect = (status) => status >= 300 && status < 400;

/** A writeHead headers object without `names` (any case). */
function without(headers, names) {
  for (const name of Object.keys(headers)) {
    if (names.includes(name.toLowerCase())) delete headers[name];
  }
}

/**
 * Removes INTERNAL_HEADERS from every answer, and REDIRECT_COPIES from a redirect, as the headers go out,
 * whether they were set before or are given to writeHead.
 * @param {import('node:http').ServerResponse} res
 */
export function dropInternalHeaders(res) {
  const { writeHead } = res;
  res.writeHead = function writeHeadWithoutInternal(status, ...rest) {
    const names = isRedirect(status) ? [...INTERNAL_HEADERS, ...REDIRECT_COPIES] : INTERNAL_HEADERS;
    const headers = rest.find((item) => item && typeof item === 'object' && !Array.isArray(item));
    if (headers) without(headers, names);
    for (const name of names) this.removeHeader(name);
    return writeHead.call(this, status, ...rest);
  };
}
