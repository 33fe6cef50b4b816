'use client';

import { http } from '@/lib/http/client';

import {
  enquiryResponseSchema,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  type EnquiryRequest,
} from '../schemas';

/** POST /api/all-enquiries; resolves with the request number. */
export async function sendEnquiry(
  request: Omit<EnquiryRequest, typeof HONEYPOT_FIELD> & { [HONEYPOT_FIELD]?: string },
  idempotencyKey: string,
): Promise<number> {
  const response = await http.post('/all-enquiries', request, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return enquiryResponseSchema.parse(response.data).id;
}
