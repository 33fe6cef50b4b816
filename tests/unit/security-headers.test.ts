import { describe, expect, it } from 'vitest';

import { consoleContentSecurityPolicy } from '@/lib/security/console-csp';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((entry) => entry.key === key)?.value;

describe('security headers', () => {
  it('sends a strict content security policy', () => {
    const csp = contentSecurityPolicy({ production: true });
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src'))!;
    expect(
      scripts
        .split(' ')
        .slice(1)
        .filter((s) => s.startsWith('http')),
    ).toEqual(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(scripts).not.toContain('unsafe-eval');
  });

  it('adds HSTS in production only', () => {
    expect(header(securityHeaders({ production: true }), 'Strict-Transport-Security')).toMatch(
      /max-age=/,
    );
    expect(
      header(securityHeaders({ production: false }), 'Strict-Transport-Security'),
    ).toBeUndefined();
  });

  it('forbids MIME sniffing and limits the referrer', () => {
    const headers = securityHeaders({ production: true });
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  describe('Tag Manager (issue 36: GTM_ID)', () => {
    const directive = (csp: string, name: string) =>
      csp
        .split('; ')
        .find((entry) => entry.startsWith(`${name} `))!
        .split(' ')
        .slice(1);
    const googleHosts = (csp: string) =>
      csp
        .split(/[ ;]+/)
        .filter((source) => /google(tagmanager|-analytics)|analytics\.google/.test(source));

    it('names none of its hosts without GTM_ID', () => {
      expect(googleHosts(contentSecurityPolicy({ production: true }))).toEqual([]);
      expect(googleHosts(contentSecurityPolicy({ production: true, tagManager: false }))).toEqual(
        [],
      );
    });

    it('allows its script, its images and beacons with GTM_ID, and nothing else changes', () => {
      const plain = contentSecurityPolicy({ production: true });
      const csp = contentSecurityPolicy({ production: true, tagManager: true });
      expect(directive(csp, 'script-src')).toEqual([
        ...directive(plain, 'script-src'),
        'https://*.googletagmanager.com',
      ]);
      expect(directive(csp, 'img-src')).toEqual([
        ...directive(plain, 'img-src'),
        'https://*.googletagmanager.com',
        'https://*.google-analytics.com',
      ]);
      expect(directive(csp, 'connect-src')).toEqual([
        ...directive(plain, 'connect-src'),
        'https://*.googletagmanager.com',
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
      ]);
      for (const name of ['default-src', 'style-src', 'frame-src', 'object-src', 'base-uri']) {
        expect(directive(csp, name), name).toEqual(directive(plain, name));
      }
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
    });

    it('never lets it into the console', () => {
      expect(googleHosts(consoleContentSecurityPolicy('bm9uY2U=', { production: true }))).toEqual(
        [],
      );
    });
  });
});
