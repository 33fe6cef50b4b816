import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { resetCurrentUser } from '@/lib/session/current-user';

vi.mock('@/lib/http/api-fetch', async () => {
  const { apiFetchThroughAxios } = await import('./api-fetch-through-axios');
  return { apiFetch: apiFetchThroughAxios };
});

// findBy… and waitFor give up after 1 s by default; a lazily imported form check can take longer on
// a loaded CI machine. They still answer as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // The page's user is module state, as in a browser tab: each test starts a new page.
  resetCurrentUser();
});
