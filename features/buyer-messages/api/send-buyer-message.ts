'use client';

import { http } from '@/lib/http/client';

import { sentAnswerSchema, type SendMessageRequest } from '../schemas';

/** POST /api/buyer-messages; resolves with the stored message's id. */
export async function sendBuyerMessage(request: SendMessageRequest): Promise<number> {
  const response = await http.post('/buyer-messages', request);
  return sentAnswerSchema.parse(response.data).id;
}
