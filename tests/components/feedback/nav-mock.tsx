import type { AnchorHTMLAttributes } from 'react';
import { vi } from 'vitest';

// next-intl's Link and usePathname need Next's router; tests use a plain anchor and a fixed path.
export function MockLink({
  href,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...rest} />;
}

export const MOCK_PATHNAME = '/news';

type RouterSpies = Partial<Record<'push' | 'replace' | 'refresh', (href?: string) => void>>;

/**
 * The module `@/lib/i18n/navigation` as a test's `vi.mock` factory returns it: the plain anchor, a
 * fixed path, and a router of spies (the test's own where given, read when a component asks).
 */
export function i18nNavigation(pathname = MOCK_PATHNAME, router?: () => RouterSpies) {
  return {
    Link: MockLink,
    usePathname: () => pathname,
    useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), ...router?.() }),
  };
}

// The module itself stands for `@/lib/i18n/navigation` at MOCK_PATHNAME:
//   vi.mock('@/lib/i18n/navigation', () => import('../feedback/nav-mock'));
export const { Link, usePathname, useRouter } = i18nNavigation();
