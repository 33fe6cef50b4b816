import { describe, expect, it } from 'vitest';

import { PEEK_LIMIT, peekRequest } from '@/scripts/server/request-peek.mjs';

// Issue 30: the cluster's primary answers a health check itself and hands every other connection
// to a worker, deciding from the first bytes it has read (all of them, after each read).

const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: portal\r\nUser-Agent: HAProxy\r\n\r\n';

/** The answers after each prefix of `text`, as reads of one byte each would see them. */
const byByte = (text: string) =>
  Array.from({ length: text.length }, (_, end) => peekRequest(text.slice(0, end + 1)));

describe('peekRequest', () => {
  it('a complete GET or HEAD of /api/health, with or without a query, is a health check', () => {
    expect(peekRequest(HEALTH)).toBe('health');
    expect(peekRequest(Buffer.from(HEALTH))).toBe('health');
    expect(peekRequest('HEAD /api/health HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('health');
    expect(peekRequest('GET /api/health?probe=lb HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('health');
    expect(peekRequest('GET /api/health HTTP/1.0\r\n\r\n')).toBe('health');
    expect(peekRequest('GET /api/health HTTP/1.1\n\n')).toBe('health');
    expect(peekRequest('GET /api/health HTTP/1.1\r\nContent-Length: 0\r\n\r\n')).toBe('health');
  });

  it('a complete GET or HEAD of /api/ready, with or without a query, is a readiness check (issue 36)', () => {
    expect(peekRequest('GET /api/ready HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('ready');
    expect(peekRequest('HEAD /api/ready?from=haproxy HTTP/1.1\r\n\r\n')).toBe('ready');
    expect(byByte('GET /api/ready HTTP/1.1\r\nHost: x\r\n\r\n').slice(0, -1)).not.toContain(
      'other',
    );
    expect(byByte('GET /api/readyz HTTP/1.1').indexOf('other')).toBe(14);
    expect(peekRequest('POST /api/ready HTTP/1.1\r\n\r\n')).toBe('other');
    expect(peekRequest('GET /api/ready HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n')).toBe(
      'other',
    );
  });

  it('asks for more until the headers are complete, then says health, never other', () => {
    const answers = byByte(HEALTH);
    expect(answers.at(-1)).toBe('health');
    expect(answers.slice(0, -1).every((answer) => answer === 'more')).toBe(true);
  });

  it('says other as soon as the bytes cannot start a health check', () => {
    expect(byByte('GET / HTTP/1.1\r\n\r\n').indexOf('other')).toBe(5);
    expect(byByte('POST /api/health HTTP/1.1').indexOf('other')).toBe(0);
    expect(byByte('GET /api/healthz HTTP/1.1').indexOf('other')).toBe(15);
    expect(byByte('GET /api/health/more HTTP/1.1').indexOf('other')).toBe(15);
    expect(peekRequest('get /api/health HTTP/1.1\r\n\r\n')).toBe('other');
    expect(peekRequest('\x16\x03\x01')).toBe('other');
  });

  it('a partial line is more, not a decision', () => {
    for (const head of ['', 'G', 'HEA', 'GET /api/heal', 'GET /api/health', 'GET /api/health ']) {
      expect(peekRequest(head)).toBe('more');
    }
    expect(peekRequest('GET /api/health HTTP/1.1\r\n')).toBe('more');
    expect(peekRequest('GET /api/health HTTP/1.1\r\nHost: x\r\n\r')).toBe('more');
  });

  it('a malformed line, a body or an upgrade goes to a worker (its HTTP parser answers)', () => {
    expect(peekRequest('GET /api/health HTTP/2.0\r\n\r\n')).toBe('other');
    expect(peekRequest('GET /api/health  HTTP/1.1\r\n\r\n')).toBe('other');
    expect(peekRequest('GET /api/health\r\n\r\n')).toBe('other');
    expect(peekRequest('GET /api/health HTTP/1.1\r\nContent-Length: 5\r\n\r\nhello')).toBe('other');
    expect(peekRequest('GET /api/health HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n')).toBe(
      'other',
    );
    expect(peekRequest('GET /api/health HTTP/1.1\r\nUpgrade: websocket\r\n\r\n')).toBe('other');
  });

  it('gives up on a line or headers longer than the limit', () => {
    expect(peekRequest(`GET /api/health?${'a'.repeat(PEEK_LIMIT)}`)).toBe('other');
    const long = `GET /api/health HTTP/1.1\r\nX-Long: ${'a'.repeat(PEEK_LIMIT)}`;
    expect(peekRequest(long)).toBe('other');
  });
});
