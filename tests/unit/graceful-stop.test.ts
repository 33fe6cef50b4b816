import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { inFlight } from '@/scripts/server/graceful-stop.mjs';

// Issue 30: a stopping server (serve.mjs in one process, each worker of the cluster) takes no new
// connection, closes the idle ones, and lets the answers in flight finish with Connection: close.

let server: http.Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) =>
    server?.listening ? server.close(() => resolve()) : resolve(),
  );
  server = undefined;
});

async function start() {
  server = http.createServer((req, res) => {
    const ms = Number(new URL(req.url ?? '/', 'http://test').searchParams.get('ms') ?? 0);
    setTimeout(() => res.end('done'), ms);
  });
  const requests = inFlight(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { requests, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('inFlight(server).drain()', () => {
  it('finishes the answers in flight, then resolves once idle connections are closed', async () => {
    const { requests, port } = await start();
    expect(inFlight(server!)).toBe(requests);
    const idleAgent = new http.Agent({ keepAlive: true });
    await get(port, '/', idleAgent);
    const [idle] = Object.values(idleAgent.freeSockets).flat();
    let idleClosedAt = 0;
    idle!.once('close', () => (idleClosedAt = Date.now()));
    // In flight: its headers are not out yet.
    const slow = get(port, '/?ms=400');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests.answers).toBe(1);

    const drainedAt = Date.now();
    await Promise.all([
      requests.drain(300),
      expect(get(port, '/')).rejects.toThrow(/ECONNREFUSED/),
      expect(slow).resolves.toEqual({ status: 200, connection: 'close', body: 'done' }),
    ]);
    expect(requests.connections).toBe(0);
    // The idle connection had its grace period.
    expect(idleClosedAt - drainedAt).toBeGreaterThanOrEqual(250);
    idleAgent.destroy();
  });

  it('a kept-alive connection that sends a request while draining gets it answered, then closed', async () => {
    const { requests, port } = await start();
    const agent = new http.Agent({ keepAlive: true });
    await get(port, '/', agent);
    const draining = requests.drain(5_000);
    // The client does not know yet: its next request on the same connection is answered.
    expect(await get(port, '/?ms=50', agent)).toEqual({
      status: 200,
      connection: 'close',
      body: 'done',
    });
    await draining;
    expect(requests.connections).toBe(0);
    agent.destroy();
  });

  it('resolves at once without connections', async () => {
    const { requests } = await start();
    await requests.drain();
    expect(server!.listening).toBe(false);
  });
});
