'use client';

import { isSuccessAnswer } from '@/lib/http/success-answer';

import type { OfferingKind } from '../offering-schemas';

// DELETE /api/products/{id} or /api/services/{id}, at the version shown (If-Match; a change made
// meanwhile answers 409) – true when the server answers "Success".
export async function deleteOffering(
  kind: OfferingKind,
  id: number,
  version: number,
): Promise<boolean> {
  // axios comes with the first deletion, not with the page (lib/http/client).
  const { http } = await import('@/lib/http/client');
  const response = await http.delete(`/${kind}/${id}`, { headers: { 'If-Match': `"${version}"` } });
  return isSuccessAnswer(response.data);
}
