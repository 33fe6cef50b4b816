// A cached page cannot read the request's query, so one that redirects to its canonical address
// ends the target with a bare "?" (lib/navigation/keep-query.ts); here, before the answer goes
// out, the request's query takes its place: /ar/pages/130?tab=5 → /ar/pages/130-…?tab=5 (issue 25).
// Next's own marker of a data request (_rsc) is left out. Plain JavaScript: the custom server runs it.

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/** The query of a request target without Next's `_rsc`, with its "?", or "" when none is left. */
function queryOf(target) {
  const start = target.indexOf('?');
  if (start < 0) return '';
  const kept = target
    .slice(start + 1)
    .split('&')
    .filter((part) => part !== '' && part !== '_rsc' && !part.startsWith('_rsc='));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/**
 * The Location to send: one that ends with the mark (its only "?") gets the request's query in its
 * place (none: the mark goes); any other is left as it is.
 * @param {unknown} location
 * @param {string} requestTarget the request line's target, e.g. `/ar/pages/130?tab=5`
 */
export function completeRedirectQuery(location, requestTarget) {
  if (typeof location !== 'string' || location.indexOf('?') !== location.length - 1) {
    return location;
  }
  return `${location.slice(0, -1)}${queryOf(requestTarget ?? '')}`;
}

/**
 * Completes the Location of a redirect answered to a GET or HEAD, as its headers go out.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function keepQueryOnRedirects(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const { writeHead } = res;
  // A Location may come as a list (Next sets it on some answers twice): one value, completed.
  const complete = (value) => {
    const values = (Array.isArray(value) ? value : [value]).map((item) =>
      completeRedirectQuery(item, req.url),
    );
    return values.length === 1 || new Set(values).size === 1 ? values[0] : values;
  };
  res.writeHead = function writeHeadKeepingQuery(status, ...rest) {
    if (REDIRECT.has(status)) {
      const headers = rest.find((item) => item && typeof item === 'object' && !Array.isArray(item));
      const name = headers && Object.keys(headers).find((key) => key.toLowerCase() === 'location');
      if (name) headers[name] = complete(headers[name]);
      const location = this.getHeader('location');
      if (location !== undefined) this.setHeader('location', complete(location));
    }
    return writeHead.call(this, status, ...rest);
  };
}
