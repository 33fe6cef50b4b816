'use client';

import { useMutation } from '@tanstack/react-query';

import { http } from '@/lib/http/client';

/** GET /api/email/resend: 202 when the link was sent; the caller reads 429 and 409 off the error. */
export function useSendVerificationLink() {
  return useMutation({
    mutationFn: async () => {
      const response = await http.get('/email/resend');
      if (response.status !== 202) throw new Error(`Unexpected status ${response.status}`);
    },
  });
}
