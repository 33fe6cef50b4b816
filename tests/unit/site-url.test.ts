import { describe, expect, it, vi } from 'vitest';

import { parseConfig } from '@/lib/config';
import {
  defaultSiteUrl,
  hostMismatch,
  listeningUrl,
  loudWarning,
  siteUrlProblem,
  watchRequestHosts,
} from '@/scripts/server/site-url.mjs';

// Issue 25: verification mails pointed at http://localhost:3000 while the portal ran elsewhere.
describe('siteUrlProblem: SITE_URL against where the server listens', () => {
  const on3100 = { address: '::', port: 3100 };

  it('names both addresses when SITE_URL is not set', () => {
    for (const siteUrl of [undefined, '', '  ']) {
      const problem = siteUrlProblem({ siteUrl, listening: on3100 });
      expect(problem).toContain('SITE_URL is not set');
      expect(problem).toContain('http://localhost:3100');
      expect(problem).toContain('Set SITE_URL');
    }
  });

  it('warns even when an unset SITE_URL happens to match (a production server needs one)', () => {
    expect(siteUrlProblem({ siteUrl: undefined, listening: { port: 3000 } })).toContain(
      'SITE_URL is not set',
    );
  });

  it.each([
    ['http://localhost:3000', 3100],
    ['http://127.0.0.1:3100', 3000],
    ['http://localhost', 3000],
    ['https://[::1]:8443', 3000],
    ['http://portal.localhost:3000', 4000],
  ])('names both addresses when %s is local but the port is %i', (siteUrl, port) => {
    const problem = siteUrlProblem({ siteUrl, listening: { address: '0.0.0.0', port } });
    expect(problem).toContain(new URL(siteUrl).origin);
    expect(problem).toContain(`http://localhost:${port}`);
  });

  it.each([
    ['http://localhost:3100', 3100],
    ['http://127.0.0.1:3100/', 3100],
    ['http://localhost', 80],
    // A public name: a reverse proxy may serve it; the requests' Host tells (hostMismatch).
    ['https://jordanexports.jo', 3000],
    ['https://portal.example:8443', 3000],
  ])('accepts %s on port %i', (siteUrl, port) => {
    expect(siteUrlProblem({ siteUrl, listening: { address: '::', port } })).toBeNull();
  });

  it('refuses a SITE_URL that is no web address', () => {
    expect(siteUrlProblem({ siteUrl: 'ftp://portal', listening: on3100 })).toContain(
      'not an http:// or https:// URL',
    );
    expect(siteUrlProblem({ siteUrl: 'portal', listening: on3100 })).toContain('not an http');
  });

  it('has the default of lib/config: this server’s own port', () => {
    expect(parseConfig({}).SITE_URL).toBe(defaultSiteUrl(3000));
    expect(parseConfig({ PORT: '3100' }).SITE_URL).toBe(defaultSiteUrl(3100));
    expect(parseConfig({ PORT: '3100', SITE_URL: '' }).SITE_URL).toBe('http://localhost:3100');
    expect(parseConfig({ PORT: '3100', SITE_URL: 'https://jordanexports.jo' }).SITE_URL).toBe(
      'https://jordanexports.jo',
    );
  });

  it('writes the listening address as a URL', () => {
    expect(listeningUrl({ address: '::', port: 80 })).toBe('http://localhost:80');
    expect(listeningUrl({ address: '10.0.0.5', port: 3000 })).toBe('http://10.0.0.5:3000');
    expect(listeningUrl({ address: '::1', port: 3000 })).toBe('http://[::1]:3000');
  });

  it('stands out', () => {
    expect(loudWarning('SITE_URL is not set')).toMatch(
      /!{20,}\n!! WARNING: SITE_URL is not set\n!{20,}/,
    );
  });
});

describe('hostMismatch: a request for another host than SITE_URL names', () => {
  it.each([
    ['https://jordanexports.jo', 'jordanexports.jo'],
    ['https://jordanexports.jo', 'JordanExports.JO'],
    ['https://jordanexports.jo', 'jordanexports.jo:443'],
    ['http://127.0.0.1:3100', '127.0.0.1:3100'],
    ['http://localhost', 'localhost'],
    ['http://[::1]:3000', '[::1]:3000'],
  ])('%s is asked as %s: no warning', (siteUrl, host) => {
    expect(hostMismatch(siteUrl, host)).toBeNull();
  });

  it.each([
    ['http://localhost:3000', 'portal.example:3000'],
    ['http://localhost:3000', 'localhost:3100'],
    ['https://jordanexports.jo', 'www.jordanexports.jo'],
    ['https://jordanexports.jo', 'jordanexports.jo:8080'],
    ['http://localhost:3000', '127.0.0.1:3000'],
  ])('%s is asked as %s: names both', (siteUrl, host) => {
    const problem = hostMismatch(siteUrl, host);
    expect(problem).toContain(host);
    expect(problem).toContain(new URL(siteUrl).origin);
    expect(problem).toContain('never built from the Host header');
  });

  it.each([undefined, '', 'a b', 'host:port:more'])('ignores a Host it cannot read: %j', (host) => {
    expect(hostMismatch('http://localhost:3000', host)).toBeNull();
  });
});

describe('watchRequestHosts: warns once', () => {
  const request = (host: string, url = '/news', forwarded?: string) => ({
    url,
    headers: { host, ...(forwarded ? { 'x-forwarded-host': forwarded } : {}) },
  });

  it('warns at the first request for another host, then never again', () => {
    const warn = vi.fn();
    const watch = watchRequestHosts('https://jordanexports.jo', warn);
    watch(request('jordanexports.jo'));
    expect(warn).not.toHaveBeenCalled();
    watch(request('10.0.0.5:3000', '/api/health'));
    expect(warn).not.toHaveBeenCalled();
    watch(request('portal.internal:3000'));
    watch(request('other.internal:3000'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('portal.internal:3000'), {
      site_url: 'https://jordanexports.jo',
      request_host: 'portal.internal:3000',
    });
  });

  it("reads a reverse proxy's X-Forwarded-Host first", () => {
    const warn = vi.fn();
    const watch = watchRequestHosts('https://jordanexports.jo', warn);
    watch(request('127.0.0.1:3000', '/news', 'jordanexports.jo, proxy.internal'));
    expect(warn).not.toHaveBeenCalled();
  });
});
