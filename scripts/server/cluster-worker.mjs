// A worker of the cluster (cluster.mjs): it serves the connections its primary hands it. Each comes
// as a message `{ type: 'connection', head, address, waited }` with the socket; `head` holds the
// bytes the primary read to route it, put back in front of the socket before the HTTP server takes
// it, and `waited` how long the primary held it, which the deadline for the request's head counts
// (request-deadlines.mjs). It is the client's own socket, so `remoteAddress` is the client's. The
// worker tells the primary when a connection closes (the primary counts connections per worker and
// per client address), and stops when the primary says so: on `{ type: 'stop' }` or when the
// primary is gone. A health or readiness check that comes on a kept-alive connection (the primary
// answers only a connection's first request) is the primary's to answer too: the worker asks it
// (`{ type: 'check', id, kind }`, answered `{ type: 'check-answer', id, answer }`), so the answer
// never waits behind the worker's rendering or its database pool (issue 48: under load with Redis
// away, Next's route found the pool busy past its 2 s and said 503).
import { inFlight, shutdownTimeoutMs } from './graceful-stop.mjs';
import { UNAVAILABLE_ANSWER } from './health.mjs';
import { logLine } from './log-line.mjs';
import { handOverConnection } from './request-deadlines.mjs';

// A primary gone between the check and the write fails the write: nothing more to tell it then.
function tell(message) {
  if (process.connected) process.send(message, () => {});
}

const checksAsked = new Map();
let lastCheckId = 0;

/**
 * The primary's answer (`{ status, headers, body }`) to a health (`'health'`) or readiness
 * (`'ready'`) check.
 * @param {'health' | 'ready'} kind
 */
export function askPrimaryToCheck(kind) {
  if (!process.connected) return Promise.resolve(UNAVAILABLE_ANSWER);
  lastCheckId += 1;
  const id = lastCheckId;
  return new Promise((resolve) => {
    checksAsked.set(id, resolve);
    process.send({ type: 'check', id, kind }, (error) => {
      if (!error) return;
      checksAsked.delete(id);
      resolve(UNAVAILABLE_ANSWER);
    });
  });
}

/**
 * Serves the primary's connections on `server` (an HTTP server), then tells the primary it is ready.
 * The server listens on a loopback port of its own first: Node checks an HTTP server's header and
 * request timeouts only once it has listened, and the portal's 404 view asks its own server over
 * that port.
 * @param {{ server: import('node:http').Server, beforeExit?: () => Promise<unknown>, timeoutMs?: number, log?: typeof logLine }} options
 */
export async function runClusterWorker({
  server,
  beforeExit = async () => {},
  timeoutMs = shutdownTimeoutMs(),
  log = logLine,
}) {
  const tracker = inFlight(server);
  if (!server.listening) {
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  }
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      log(50, { pid: process.pid, shutdown_timeout_ms: timeoutMs }, 'worker stopping now');
      process.exit(1);
    }, timeoutMs);
    void tracker
      .drain()
      .then(beforeExit)
      .finally(() => process.exit(0));
  };

  process.on('message', (message, socket) => {
    if (message?.type === 'stop') return stop();
    if (message?.type === 'check-answer') {
      checksAsked.get(message.id)?.(message.answer);
      checksAsked.delete(message.id);
      return;
    }
    if (message?.type !== 'connection') return;
    // The connection may have closed on the way here.
    if (!socket) return tell({ type: 'closed', address: message.address });
    socket.once('close', () => tell({ type: 'closed', address: message.address }));
    if (message.head) socket.unshift(Buffer.from(message.head, 'base64'));
    handOverConnection(server, socket, Number(message.waited) || 0);
  });
  // Nothing more can come from a primary that is gone.
  process.on('disconnect', () => {
    for (const resolve of checksAsked.values()) resolve(UNAVAILABLE_ANSWER);
    checksAsked.clear();
    stop();
  });
  // A signal sent to the worker alone (or to the whole group): the primary hands it nothing more,
  // then says stop, so no connection on its way here is lost.
  const onSignal = () => (process.connected ? tell({ type: 'stopping' }) : stop());
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  tell({ type: 'ready' });
}
