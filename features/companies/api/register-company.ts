'use client';

import { isSuccessAnswer } from '@/lib/http/success-answer';

/**
 * POST international-buyers (multipart, part 2 §3): registers the member's company; true only when
 * the server answers the text "Success" (part 2 §4). A failed call throws (its answer is read apart).
 */
export async function registerCompany(body: FormData): Promise<boolean> {
  // axios comes with the first submission, not with the form (lib/http/client).
  const { http } = await import('@/lib/http/client');
  const response = await http.post('/international-buyers', body);
  return isSuccessAnswer(response.data);
}
