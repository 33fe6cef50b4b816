'use client';

import { useCallback } from 'react';

import { useRefreshUser } from './use-refresh-user';

// Answers that may carry a message (part 3 §7): a string message or none.
function optionalMessage(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : undefined;
}

// GET /api/email/verify/{hash} – confirms the address the signed link names
export async function verifyEmail(hash: string): Promise<string | undefined> {
  // axios comes when the page asks, not with its first load (lib/http/client).
  const { http } = await import('@/lib/http/client');
  const response = await http.get(`/email/verify/${encodeURIComponent(hash)}`);
  return optionalMessage(response.data);
}

// GET /api/email/resend – part 3 §7: status 202 means the link was sent
export async function resendVerification(): Promise<string | undefined> {
  const { http } = await import('@/lib/http/client');
  const response = await http.get('/email/resend');
  if (response.status !== 202) throw new Error(`Verification link not sent (${response.status})`);
  return optionalMessage(response.data);
}

/** Verifies the link's hash, then re-reads the user. */
export function useVerifyEmail() {
  const refreshUser = useRefreshUser();
  return useCallback(
    async (hash: string) => {
      const message = await verifyEmail(hash);
      await refreshUser();
      return message;
    },
    [refreshUser],
  );
}

/** Sends a new verification link, then re-reads the user. */
export function useResendVerification() {
  const refreshUser = useRefreshUser();
  return useCallback(async () => {
    const message = await resendVerification();
    await refreshUser();
    return message;
  }, [refreshUser]);
}
