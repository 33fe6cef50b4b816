'use client';

import { isSuccessAnswer } from '@/lib/http/success-answer';

import type { OfferingKind } from '../schemas';

// DELETE /api/products/{id} or /api/services/{id} – true when the server answers "Success".
export async function deleteOffering(kind: OfferingKind, id: number): Promise<boolean> {
  // axios comes with the first deletion, not with the page (lib/http/client).
  const { http } = await import('@/lib/http/client');
  const response = await http.delete(`/${kind}/${id}`);
  return isSuccessAnswer(response.data);
}
