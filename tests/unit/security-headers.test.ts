import { describe, expect, it } from 'vitest';

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
});
