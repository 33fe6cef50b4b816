import type { AddressInfo } from 'node:net';
import net from 'node:net';

import { createPortalServer, type PortalServer } from '@/scripts/server/http-server.mjs';

// The portal's server module (serve.mjs builds its server with createPortalServer) on a local port,
// and real sockets against it; the timeouts are shortened so a test runs in a second.

export const HEADERS_TIMEOUT = 400;
export const CHECK_EVERY = 100;

let server: PortalServer | undefined;
const sockets: net.Socket[] = [];

/** The server the test started. */
export const currentServer = () => server!;

/** Closes the test's server and its sockets (a test file's afterEach). */
export async function stopServer() {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
}

export async function start(options: Parameters<typeof createPortalServer>[0] = {}) {
  server = createPortalServer(
    {
      headersTimeout: HEADERS_TIMEOUT,
      requestTimeout: 1_000,
      connectionsCheckingInterval: CHECK_EVERY,
      ...options,
    },
    (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    },
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export type Watched = { socket: net.Socket; closed: Promise<number>; received: () => string };

/** A connection from `localAddress`, with when it was closed (ms after opening) and what came. */
export function connect(port: number, localAddress = '127.0.0.1'): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    let received = '';
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    const closed = new Promise<number>((done) =>
      socket.once('close', () => done(performance.now() - opened)),
    );
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed, received: () => received }));
    socket.once('error', reject);
  });
}

export const deadline = (ms: number) =>
  new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms));
