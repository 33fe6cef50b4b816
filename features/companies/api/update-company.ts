'use client';

import { isSuccessAnswer } from '@/lib/http/success-answer';

/**
 * POST international-buyers-update (multipart, part 3 §3 "Company (edit payload)"): changes the
 * member's own company; true only when the server answers the text "Success" (part 3 §4).
 */
export async function updateCompany(body: FormData): Promise<boolean> {
  const { http } = await import('@/lib/http/client');
  const response = await http.post('/international-buyers-update', body);
  return isSuccessAnswer(response.data);
}
