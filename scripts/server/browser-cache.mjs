// What a browser may keep (issue 36). Next sends a cached page as `s-maxage=3600,
// stale-while-revalidate=…` with no max-age: a browser then has no lifetime of its own and, within
// the stale-while-revalidate window, shows the copy it has while it checks in the background, so a
// visitor saw a search's "no results" after the content had changed. Here, as the headers go out,
// every answer a shared cache may keep tells browsers to check back each time
// (`max-age=0, must-revalidate`, answered by a 304 when nothing changed) and keeps the shared
// cache's own lifetime (`s-maxage`, and its stale-while-revalidate). Files named by their content
// (`immutable`) and answers no cache may keep are left as they are. Plain JavaScript: the custom
// server runs it.

/** The browser's part of every answer a shared cache may keep. */
export const BROWSER_REVALIDATES = 'max-age=0, must-revalidate';

const LEFT_ALONE = new Set(['no-store', 'no-cache', 'private', 'immutable']);
// Rewritten into the browser's part and the shared cache's lifetime; every other directive stays.
const REPLACED = new Set(['public', 'max-age', 's-maxage', 'must-revalidate', 'proxy-revalidate']);

/** `name[=value]` pairs of a Cache-Control value, names in lower case. */
function directivesOf(value) {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const equals = part.indexOf('=');
      return equals === -1
        ? { name: part.toLowerCase(), value: '', text: part }
        : {
            name: part.slice(0, equals).trim().toLowerCase(),
            value: part.slice(equals + 1),
            text: part,
          };
    });
}

const seconds = (text) => (/^\d+$/.test(text ?? '') ? Number(text) : null);

/**
 * The Cache-Control to send instead of `value`: an answer with a lifetime (`s-maxage` or `max-age`)
 * and none of no-store, no-cache, private or immutable becomes
 * `public, max-age=0, must-revalidate[, s-maxage=<its shared lifetime>][, the rest]`, where the
 * shared lifetime is its s-maxage, else its max-age. Anything else is returned as it is.
 * @param {unknown} value
 * @returns {unknown}
 */
export function revalidatingCacheControl(value) {
  if (typeof value !== 'string') return value;
  const directives = directivesOf(value);
  if (directives.some(({ name }) => LEFT_ALONE.has(name))) return value;
  const find = (name) => directives.find((directive) => directive.name === name)?.value;
  const shared = seconds(find('s-maxage')) ?? seconds(find('max-age'));
  if (shared === null) return value;
  return [
    'public',
    BROWSER_REVALIDATES,
    ...(shared > 0 ? [`s-maxage=${shared}`] : []),
    ...directives.filter(({ name }) => !REPLACED.has(name)).map(({ text }) => text),
  ].join(', ');
}

/**
 * Rewrites the answer's Cache-Control (revalidatingCacheControl) as its headers go out, whether
 * they were set before or are given to writeHead.
 * @param {import('node:http').ServerResponse} res
 */
export function browsersRevalidate(res) {
  const { writeHead } = res;
  res.writeHead = function writeHeadRevalidating(status, ...rest) {
    const headers = rest.find((item) => item && typeof item === 'object' && !Array.isArray(item));
    const name =
      headers && Object.keys(headers).find((key) => key.toLowerCase() === 'cache-control');
    if (name) headers[name] = revalidatingCacheControl(headers[name]);
    const current = this.getHeader('cache-control');
    if (current !== undefined) this.setHeader('cache-control', revalidatingCacheControl(current));
    return writeHead.call(this, status, ...rest);
  };
}
