'use client';

import { useLocale } from 'next-intl';
import { useState, type ReactNode } from 'react';

import { Link, usePathname } from '@/lib/i18n/navigation';
import { isLocale, routing } from '@/lib/i18n/routing';
import { loginHrefFor } from '@/lib/session/member-routes';

type Props = { className?: string; children: ReactNode };

// A link to the login page that comes back to this page, in its language and with its query (a
// chosen tab): /ar/news → /ar/auth/login?redirect=%2Far%2Fnews. The query is read when the visitor
// reaches for the link, as the language switch does: cached pages render without it.
export function LoginLink({ className, children }: Props) {
  const pathname = usePathname();
  const current = useLocale();
  const locale = isLocale(current) ? current : routing.defaultLocale;
  const [query, setQuery] = useState<{ from: string; search: string } | null>(null);
  const readQuery = () => setQuery({ from: pathname, search: window.location.search });
  const search = query?.from === pathname ? query.search : '';
  return (
    <Link
      href={loginHrefFor(`${pathname}${search}`, locale)}
      className={className}
      onPointerEnter={readQuery}
      onFocus={readQuery}
      onTouchStart={readQuery}
    >
      {children}
    </Link>
  );
}
