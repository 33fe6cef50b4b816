import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';

import { routeNewsList } from '@/features/news/news-list-route';
import { routeSearchPage } from '@/features/search/search-route';
import { getConfig } from '@/lib/config';
import { routeConsole } from '@/lib/navigation/console-path';
import { routeFeaturePage } from '@/lib/navigation/feature-pages';
import { routeListView } from '@/lib/navigation/list-view-routes';
import {
  isNotFoundViewRequest,
  NOT_FOUND_VIEW_HEADER,
  NOT_FOUND_VIEW_TOKEN_ENV,
  notFoundViewPath,
} from '@/lib/navigation/not-found-view';
import { consoleContentSecurityPolicy, newNonce } from '@/lib/security/console-csp';
import { contentSecurityPolicy } from '@/lib/security/headers';
import { isMemberRoute, loginPathFor, splitLocale } from '@/lib/session/member-routes';

import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './lib/auth/cookie';
import {
  LOCALE_COOKIE,
  NEGOTIATED_COOKIE,
  NEGOTIATED_MAX_AGE_SECONDS,
} from './lib/i18n/locale-memory';
import { isArabicText } from './lib/i18n/localized';
import { negotiateRootLocale } from './lib/i18n/negotiate-root-locale';
import { isLocale, routing } from './lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

// part 3 "Locale handling": under the pages and menu routes an Arabic last segment selects Arabic.
const SLUGGED_ROUTE = /^\/(pages|menu-\d+)\//;

function lastSegmentIsArabic(pathname: string): boolean {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return isArabicText(decodeURIComponent(last));
  } catch {
    return false;
  }
}

const hasSessionCookie = (request: NextRequest) =>
  request.cookies.has(SESSION_COOKIE) || request.cookies.has(SECURE_SESSION_COOKIE);

export default function proxy(request: NextRequest) {
  const consoleRoute = routeConsole(request.nextUrl.pathname);
  if (consoleRoute) return rewriteToConsole(request, consoleRoute);
  return withTagManagerPolicy(routePublic(request));
}

// next.config.ts's headers are fixed when the portal is built, GTM_ID is read when it runs: with
// it set, the proxy gives pages the policy that lets Tag Manager in, which takes the place of the
// built one (a header the proxy sets wins over next.config's). The console never loads it.
function withTagManagerPolicy(response: NextResponse) {
  if (!getConfig().GTM_ID) return response;
  const production = process.env.NODE_ENV === 'production';
  response.headers.set(
    'content-security-policy',
    contentSecurityPolicy({ production, tagManager: true }),
  );
  return response;
}

function routePublic(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The portal server's own request for the 404 page's HTML (lib/navigation/not-found-view.ts).
  const viewToken = process.env[NOT_FOUND_VIEW_TOKEN_ENV];
  if (isNotFoundViewRequest(request.headers.get(NOT_FOUND_VIEW_HEADER), viewToken)) {
    const { locale, path } = notFoundViewPath(pathname);
    return rewriteWithLocale(request, locale, path);
  }

  // The bare root in the stored language; without the cookie, negotiated and marked so (the
  // browser then looks in local storage: components/i18n/locale-memory.tsx).
  const stored = request.cookies.get(LOCALE_COOKIE)?.value;
  const negotiated = pathname === '/' && !isLocale(stored);
  if (pathname === '/') {
    const locale = isLocale(stored)
      ? stored
      : negotiateRootLocale(request.headers.get('accept-language'));
    if (locale === 'ar') {
      const response = NextResponse.redirect(new URL(`/ar${search}`, request.url));
      return negotiated ? markNegotiated(response) : response;
    }
  } else if (SLUGGED_ROUTE.test(pathname) && lastSegmentIsArabic(pathname)) {
    return NextResponse.redirect(new URL(`/ar${pathname}${search}`, request.url));
  } else if (isMemberRoute(pathname) && !hasSessionCookie(request)) {
    // ARCHITECTURE §4: only the cookie's presence here; the member page checks the session itself.
    const { locale, path } = splitLocale(pathname);
    return NextResponse.redirect(new URL(loginPathFor(`${path}${search}`, locale), request.url));
  }

  // next-intl decodes the path once more, so an encoded "%" (a search for "50%") would reach the
  // router as a lone "%" and fail there: such a path is routed to its locale here, as it came.
  const query = request.nextUrl.searchParams;
  if (/%25/i.test(pathname)) {
    // The search's results keep their keyword encoded on the way to their cached route (issue 28).
    const search = routeSearchPage(pathname, query);
    if (search?.type === 'rewrite') return rewriteWithLocale(request, search.locale, search.path);
    return routeEncodedPercent(request);
  }
  const response = handleI18nRouting(request);
  if (negotiated) markNegotiated(response);
  const internal =
    routeNewsList(pathname, query) ??
    routeListView(pathname, query) ??
    routeSearchPage(pathname, query) ??
    routeFeaturePage(pathname, query);
  if (!internal || response.headers.has('location')) return response;
  if (internal.type === 'redirect') {
    // A list's public address carries its own query; a feature page keeps the request's.
    const ownQuery =
      internal.path.includes('?') || ('query' in internal && internal.query === 'own');
    const target = ownQuery ? internal.path : `${internal.path}${search}`;
    return NextResponse.redirect(new URL(target, request.url), 308);
  }
  return rewriteKeepingLocale(request, response, internal.locale, internal.path);
}

function markNegotiated(response: NextResponse) {
  response.cookies.set(NEGOTIATED_COOKIE, '1', {
    path: '/',
    maxAge: NEGOTIATED_MAX_AGE_SECONDS,
    sameSite: 'lax',
  });
  return response;
}

// The news list's query becomes a path the full-route cache keeps (features/news/news-list-route.ts)
// and feature pages get routes of their own (lib/navigation/feature-pages.ts); the query stays on
// the rewrite as next-intl's own rewrites keep it, and so does next-intl's locale cookie.
function rewriteKeepingLocale(
  request: NextRequest,
  i18nResponse: NextResponse,
  locale: string,
  path: string,
) {
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', locale);
  const response = NextResponse.rewrite(new URL(`${path}${request.nextUrl.search}`, request.url), {
    request: { headers },
  });
  for (const cookie of i18nResponse.cookies.getAll()) response.cookies.set(cookie);
  return response;
}

// The console renders per request with a nonce in its policy; Next puts the nonce on its own
// scripts when it finds the policy on the request. The locale goes along as next-intl's header:
// server components that call useTranslations (the status badge) read it, as on public pages.
function rewriteToConsole(
  request: NextRequest,
  { locale, path }: { locale: string; path: string },
) {
  const policy = consoleContentSecurityPolicy(newNonce(), {
    production: process.env.NODE_ENV === 'production',
  });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  headers.set('x-console-path', `${request.nextUrl.pathname}${request.nextUrl.search}`);
  headers.set('X-NEXT-INTL-LOCALE', locale);
  const response = NextResponse.rewrite(new URL(`${path}${request.nextUrl.search}`, request.url), {
    request: { headers },
  });
  response.headers.set('content-security-policy', policy);
  response.headers.set('cache-control', 'no-store');
  return response;
}

function rewriteWithLocale(request: NextRequest, locale: string, path: string) {
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', locale);
  return NextResponse.rewrite(new URL(`${path}${request.nextUrl.search}`, request.url), {
    request: { headers },
  });
}

function routeEncodedPercent(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale } = splitLocale(pathname);
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', locale);
  if (locale !== routing.defaultLocale) return NextResponse.next({ request: { headers } });
  return NextResponse.rewrite(new URL(`/${locale}${pathname}${search}`, request.url), {
    request: { headers },
  });
}

export const config = {
  // Everything but the API, Next's own files and files with an extension (ARCHITECTURE §10);
  // the sign-in links carry dots that are no extension (an address, a signed hash).
  // A search word may hold a dot too (/search/a.b), and so may an HS code in an address
  // (/market-access/1509.10/US, /where-to-sell/15.09, issue 45). The Atom feeds (/feeds/news.atom, issue 39)
  // reach app/[locale]/feeds through the locale's rewrite (/en/feeds/… redirects to /feeds/…).
  matcher: [
    '/((?!api|_next|_vercel|.*\\..*).*)',
    '/auth/:path*',
    '/ar/auth/:path*',
    '/search/:path*',
    '/ar/search/:path*',
    '/market-access/:path*',
    '/ar/market-access/:path*',
    '/where-to-sell/:path*',
    '/ar/where-to-sell/:path*',
    '/feeds/:path*',
    '/en/feeds/:path*',
    '/ar/feeds/:path*',
  ],
};
