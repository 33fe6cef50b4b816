// Links in e-mails (verification, password reset) and canonical URLs are built from SITE_URL, never
// from a request's Host header (anyone can send any Host: host header injection). A portal run on
// another address than SITE_URL names sends links nobody can open (issue 25: verification mails
// pointed at http://localhost:3000 while the portal ran elsewhere; lib/config now defaults to this
// server's own port), so the server says so: loudly at start-up when SITE_URL is unset or names a
// local address on another port, and once in the log when the first request names another host
// than SITE_URL's. Plain JavaScript: the custom server
// runs it.

/** lib/config's SITE_URL when it is not set: this server's own port on localhost. */
export const defaultSiteUrl = (port) => `http://localhost:${port}`;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '::']);
const isLocalHost = (host) => LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
const bare = (host) => host.toLowerCase().replace(/^\[|\]$/g, '');

function parseSiteUrl(siteUrl) {
  try {
    const url = new URL(siteUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const defaultPort = url.protocol === 'https:' ? '443' : '80';
    return { url, host: bare(url.hostname), port: url.port || defaultPort, defaultPort };
  } catch {
    return null;
  }
}

/** The address the server listens on, as a URL a person can read. */
export function listeningUrl({ address, port }) {
  const host = !address || address === '::' || address === '0.0.0.0' ? 'localhost' : address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Why links built from SITE_URL may not reach this server, or null. `siteUrl` is the environment's
 * value (unset or empty: the default is used); `listening` is where the server listens
 * (`server.address()`). A public host name cannot be checked here (a reverse proxy may serve it):
 * the requests' Host tells (hostMismatch).
 * @param {{ siteUrl: string | undefined, listening: { address?: string, port: number } }} options
 * @returns {string | null}
 */
export function siteUrlProblem({ siteUrl, listening }) {
  const here = listeningUrl(listening);
  if (siteUrl === undefined || siteUrl.trim() === '') {
    return `SITE_URL is not set: links in e-mails and pages point at ${defaultSiteUrl(listening.port)}, where the portal listens (${here}), which only this machine can open. Set SITE_URL to the address visitors use.`;
  }
  const site = parseSiteUrl(siteUrl);
  if (!site) return `SITE_URL (${siteUrl}) is not an http:// or https:// URL.`;
  if (isLocalHost(site.host) && site.port !== String(listening.port)) {
    return `SITE_URL is ${site.url.origin}, but the portal listens on ${here}: links in e-mails and pages lead nowhere. Set SITE_URL to the address visitors use.`;
  }
  return null;
}

/** Host (and port) of a Host header, or null when it is not one. */
function parseHostHeader(value) {
  if (typeof value !== 'string' || value === '') return null;
  const match = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(value.trim());
  return match ? { host: bare(match[1]), port: match[2] } : null;
}

/**
 * Why a request's host is not SITE_URL's, or null when it is (or cannot be read). A Host without a
 * port has SITE_URL's default one (a proxy in front drops it).
 * @param {string} siteUrl
 * @param {string | undefined} hostHeader the request's Host (or X-Forwarded-Host) header
 * @returns {string | null}
 */
export function hostMismatch(siteUrl, hostHeader) {
  const site = parseSiteUrl(siteUrl);
  const asked = parseHostHeader(hostHeader);
  if (!site || !asked) return null;
  if (asked.host === site.host && (asked.port ?? site.defaultPort) === site.port) return null;
  return `A request came for ${hostHeader}, but SITE_URL is ${site.url.origin}: links in e-mails and pages point there, not at the address visitors use. Set SITE_URL to the address visitors use (links are never built from the Host header).`;
}

/**
 * Checks the requests' Host against SITE_URL and calls `warn(message, fields)` the first time they
 * differ, then never again. The health check is left out (load balancers probe by IP address).
 * @returns {(req: import('node:http').IncomingMessage) => void}
 */
export function watchRequestHosts(siteUrl, warn) {
  let warned = false;
  return (req) => {
    if (warned || req.url === '/api/health') return;
    const forwarded = req.headers['x-forwarded-host'];
    const host =
      (typeof forwarded === 'string' && forwarded.split(',')[0]?.trim()) || req.headers.host;
    const problem = hostMismatch(siteUrl, host);
    if (!problem) return;
    warned = true;
    warn(problem, { site_url: siteUrl, request_host: host });
  };
}

/** A warning that stands out among the start-up lines. */
export function loudWarning(message) {
  const line = '!'.repeat(78);
  return `\n${line}\n!! WARNING: ${message}\n${line}\n`;
}
