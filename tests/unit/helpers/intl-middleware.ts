import { type NextRequest, NextResponse } from 'next/server';

// next-intl's middleware cannot load under Vitest (it imports `next/server` as an ES module path).
// This stand-in answers as it does for this portal: /en/… redirects to the unprefixed path with
// its query, the default locale is rewritten under /en, /ar/… goes on as it is, with its cookie
// (and no alternate links: lib/i18n/routing.ts turns them off). A test that runs the proxy mocks:
//   vi.mock('next-intl/middleware', () => import('./helpers/intl-middleware'));
export default function createMiddleware() {
  return (request: NextRequest) => {
    const { pathname, search } = request.nextUrl;
    if (pathname === '/en' || pathname.startsWith('/en/')) {
      return NextResponse.redirect(new URL(`${pathname.slice(3) || '/'}${search}`, request.url));
    }
    const arabic = pathname === '/ar' || pathname.startsWith('/ar/');
    const response = arabic
      ? NextResponse.next()
      : NextResponse.rewrite(new URL(`/en${pathname}${search}`, request.url));
    response.cookies.set('NEXT_LOCALE', arabic ? 'ar' : 'en', { maxAge: 31_536_000 });
    return response;
  };
}
