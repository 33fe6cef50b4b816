import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 36: with GTM_ID set (read when the portal runs), the proxy gives public pages the policy
// that lets Tag Manager in; without it, pages keep next.config.ts's policy; never the console.

const config = vi.hoisted(() => ({ GTM_ID: undefined as string | undefined }));
vi.mock('@/lib/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/config')>()),
  getConfig: () => config,
}));
vi.mock('next-intl/middleware', () => import('./helpers/intl-middleware'));

const { default: proxy } = await import('@/proxy');

const policyOf = (path: string) =>
  proxy(new NextRequest(`https://portal.test${path}`)).headers.get('content-security-policy');

afterEach(() => {
  config.GTM_ID = undefined;
});

describe('the proxy’s policy for Tag Manager', () => {
  it('leaves pages to the built policy without GTM_ID', () => {
    expect(policyOf('/news')).toBeNull();
    expect(policyOf('/ar')).toBeNull();
  });

  it('lets Tag Manager into public pages with GTM_ID', () => {
    config.GTM_ID = 'GTM-AB12CD3';
    for (const path of ['/', '/ar', '/news', '/ar/pages/120', '/auth/login']) {
      const policy = policyOf(path);
      expect(policy, path).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/);
      expect(policy, path).toContain("object-src 'none'");
    }
  });

  it('keeps the console’s nonce policy without it', () => {
    config.GTM_ID = 'GTM-AB12CD3';
    const policy = policyOf('/admin');
    expect(policy).toMatch(/'nonce-[^']+'/);
    expect(policy).not.toContain('googletagmanager');
  });
});
