import { afterEach, describe, expect, it } from 'vitest';

import { connect, startServeFixture, stopServeFixtures } from './helpers/serve-fixture';

// Issue 48: the cluster's primary answers a connection's first request when it is a health or
// readiness check; one that comes later on a kept-alive connection reaches the worker. There Next's
// route answered it, behind the worker's rendering and its database pool: under load with Redis
// away it said 503 while the primary said ready. The worker now asks its primary (cluster-worker.mjs
// askPrimaryToCheck), so both ways give the primary's answer. The fixture's worker runs serve.mjs
// over a stand-in for Next that answers "ok" to any GET.

afterEach(stopServeFixtures);

/** The answers on one kept-alive connection: a page first (the worker's), then `check`. */
async function checkAfterAPage(check: string, method = 'GET') {
  const probe = await connect(await startServeFixture('primary.mjs', 'cluster listening'));
  probe.socket.write('GET /news HTTP/1.1\r\nHost: x\r\n\r\n');
  await probe.receivedMatch(/\r\n\r\nok$/);
  const page = probe.received();
  probe.socket.write(`${method} ${check} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  await probe.closed;
  const answer = probe.received().slice(page.length);
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { page, head, body };
}

describe('a check on a kept-alive connection (cluster worker)', () => {
  it('/api/ready gets the primary’s answer, not Next’s route', async () => {
    const { page, head, body } = await checkAfterAPage('/api/ready');
    expect(page).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toMatch(/\r\nx-portal-process: primary\r\n/i);
    expect(head).toMatch(/\r\ncache-control: no-store\r\n/i);
    // `workers` is in the primary's answer only.
    expect(JSON.parse(body)).toEqual({
      status: 'ready',
      database: 'up',
      redis: 'unused',
      storage: 'up',
      workers: 'up',
    });
  }, 20_000);

  it('/api/health gets the primary’s answer too, with a query and as HEAD', async () => {
    const health = await checkAfterAPage('/api/health?probe=1');
    expect(health.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(JSON.parse(health.body)).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'unused',
      mode: 'single',
    });
    const head = await checkAfterAPage('/api/health', 'HEAD');
    expect(head.head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head.head).toMatch(/\r\nx-portal-process: primary\r\n/i);
    expect(head.body).toBe('');
  }, 20_000);
});
