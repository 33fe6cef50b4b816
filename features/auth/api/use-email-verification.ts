'use client';

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { http } from '@/lib/http/client';

import { useRefreshUser } from './use-refresh-user';

// Answers that may carry a message (part 3 §7).
const optionalMessageSchema = z.object({ message: z.string().optional() }).catch({});

// GET /api/email/verify/{hash} – confirms the address the signed link names
export async function verifyEmail(hash: string): Promise<string | undefined> {
  const response = await http.get(`/email/verify/${encodeURIComponent(hash)}`);
  return optionalMessageSchema.parse(response.data).message;
}

// GET /api/email/resend – part 3 §7: status 202 means the link was sent
export async function resendVerification(): Promise<string | undefined> {
  const response = await http.get('/email/resend');
  if (response.status !== 202) throw new Error(`Verification link not sent (${response.status})`);
  return optionalMessageSchema.parse(response.data).message;
}

export function useVerifyEmail() {
  const refreshUser = useRefreshUser();
  return useMutation({ mutationFn: verifyEmail, onSuccess: refreshUser });
}

export function useResendVerification() {
  const refreshUser = useRefreshUser();
  return useMutation({ mutationFn: resendVerification, onSuccess: refreshUser });
}
