// How the cluster's primary (cluster.mjs) takes a connection: it reads the first bytes, within the
// deadline a worker's server gives a request's head; a health check (request-peek.mjs) or a
// readiness check it answers itself (primary-health.mjs), and any other connection it hands over,
// with the bytes read, to a worker.
import { answerCheckOnSocket, answerHealthOnSocket } from './primary-health.mjs';
import { peekRequest } from './request-peek.mjs';

/**
 * The primary's connection listener, and the connections it holds (being read, or being answered:
 * health). `onReleased` runs when it holds one fewer.
 * @param {{
 *   cap: { admit(address: string): boolean, release(address: string): void },
 *   headersTimeoutMs: number,
 *   ping: () => Promise<unknown>,
 *   redis?: () => Promise<'up' | 'degraded' | 'unused'>,
 *   readiness: () => Promise<{ status: number, body: string }>,
 *   headers: Record<string, string>,
 *   isStopping: () => boolean,
 *   handOver: (socket: import('node:net').Socket, head: Buffer, address: string, waited: number) => void,
 *   onReleased: () => void,
 * }} options
 */
export function connectionIntake({
  cap,
  headersTimeoutMs,
  ping,
  redis,
  readiness,
  headers,
  isStopping,
  handOver,
  onReleased,
}) {
  /** @type {Set<{ socket: import('node:net').Socket, received: number }>} */
  const held = new Set();

  function onConnection(socket) {
    const address = socket.remoteAddress ?? '';
    if (isStopping() || !cap.admit(address)) return void socket.destroy();
    const acceptedAt = performance.now();
    const entry = { socket, received: 0 };
    held.add(entry);
    const chunks = [];
    const release = () => {
      clearTimeout(timer);
      if (held.delete(entry)) onReleased();
    };
    // As a worker's server does for a request whose headers take too long (http-server.mjs).
    const timer = setTimeout(() => {
      socket.off('data', onData);
      socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n');
      setTimeout(() => socket.destroy(), 1_000).unref();
    }, headersTimeoutMs);
    const onClose = () => {
      cap.release(address);
      release();
    };
    socket.on('error', () => {});
    socket.once('close', onClose);
    const onData = (chunk) => {
      chunks.push(chunk);
      entry.received += chunk.length;
      const head = Buffer.concat(chunks);
      const kind = peekRequest(head);
      if (kind === 'more') return;
      clearTimeout(timer);
      socket.off('data', onData);
      stopReading(socket);
      if (kind === 'health') {
        void answerHealthOnSocket(socket, head, { ping, redis, headers }).finally(release);
        return;
      }
      if (kind === 'ready') {
        void answerCheckOnSocket(socket, head, readiness, headers).finally(release);
        return;
      }
      socket.off('close', onClose);
      release();
      handOver(socket, head, address, performance.now() - acceptedAt);
    };
    socket.on('data', onData);
    socket.resume();
  }

  return { held, onConnection };
}

// The bytes a client sends after the primary has read what it needs must reach the worker: Node's
// pause() leaves the socket's handle reading (into a buffer the hand-over drops), so the read is
// stopped on the handle itself, as Node does for a socket created paused (net.js, pauseOnCreate).
function stopReading(socket) {
  socket.pause();
  const handle = socket._handle;
  if (handle?.reading) {
    handle.reading = false;
    handle.readStop();
  }
}
