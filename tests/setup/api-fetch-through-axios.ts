import { isAxiosError } from 'axios';

import { http } from '@/lib/http/client';

// Component tests stub the API on the axios client (vi.spyOn(http, 'get'|'post')). The header's
// islands call it with fetch (lib/http/api-fetch.ts); this double sends those calls through the
// same axios methods, so one stub answers both.
export async function apiFetchThroughAxios(path: string, init: RequestInit = {}) {
  const toResponse = (data: unknown, status: number) =>
    new Response(status === 204 ? null : JSON.stringify(data ?? {}), { status });
  try {
    const answer =
      (init.method ?? 'GET') === 'GET'
        ? await http.get(path)
        : init.body === undefined
          ? await http.post(path)
          : await http.post(path, init.body);
    return toResponse(answer.data, answer.status);
  } catch (error) {
    if (isAxiosError(error) && error.response) {
      return toResponse(error.response.data, error.response.status);
    }
    throw error;
  }
}
