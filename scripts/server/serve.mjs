// The production server: Next's request handler behind a plain Node HTTP server, so that what
// `next start` cannot do happens before Next sees the request (issue 10):
// - the socket's address is passed on in CLIENT_SOCKET_HEADER (a client cannot set it), for the
//   per-address limits and TRUSTED_PROXIES (lib/http/client-address.ts);
// - a malformed request target answers 400 in the portal's shape, logged with a request id;
// - a page that finds the database unreachable answers 503 (request-context.mjs);
// - GET /api/health answers here, from the process's database connection, so it never waits in
//   line behind page rendering;
// - a page's scripts start after its first contentful paint (deferred-scripts.mjs, issue 11): the
//   HTML is rewritten here, before it is compressed, so compression is this server's too
//   (next.config.ts turns Next's off).
import { randomUUID } from 'node:crypto';
import http from 'node:http';

import compression from 'compression';
import next from 'next';

import { badRequestAnswer } from './bad-request.mjs';
import { deferScriptsOfHtmlResponses } from './deferred-scripts.mjs';
import { answerHealth } from './health.mjs';
import { withRequestContext } from './request-context.mjs';
import { checkRequestTarget, isApiTarget, localeOfTarget } from './request-target.mjs';
import { siteHeaders } from './site-headers.mjs';

export const CLIENT_SOCKET_HEADER = 'x-portal-client-socket';

function log(level, fields, msg) {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), ...fields, msg })}\n`);
}

export async function serve({ port, hostname, dir = process.cwd() }) {
  const app = next({ dev: false, dir, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const baseline = siteHeaders(dir);
  const compress = compression();
  const server = http.createServer((req, res) => {
    const target = req.url ?? '/';
    delete req.headers[CLIENT_SOCKET_HEADER];
    req.headers[CLIENT_SOCKET_HEADER] = req.socket.remoteAddress ?? '';

    const problem = checkRequestTarget(target);
    if (problem) {
      const requestId = randomUUID();
      log(
        40,
        { request_id: requestId, method: req.method, problem, status: 400 },
        'malformed request target',
      );
      const answer = badRequestAnswer({
        api: isApiTarget(target),
        locale: localeOfTarget(target),
        requestId,
      });
      res.writeHead(answer.status, { ...baseline, ...answer.headers });
      res.end(req.method === 'HEAD' ? undefined : answer.body);
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && target === '/api/health') {
      for (const [name, value] of Object.entries(baseline)) res.setHeader(name, value);
      void answerHealth(req, res, () => handle(req, res));
      return;
    }
    // compression 1.8 releases its zlib stream itself when a client leaves mid-answer.
    compress(req, res, () => {});
    deferScriptsOfHtmlResponses(res);
    void withRequestContext(res, () => handle(req, res));
  });
  // Keep-alive longer than a load balancer's idle timeout (usually 60 s), so it never reuses a
  // connection this server has just closed.
  server.keepAliveTimeout = 65_000;
  // Without a hostname: every address, IPv4 and IPv6 (as `next start` listens).
  await new Promise((resolve) =>
    hostname ? server.listen(port, hostname, resolve) : server.listen(port, resolve),
  );
  return server;
}

// `node scripts/server/serve.mjs` serves an existing build as it is (no database preparation):
// the outage test starts one with an unreachable database this way.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.NODE_ENV = 'production';
  await serve({ port: Number(process.env.PORT ?? 3000) });
  console.log(`Serving on port ${process.env.PORT ?? 3000}`);
}
