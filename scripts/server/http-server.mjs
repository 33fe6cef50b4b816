// The portal's HTTP server and its connection limits (issue 25, slowloris): a probe held 2,000
// half-open connections for 76 s and the server closed none of them.
// - headersTimeout: a connection whose request line and headers are not complete within 10 s is
//   answered 408 and closed, whether it sent part of them or nothing at all; on a kept-alive
//   connection, counted from the first byte of each later request;
// - requestTimeout: a whole request (a body sent a byte at a time included) within 5 minutes,
//   which a 60 MB company form needs on a slow line;
// - both by a timer of this server's own on each connection (request-deadlines.mjs, issue 36: a
//   half-sent request handed over by the cluster's primary had its clock started over), and by
//   Node's own check as a second line, which runs every `connectionsCheckingInterval` (30 s by
//   default, 1 s here);
// - keepAliveTimeout: an idle connection between requests is closed after 65 s (longer than a
//   load balancer's usual 60 s, so it never reuses a connection this server has just closed);
// - at most MAX_CONNECTIONS_PER_ADDRESS connections at once from one client address (100 by
//   default, 0 for no cap); the next one is closed at once. Behind a reverse proxy every
//   connection comes from the proxy's address: raise the cap above the proxy's connection pool
//   (or set 0) and let the proxy limit its clients.
import http from 'node:http';

import { requestDeadlines } from './request-deadlines.mjs';

export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 300_000;
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 100;

/** MAX_CONNECTIONS_PER_ADDRESS from the environment; a value that is not a whole number ≥ 0 throws. */
export function maxConnectionsPerAddress(env = process.env) {
  const value = env.MAX_CONNECTIONS_PER_ADDRESS;
  if (value === undefined || value.trim() === '') return DEFAULT_MAX_CONNECTIONS_PER_ADDRESS;
  if (!/^\d+$/.test(value.trim())) {
    throw new Error(
      `Invalid configuration: MAX_CONNECTIONS_PER_ADDRESS: must be a whole number (0 for no cap), not "${value}"`,
    );
  }
  return Number(value.trim());
}

// A refused connection is logged at most once a minute, with how many there were since.
const REFUSAL_LOG_INTERVAL_MS = 60_000;

/**
 * A Node HTTP server for `listener` with the portal's timeouts and per-address connection cap
 * (`maxPerAddress`). The timeouts may be shortened (tests); `log(level, fields, message)` is told
 * of refused connections.
 */
export function createPortalServer(options, listener) {
  const {
    maxPerAddress = DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    headersTimeout = HEADERS_TIMEOUT_MS,
    requestTimeout = REQUEST_TIMEOUT_MS,
    keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval = CONNECTIONS_CHECKING_INTERVAL_MS,
    log = () => {},
  } = options ?? {};
  const deadlines = requestDeadlines({ headersTimeout, requestTimeout });
  const server = http.createServer(
    {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval,
      IncomingMessage: deadlines.IncomingMessage,
      ServerResponse: deadlines.ServerResponse,
    },
    listener,
  );
  server.keepAliveTimeout = keepAliveTimeout;

  const open = new Map();
  let refused = 0;
  let lastLogged = 0;
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (maxPerAddress > 0 && count >= maxPerAddress) {
      socket.destroy();
      refused += 1;
      const now = Date.now();
      if (now - lastLogged >= REFUSAL_LOG_INTERVAL_MS) {
        log(40, { address, refused, max_per_address: maxPerAddress }, 'connections refused');
        lastLogged = now;
        refused = 0;
      }
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  deadlines.watch(server);
  /** The open connections per client address (tests). */
  server.connectionsByAddress = () => new Map(open);
  return server;
}
