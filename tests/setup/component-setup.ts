import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import { resetCurrentUser } from '@/lib/session/current-user';

import { resetNavigation } from './navigation';
import { resetServerLocale } from './server-components';

vi.mock('@/lib/http/api-fetch', async () => {
  const { apiFetchThroughAxios } = await import('./api-fetch-through-axios');
  return { apiFetch: apiFetchThroughAxios };
});

// Next's and next-intl's navigation, next/form and next-intl/server, for every component file
// (issue 54): a file that mocks a module of its own runs isolated, importing every module again,
// so the files set where they are and read the router's spies through tests/setup/navigation.ts.
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  ...(await import('./navigation-modules')).navigationHooks,
}));
// (next-intl's own module cannot load here: it imports `next/navigation` as Node's ESM, unresolved.)
vi.mock('@/lib/i18n/navigation', async () => {
  const { MockLink, navigationHooks } = await import('./navigation-modules');
  return { ...navigationHooks, Link: MockLink };
});
vi.mock('next-intl/server', () => import('./next-intl-server'));
vi.mock('next/form', async () => ({ default: (await import('./navigation-modules')).MockForm }));

// findBy… and waitFor give up after 1 s by default; a lazily imported form check can take longer on
// a loaded CI machine. They still answer as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  resetNavigation();
  resetServerLocale();
});

afterEach(() => {
  cleanup();
  // Each render makes an emotion cache of its own, which adds its style elements to the head. The
  // files that share a worker share its document: jsdom reads every rule left there each time
  // a query computes a style (getByRole), and slowed down file by file, several fold.
  for (const style of document.head.querySelectorAll('style[data-emotion]')) style.remove();
  // The page's user is module state, as in a browser tab: each test starts a new page, and the
  // files that share a worker share its storage.
  resetCurrentUser();
  localStorage.clear();
  sessionStorage.clear();
  // And its address: a file that moved it (history.replaceState) left the next file's page there
  // (LocaleMemory then read no home page and kept no cookie).
  window.history.replaceState(null, '', '/');
});
