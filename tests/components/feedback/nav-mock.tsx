import type { AnchorHTMLAttributes } from 'react';

// next-intl's Link and usePathname need Next's router; tests use a plain anchor and a fixed path.
export function MockLink({
  href,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...rest} />;
}

export const MOCK_PATHNAME = '/news';
