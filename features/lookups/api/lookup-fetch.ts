import { apiFetch } from '@/lib/http/api-fetch';

// Without zod or React Query, so the readiness survey can read its questions without the
// lookups' schemas (./use-lookup.ts re-exports both).

// The lists change only when staff edit them; the API itself is cached for 5 minutes.
export const LOOKUP_STALE_MS = 60 * 60 * 1000;

/**
 * GET /api{path} with fetch rather than axios: the forms that show these lists load without axios,
 * which comes only with the submission.
 */
export async function fetchLookupJson(path: string): Promise<unknown> {
  const response = await apiFetch(path);
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return response.json();
}
