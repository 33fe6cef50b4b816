import { describe, expect, it } from 'vitest';

import { parseConfig } from '@/lib/config';
import {
  CLIENT_SOCKET_HEADER,
  clientAddress,
  parseTrustedProxies,
} from '@/lib/http/client-address';

const request = (socket: string | null, forwarded?: string) =>
  new Headers({
    ...(socket !== null ? { [CLIENT_SOCKET_HEADER]: socket } : {}),
    ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
  });

describe('clientAddress and TRUSTED_PROXIES (issue 10)', () => {
  it('believes only the socket by default: a forged X-Forwarded-For changes nothing', () => {
    const none = parseTrustedProxies('');
    expect(clientAddress(request('203.0.113.9'), none)).toBe('203.0.113.9');
    expect(clientAddress(request('203.0.113.9', '1.2.3.4'), none)).toBe('203.0.113.9');
    expect(clientAddress(request('203.0.113.9', '5.6.7.8, 9.9.9.9'), none)).toBe('203.0.113.9');
  });

  it('reads an IPv4-mapped socket address as IPv4', () => {
    expect(clientAddress(request('::ffff:203.0.113.9'), parseTrustedProxies(''))).toBe(
      '203.0.113.9',
    );
  });

  it('with a hop count, takes the entry that many hops before the socket', () => {
    const one = parseTrustedProxies('1');
    // One proxy (10.0.0.2) appended the client's address; the client forged 1.2.3.4 before it.
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 198.51.100.7'), one)).toBe('198.51.100.7');
    const two = parseTrustedProxies('2');
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.0.1'), two)).toBe(
      '198.51.100.7',
    );
    // Fewer entries than hops: the first one there is.
    expect(clientAddress(request('10.0.0.2'), two)).toBe('10.0.0.2');
  });

  it('with a list, skips the trusted proxies from the end', () => {
    const list = parseTrustedProxies('10.0.0.0/8, 192.0.2.7, fd00::/8');
    expect(clientAddress(request('10.1.2.3', '1.2.3.4, 198.51.100.7, 192.0.2.7'), list)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(request('fd00::1', '198.51.100.8'), list)).toBe('198.51.100.8');
    // A request straight from an untrusted address: the socket, whatever the header says.
    expect(clientAddress(request('198.51.100.9', '1.2.3.4'), list)).toBe('198.51.100.9');
  });

  it("is 'unknown' without the portal's server in front", () => {
    expect(clientAddress(request(null, '1.2.3.4'), parseTrustedProxies('1'))).toBe('unknown');
  });

  it.each(['10.0.0.0/33', 'not-an-address', '10.0.0.1/x', '1.2.3'])(
    'refuses TRUSTED_PROXIES=%s at start-up',
    (value) => {
      expect(() => parseTrustedProxies(value)).toThrow();
      expect(() => parseConfig({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
    },
  );

  it('accepts a count, a list and nothing', () => {
    expect(parseConfig({ TRUSTED_PROXIES: '2' }).TRUSTED_PROXIES).toBe('2');
    expect(parseTrustedProxies('0').kind).toBe('none');
    expect(parseTrustedProxies('127.0.0.1, ::1').kind).toBe('list');
  });
});
