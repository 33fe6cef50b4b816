import { beforeEach, vi } from 'vitest';

// Where a component test's page is, and its router (issue 54). Every component file shares one
// mock of `next/navigation` and `@/lib/i18n/navigation` (tests/setup/component-setup.ts), so the
// files need no module mocks of their own and share their worker's imported modules instead of
// importing them again each. Each test starts at MOCK_PATHNAME with no query and fresh spies.

export const MOCK_PATHNAME = '/news';

/** The router both modules hand out: the same spies, reset before each test. */
export const router = {
  push: vi.fn(),
  replace: vi.fn(),
  refresh: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
};

/** The page's address: its path (without the locale, as next-intl's usePathname gives it) and query. */
export const address = { pathname: MOCK_PATHNAME, search: '', fromLocation: false };

export function resetNavigation() {
  for (const spy of Object.values(router)) spy.mockReset();
  address.pathname = MOCK_PATHNAME;
  address.search = '';
  address.fromLocation = false;
}

/** The page the file's tests are on (set before each of its tests, after the reset). */
export function atPage(pathname: string, search = '') {
  beforeEach(() => {
    address.pathname = pathname;
    address.search = search;
  });
}

/** The query is jsdom's address, as Next reads history.replaceState into useSearchParams. */
export function searchFromLocation() {
  beforeEach(() => {
    address.fromLocation = true;
  });
}

// One URLSearchParams per query, as Next keeps one per navigation: effects that depend on it do
// not run again on every render.
const searchParams = new Map<string, URLSearchParams>();

export function currentSearchParams(): URLSearchParams {
  const search = address.fromLocation ? window.location.search : address.search;
  let params = searchParams.get(search);
  if (!params) {
    params = new URLSearchParams(search);
    searchParams.set(search, params);
  }
  return params;
}
