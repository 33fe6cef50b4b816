// A stop that loses no request (issue 30): on SIGTERM or SIGINT the server stops accepting, answers
// the requests in flight and those still to come on open connections with `Connection: close`,
// closes the connections left idle, and the process exits 0 once they are done, or 1 after
// SHUTDOWN_TIMEOUT_MS. A load balancer (or an orchestrator) that stops an instance thus cuts no
// answer.

import net from 'node:net';

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;

/** SHUTDOWN_TIMEOUT_MS from the environment; a value that is not a whole number ≥ 1 throws. */
export function shutdownTimeoutMs(env = process.env) {
  const value = env.SHUTDOWN_TIMEOUT_MS;
  if (value === undefined || value.trim() === '') return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  if (!/^\d+$/.test(value.trim()) || Number(value.trim()) < 1) {
    throw new Error(
      `Invalid configuration: SHUTDOWN_TIMEOUT_MS: must be a whole number of milliseconds (1 or more), not "${value}"`,
    );
  }
  return Number(value.trim());
}

const trackers = new WeakMap();

/**
 * The connections and answers in flight of an HTTP server (the same tracker for the same server),
 * and `drain()`: stop accepting, `Connection: close` on every answer still to come, and close each
 * connection once it has been idle for `idleGraceMs`; it resolves once every connection has closed.
 * Connections handed to the server with `server.emit('connection', socket)` count too.
 * @param {import('node:http').Server} server
 */
export function inFlight(server) {
  let tracker = trackers.get(server);
  if (!tracker) {
    tracker = track(server);
    trackers.set(server, tracker);
  }
  return tracker;
}

// Not Node's closeIdleConnections(), which http.Server.close() calls at once: under load a
// connection whose next request the event loop has not read yet looks idle, and closing it resets
// that request (measured: 47 of 50 kept-alive connections of a load were cut so). A connection is
// idle here when it has no answer in flight and has neither read a byte nor finished an answer for
// the grace period; an active client sends its next request within it and gets Connection: close.
export const IDLE_GRACE_MS = 2_000;
const SWEEP_MS = 250;

function track(server) {
  /** @type {Map<import('node:net').Socket, { answers: number, since: number, bytesRead: number }>} */
  const connections = new Map();
  const answers = new Set();
  const waiting = [];
  let draining = false;
  let sweep;

  const settle = () => {
    if (!draining || connections.size > 0) return;
    clearInterval(sweep);
    for (const resolve of waiting.splice(0)) resolve();
  };
  server.on('connection', (socket) => {
    connections.set(socket, { answers: 0, since: Date.now(), bytesRead: socket.bytesRead });
    socket.once('close', () => {
      connections.delete(socket);
      settle();
    });
  });
  // First, before the handler may write its headers.
  server.prependListener('request', (req, res) => {
    answers.add(res);
    const connection = connections.get(req.socket);
    if (connection) connection.answers += 1;
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      answers.delete(res);
      if (!connection) return;
      connection.answers -= 1;
      connection.since = Date.now();
    });
  });
  const closeIdle = (idleGraceMs) => {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      if (connection.answers > 0) continue;
      // bytesRead counts what the HTTP parser reads from the socket's handle too.
      if (socket.bytesRead !== connection.bytesRead) {
        connection.bytesRead = socket.bytesRead;
        connection.since = now;
      } else if (now - connection.since >= idleGraceMs) {
        socket.destroy();
      }
    }
  };

  return {
    get connections() {
      return connections.size;
    },
    get answers() {
      return answers.size;
    },
    drain(idleGraceMs = IDLE_GRACE_MS) {
      if (!draining) {
        draining = true;
        // net.Server's close(): stop accepting, without http.Server's closing of idle connections.
        if (server.listening) net.Server.prototype.close.call(server);
        for (const res of answers) if (!res.headersSent) res.setHeader('Connection', 'close');
        sweep = setInterval(() => closeIdle(idleGraceMs), SWEEP_MS);
        sweep.unref();
      }
      return new Promise((resolve) => {
        waiting.push(resolve);
        settle();
      });
    },
  };
}

/**
 * On the first SIGTERM or SIGINT: `stop()`, then exit 0; past `timeoutMs`, `onTimeout()` and exit 1.
 * Later signals are ignored (a terminal's Ctrl-C reaches the process directly and through npm).
 * @param {{ stop: () => Promise<unknown>, timeoutMs: number, log: (level: number, fields: Record<string, unknown>, msg: string) => void, onTimeout?: () => void, exit?: (code: number) => void }} options
 */
export function stopOnSignals({
  stop,
  timeoutMs,
  log,
  onTimeout = () => {},
  exit = (code) => process.exit(code),
}) {
  let stopping = false;
  const onSignal = (signal) => {
    if (stopping) return;
    stopping = true;
    log(
      30,
      { signal, shutdown_timeout_ms: timeoutMs },
      'stopping: no new connections, finishing the requests in flight',
    );
    const timer = setTimeout(() => {
      log(50, { shutdown_timeout_ms: timeoutMs }, 'stopping now: requests still in flight');
      onTimeout();
      exit(1);
    }, timeoutMs);
    Promise.resolve()
      .then(stop)
      .then(
        () => {
          clearTimeout(timer);
          log(30, {}, 'stopped');
          exit(0);
        },
        (error) => {
          log(50, { err: String(error) }, 'stopping failed');
          exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
