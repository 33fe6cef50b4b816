// The production server: Next's request handler behind a plain Node HTTP server, so that what
// `next start` cannot do happens before Next sees the request (issue 10):
// - the socket's address is passed on in CLIENT_SOCKET_HEADER (a client cannot set it), for the
//   per-address limits and TRUSTED_PROXIES (lib/http/client-address.ts);
// - a malformed request target answers 400 in the portal's shape, logged with a request id, and
//   one longer than 6 KB 414, so no answer's headers can carry a longer copy of it (issue 36);
// - a page that finds the database unreachable answers 503 (request-context.mjs);
// - GET /api/health answers here, from the process's database connection, so it never waits in
//   line behind page rendering, and so does GET /api/ready (readiness.mjs, issue 36) on the
//   single process (a cluster's primary answers it for its workers, and a worker hands the one that
//   comes on a kept-alive connection to its primary: cluster-worker.mjs), 503 until the process
//   has rendered its own home page in both languages (warm-up.mjs, issue 48);
// - beyond the hashing slots and their queue, a request that would hash a password answers 429 here
//   (password-requests.mjs, issue 36), so a login flood costs the pages next to nothing;
// - a page's scripts start after its first contentful paint (deferred-scripts.mjs, issue 11): the
//   HTML is rewritten here, before it is compressed, so compression is this server's too
//   (next.config.ts turns Next's off); a page sent whole gets its ETag of the bytes sent, and a 304
//   when the browser holds them (html-etag.mjs, issue 56: Next's hashed in JavaScript);
// - half-open connections are closed and each client address may hold a bounded number of
//   connections at once (http-server.mjs, issue 25);
// - the 404 page's HTML holds the page, where Next sends an empty document (not-found-pages.mjs,
//   issue 25);
// - a SITE_URL that links cannot reach from here is named loudly at start, and once when a request
//   names another host (site-url.mjs, issue 25);
// - a page's redirect to its canonical address keeps the request's query (redirect-query.mjs,
//   issue 25);
// - every answer a shared cache may keep tells browsers to revalidate it, keeping the shared
//   cache's lifetime (browser-cache.mjs, issue 36), and the headers in which Next copies the
//   address for no one are left out (internal-headers.mjs, issue 36);
// - SIGTERM or SIGINT stops it gracefully: no new connections, the requests in flight finish, then
//   it exits (graceful-stop.mjs, issue 30). As a worker of the cluster (cluster.mjs) it listens on no
//   public port: its primary hands it connections and stops it (cluster-worker.mjs).
import { randomUUID } from 'node:crypto';

import compression from 'compression';
import next from 'next';

import { badRequestAnswer } from './bad-request.mjs';
import { browsersRevalidate } from './browser-cache.mjs';
import { askPrimaryToCheck } from './cluster-worker.mjs';
import { deferScriptsEnabled, deferScriptsOfHtmlResponses } from './deferred-scripts.mjs';
import { inFlight, shutdownTimeoutMs, stopOnSignals } from './graceful-stop.mjs';
import { answerHealth } from './health.mjs';
import { etagWholeHtmlResponses } from './html-etag.mjs';
import { createPortalServer, maxConnectionsPerAddress } from './http-server.mjs';
import { dropInternalHeaders } from './internal-headers.mjs';
import { logLine as log } from './log-line.mjs';
import {
  fillBlankNotFoundPages,
  NOT_FOUND_VIEW_TOKEN_ENV,
  notFoundViewOverLoopback,
} from './not-found-pages.mjs';
import { passwordRequestGate, processPasswordRequestCap } from './password-requests.mjs';
import { cachedProbe, probeServices, readinessProbes, readyAnswer } from './readiness.mjs';
import { keepQueryOnRedirects } from './redirect-query.mjs';
import { withRequestContext } from './request-context.mjs';
import { checkRequestTarget, isApiTarget, localeOfTarget } from './request-target.mjs';
import { siteHeaders } from './site-headers.mjs';
import { defaultSiteUrl, loudWarning, siteUrlProblem, watchRequestHosts } from './site-url.mjs';
import { unlessWarm, warmUp } from './warm-up.mjs';

export const CLIENT_SOCKET_HEADER = 'x-portal-client-socket';

// The readiness answer before the database is open, while the process warms up.
const WARMING = {
  status: 503,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  body: '{}',
};

const isCheck = (req, target, path) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (target === path || target.startsWith(`${path}?`));

/**
 * Sends an answer made outside Next (`{ status, headers, body }`) with its length; no body to HEAD.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {{ status: number, headers: Record<string, string>, body: string }} answer
 * @param {Record<string, string>} [headers] sent unless the answer has its own
 */
function sendAnswer(req, res, answer, headers = {}) {
  res.writeHead(answer.status, {
    ...headers,
    ...answer.headers,
    'Content-Length': Buffer.byteLength(answer.body),
  });
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}

/** Closes the process's database connection, if it opened one (PGlite writes its files). */
export async function closeDatabase() {
  const pending = globalThis.__portalDb;
  if (!pending) return;
  try {
    await (await pending).close();
  } catch {
    // Stopping anyway.
  }
}

/**
 * Serves the build on `port` and returns the HTTP server. With `worker`, it does not listen: the
 * cluster's primary owns the port and counts connections per client address for the whole cluster,
 * and the caller hands the connections to the server (cluster-worker.mjs). `timeouts` shortens the
 * server's (tests; http-server.mjs). `warmUpTimeoutMs` (not as a worker): /api/ready answers 503
 * until the process has rendered its home page in both languages, or for that long at most.
 * @param {{ port: number, hostname?: string, dir?: string, worker?: boolean, warmUpTimeoutMs?: number, timeouts?: { headersTimeout?: number, requestTimeout?: number, connectionsCheckingInterval?: number } }} options
 */
export async function serve({
  port,
  hostname,
  dir = process.cwd(),
  worker = false,
  warmUpTimeoutMs = 0,
  timeouts,
}) {
  // Read first: a wrong value stops the start before the build is loaded.
  const maxPerAddress = worker ? 0 : maxConnectionsPerAddress();
  const timeoutMs = shutdownTimeoutMs();
  const deferScripts = deferScriptsEnabled();
  // The proxy renders the 404 view only for a request that carries this (not-found-pages.mjs).
  const viewToken = randomUUID();
  process.env[NOT_FOUND_VIEW_TOKEN_ENV] = viewToken;
  const app = next({ dev: false, dir, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const baseline = siteHeaders(dir);
  // The process's own database connection (lib/db/client.ts keeps it on globalThis), once opened.
  const databasePing = async () => (await globalThis.__portalDb).ping();
  const ready = worker ? null : await readinessProbes(databasePing);
  const readiness = ready && cachedProbe(() => probeServices(ready.probes));
  let warm = worker || warmUpTimeoutMs <= 0;
  const passwords = passwordRequestGate({ headers: baseline, cap: processPasswordRequestCap() });
  const compress = compression();
  const siteUrl = process.env.SITE_URL || defaultSiteUrl(port);
  const watchHost = watchRequestHosts(siteUrl, (message, fields) => log(40, fields, message));
  let server;
  const notFoundView = notFoundViewOverLoopback({
    address: () => server.address(),
    token: viewToken,
  });
  server = createPortalServer({ ...timeouts, maxPerAddress, log }, (req, res) => {
    const target = req.url ?? '/';
    watchHost(req);
    delete req.headers[CLIENT_SOCKET_HEADER];
    req.headers[CLIENT_SOCKET_HEADER] = req.socket.remoteAddress ?? '';

    const problem = checkRequestTarget(target);
    if (problem) {
      const requestId = randomUUID();
      const answer = badRequestAnswer({
        api: isApiTarget(target),
        locale: localeOfTarget(target),
        requestId,
        problem,
      });
      log(
        40,
        { request_id: requestId, method: req.method, problem, status: answer.status },
        problem === 'too-long' ? 'request target too long' : 'malformed request target',
      );
      sendAnswer(req, res, answer, baseline);
      return;
    }
    // A worker gets a check only on a kept-alive connection (the primary answers a connection's
    // first request): the primary's answer, not Next's route behind the worker's rendering.
    if (worker && (isCheck(req, target, '/api/health') || isCheck(req, target, '/api/ready'))) {
      const kind = isCheck(req, target, '/api/ready') ? 'ready' : 'health';
      void askPrimaryToCheck(kind).then((answer) => sendAnswer(req, res, answer));
      return;
    }
    // A single process answers health itself, before Next.
    if (readiness && (req.method === 'GET' || req.method === 'HEAD') && target === '/api/health') {
      for (const [name, value] of Object.entries(baseline)) res.setHeader(name, value);
      void answerHealth(
        req,
        res,
        () => handle(req, res),
        async () => (await readiness()).redis,
      );
      return;
    }
    // Before the first request has opened the database, Next's own route answers (and opens it);
    // until warm, this server answers 503 itself.
    if (readiness && isCheck(req, target, '/api/ready') && (globalThis.__portalDb || !warm)) {
      const probed = globalThis.__portalDb ? readiness() : Promise.resolve(null);
      void probed.then((services) => {
        const answer = unlessWarm(services ? readyAnswer(services) : WARMING, warm);
        sendAnswer(req, res, answer, baseline);
      });
      return;
    }
    if (!passwords.admit(req, res)) return;
    // compression 1.8 releases its zlib stream itself when a client leaves mid-answer.
    compress(req, res, () => {});
    etagWholeHtmlResponses(req, res);
    if (deferScripts) deferScriptsOfHtmlResponses(res);
    fillBlankNotFoundPages(req, res, notFoundView);
    keepQueryOnRedirects(req, res);
    browsersRevalidate(res);
    dropInternalHeaders(res);
    void withRequestContext(res, () => handle(req, res));
  });
  const requests = inFlight(server);
  if (worker) return server;
  // Without a hostname: every address, IPv4 and IPv6 (as `next start` listens).
  await new Promise((resolve) =>
    hostname ? server.listen(port, hostname, resolve) : server.listen(port, resolve),
  );
  const problem = siteUrlProblem({ siteUrl: process.env.SITE_URL, listening: server.address() });
  if (problem) {
    log(40, { site_url: siteUrl }, problem);
    console.warn(loudWarning(problem));
  }
  if (!warm) {
    const siteHost = process.env.SITE_URL ? new URL(process.env.SITE_URL).host : undefined;
    void warmUp({
      port: server.address().port,
      host: hostname && !['0.0.0.0', '::'].includes(hostname) ? hostname : '127.0.0.1',
      timeoutMs: warmUpTimeoutMs,
      headers: siteHost ? { host: siteHost } : {},
      log,
    }).then(() => {
      warm = true;
    });
  }
  stopOnSignals({
    stop: async () => {
      await requests.drain();
      ready?.close();
      await closeDatabase();
    },
    timeoutMs,
    log,
  });
  return server;
}

// `node scripts/server/serve.mjs` serves an existing build as it is (no database preparation):
// the outage test starts one with an unreachable database this way.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.NODE_ENV = 'production';
  await serve({ port: Number(process.env.PORT ?? 3000) });
  console.log(`Serving on port ${process.env.PORT ?? 3000}`);
}
