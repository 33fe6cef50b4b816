// Issue 29: the page a preview opens or returns to is a path of this site, never another address:
// "/news/12-exports" or "/ar/news/12-…" with its query, but not "//evil.example", "/\evil",
// "https://…", "javascript:…", the API or the console.

const BASE = 'http://portal.invalid';
const NOT_PAGES = /^\/(api|admin|_next)(\/|$)/;

/** The site path `value` names (path and query), or null when it is not one. */
export function sitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  // A second slash or a backslash after the first makes a browser read another host.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || NOT_PAGES.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}
