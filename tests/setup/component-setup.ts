import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { resetCurrentUser } from '@/lib/session/current-user';

vi.mock('@/lib/http/api-fetch', async () => {
  const { apiFetchThroughAxios } = await import('./api-fetch-through-axios');
  return { apiFetch: apiFetchThroughAxios };
});

afterEach(() => {
  cleanup();
  // The page's user is module state, as in a browser tab: each test starts a new page.
  resetCurrentUser();
});
