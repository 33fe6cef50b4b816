import { activeRequests } from './active-requests';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './csrf';

/**
 * A call to the portal's API with the same headers as the axios client (lib/http/client.ts), for
 * the header's islands, which load with every page and so cannot afford axios.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  // The API answers in the language of the page.
  if (document.documentElement.lang) headers.set('Accept-Language', document.documentElement.lang);
  activeRequests.start();
  try {
    return await fetch(`/api${path}`, { ...init, headers, credentials: 'same-origin' });
  } finally {
    activeRequests.finish();
  }
}
