'use client';

import { isSuccessAnswer } from '@/lib/http/success-answer';

import type { OfferingKind } from '../offering-schemas';

const EDIT_PATHS: Record<OfferingKind, string> = {
  products: '/edit-products',
  services: '/edit-services',
};

/**
 * POST /api/products or /api/services (add, without `id`), POST /api/edit-products/{id} or
 * /api/edit-services/{id} (edit), multipart – true when the server answers "Success".
 */
export async function sendOffering(kind: OfferingKind, body: FormData, id?: number) {
  // axios comes with the first submission, not with the form (lib/http/client).
  const { http } = await import('@/lib/http/client');
  const path = id === undefined ? `/${kind}` : `${EDIT_PATHS[kind]}/${id}`;
  const response = await http.post(path, body);
  return isSuccessAnswer(response.data);
}
