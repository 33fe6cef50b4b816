// The portal's own deadlines for a request's head and body, one timer per connection (issue 36).
// Node's http.Server enforces headersTimeout and requestTimeout too, but only from a periodic sweep
// over the parsers it tracks (`connectionsCheckingInterval`), and a socket the cluster's primary
// handed to a worker started its clock over there (a request whose first bytes could start a
// health check, then trickled in, was cut after 19 s, not 10). These timers cut without the sweep,
// which stays as a second line.
// - head: a connection's request line and headers complete within `headersTimeout`, counted from
//   the connection's start (less the time the cluster's primary already held it, see
//   handOverConnection) for its first request, and from the first byte of each later request on a
//   kept-alive connection; else 408 and the connection is closed;
// - body: the whole request (its body sent a byte at a time included) within `requestTimeout`,
//   counted from the same start; else the connection is closed (with 408 when no answer has begun).
// A kept-alive connection waiting for its next request is Node's keepAliveTimeout's (a per-socket
// timer). One limit: a request pipelined behind another in the same packet starts no head timer
// here (the bytes cannot be told apart from outside Node's parser); the sweep bounds it.

import http from 'node:http';

const WAITED_MS = Symbol('portal.request.waitedMs');
const TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/**
 * Gives `socket`, which another process accepted `waitedMs` ago while it read the start of the
 * request (cluster.mjs), to `server` as a new connection: its head deadline counts that time.
 * @param {import('node:http').Server} server
 * @param {import('node:net').Socket} socket
 */
export function handOverConnection(server, socket, waitedMs = 0) {
  socket[WAITED_MS] = Math.max(0, waitedMs);
  server.emit('connection', socket);
}

/**
 * The head and body deadlines for an HTTP server: give `IncomingMessage` and `ServerResponse` to
 * http.createServer (Node makes one of each for every request head it completes and every answer,
 * whatever event follows: 'request', 'checkContinue', an upgrade, its own 417), then `watch` it.
 * @param {{ headersTimeout: number, requestTimeout: number }} limits (0: no such deadline)
 */
export function requestDeadlines({ headersTimeout, requestTimeout }) {
  /** @type {WeakMap<import('node:net').Socket, { headDone: (req: import('node:http').IncomingMessage) => void, answering: (res: import('node:http').ServerResponse) => void }>} */
  const guarded = new WeakMap();

  class TimedIncomingMessage extends http.IncomingMessage {
    constructor(socket) {
      super(socket);
      guarded.get(socket)?.headDone(this);
    }
  }
  class TimedServerResponse extends http.ServerResponse {
    constructor(req, options) {
      super(req, options);
      guarded.get(req.socket)?.answering(this);
    }
  }

  /** @param {import('node:net').Socket} socket */
  function guard(socket) {
    let timer;
    // What the connection waits for: a request's head, its body, or (idle) the next request.
    /** @type {'head' | 'body' | 'idle'} */
    let phase = 'head';
    // When the request being timed started (performance.now()).
    let startedAt = performance.now() - (socket[WAITED_MS] ?? 0);
    /** @type {import('node:http').IncomingMessage | null} */
    let latest = null;
    /** @type {import('node:http').ServerResponse | null} */
    let latestAnswer = null;
    // Answers begun and not yet closed on this connection.
    let answers = 0;

    const expire = () => {
      if (socket.destroyed) return;
      // No answer on its way: the 408 cannot be mistaken for part of one.
      const quiet = phase === 'head' ? answers === 0 : answers === 1 && !latestAnswer?.headersSent;
      stop();
      if (quiet && socket.writable) socket.write(TIMEOUT_ANSWER);
      socket.destroy();
    };
    const wait = (next, limit) => {
      clearTimeout(timer);
      phase = next;
      if (next === 'idle' || !(limit > 0)) return;
      timer = setTimeout(expire, Math.max(0, limit - (performance.now() - startedAt)));
    };
    const onData = () => {
      // Node's parser has read this chunk already (its listener came first); without a parser the
      // connection is closing or was upgraded (another protocol, not ours to time).
      if (socket.destroyed || !socket.parser) return stop();
      if (phase === 'idle') {
        // The first bytes of the next request on a kept-alive connection (a head completed in
        // this chunk would have made the phase 'body').
        startedAt = performance.now();
        wait('head', headersTimeout);
      } else if (phase === 'body' && latest?.complete) {
        wait('idle');
      }
    };
    const stop = () => {
      clearTimeout(timer);
      socket.off('data', onData);
      guarded.delete(socket);
    };

    guarded.set(socket, {
      headDone(req) {
        // A head that came in one piece, or behind another request (pipelined), starts now.
        if (phase !== 'head') startedAt = performance.now();
        latest = req;
        wait('body', requestTimeout);
      },
      answering(res) {
        latestAnswer = res;
        answers += 1;
        res.once('close', () => {
          answers -= 1;
        });
      },
    });
    // Node reads the socket itself until a 'data' listener is added; then it parses each chunk
    // in its own listener, which runs before this one.
    socket.on('data', onData);
    socket.once('close', stop);
    wait('head', headersTimeout);
  }

  return {
    IncomingMessage: TimedIncomingMessage,
    ServerResponse: TimedServerResponse,
    /** Times every connection `server` takes from now on (after the listener that may refuse it). */
    watch(server) {
      server.on('connection', (socket) => {
        if (!socket.destroyed) guard(socket);
      });
    },
  };
}
