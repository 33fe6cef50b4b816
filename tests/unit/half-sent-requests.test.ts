import { afterEach, describe, expect, it } from 'vitest';

import { connect, startServeFixture, stopServeFixtures } from './helpers/serve-fixture';

// Issue 36, item 13: a client that sent `GET / HTTP/1.1` and one header line, then nothing, was not
// always cut off. The portal's own servers, started as `npm start` starts them: serve.mjs in one
// process, and the cluster (cluster.mjs, its workers running serve.mjs through cluster-worker.mjs),
// both over a stand-in for Next (tests/fixtures/serve). Each is probed at once after it starts,
// with short timeouts and Node's own periodic check of them turned off, so only the server's
// deadlines can cut.

const TIMEOUT_ANSWER = /^HTTP\/1\.1 408 Request Timeout\r\n/;

afterEach(stopServeFixtures);

const HALF_SENT = 'GET / HTTP/1.1\r\nHost: x\r\n';

describe.each([
  ['in one process (serve.mjs)', 'single.mjs', 'serving'],
  ['through the cluster (primary and worker)', 'primary.mjs', 'cluster listening'],
] as const)('a half-sent request %s', (_name, fixture, ready) => {
  it('is answered 408 and closed when it is the first connection after the start', async () => {
    const probe = await connect(await startServeFixture(fixture, ready));
    probe.socket.write(HALF_SENT);
    await probe.closed;
    expect(probe.received()).toMatch(TIMEOUT_ANSWER);
  }, 20_000);

  it('is answered 408 and closed on a kept-alive connection after a first request', async () => {
    const probe = await connect(await startServeFixture(fixture, ready));
    probe.socket.write('GET /first HTTP/1.1\r\nHost: x\r\n\r\n');
    await probe.receivedMatch(/\r\n\r\nok$/);
    probe.socket.write(HALF_SENT);
    await probe.closed;
    expect(probe.received()).toMatch(
      /^HTTP\/1\.1 200 OK\r\n[\s\S]*okHTTP\/1\.1 408 Request Timeout\r\n/,
    );
  }, 20_000);

  it('with its body trickling in is answered 408 and closed at the request time', async () => {
    const probe = await connect(await startServeFixture(fixture, ready));
    probe.socket.write('POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{');
    const trickle = setInterval(() => probe.socket.write(' '), 50);
    try {
      await probe.closed;
    } finally {
      clearInterval(trickle);
    }
    expect(probe.received()).toMatch(TIMEOUT_ANSWER);
  }, 20_000);

  it('does not cut a request sent whole', async () => {
    const probe = await connect(await startServeFixture(fixture, ready));
    probe.socket.write(
      'POST /form HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{ }',
    );
    await probe.closed;
    expect(probe.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n3$/);
  }, 20_000);
});

describe('the cluster’s primary', () => {
  it('answers 408 to a connection whose first bytes could still be a health check', async () => {
    const probe = await connect(await startServeFixture('primary.mjs', 'cluster listening'));
    probe.socket.write('GET /api/hea');
    await probe.closed;
    expect(probe.received()).toMatch(TIMEOUT_ANSWER);
  }, 20_000);
});
