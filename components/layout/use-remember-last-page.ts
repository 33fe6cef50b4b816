'use client';

import { useEffect } from 'react';

import { usePathname } from '@/lib/i18n/navigation';
import { rememberLastPage } from '@/lib/session/auth-events';
import { isMemberRoute, splitLocale } from '@/lib/session/member-routes';

// part 1 §2.8: e-mail verification returns to the last public page seen in this tab.
export function useRememberLastPage() {
  const pathname = usePathname();
  useEffect(() => {
    const { pathname: path, search } = window.location;
    const { path: page } = splitLocale(path);
    if (isMemberRoute(path) || page.startsWith('/auth/') || page === '/login') return;
    rememberLastPage(`${path}${search}`);
  }, [pathname]);
}
