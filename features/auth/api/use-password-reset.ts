'use client';

import { useMutation } from '@tanstack/react-query';

import {
  messageResponseSchema,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '../schemas';

import { useRefreshUser } from './use-refresh-user';

function formBody(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.set(name, value);
  return body;
}

// POST /api/forget_password – form-encoded e-mail (and captcha token) as specified
export async function forgotPassword(input: ForgotPasswordInput): Promise<string> {
  // axios comes with the first submission, not with the form (lib/http/client).
  const { http } = await import('@/lib/http/client');
  const response = await http.post('/forget_password', formBody(input));
  return messageResponseSchema.parse(response.data).message;
}

// POST /api/reset_password – form-encoded e-mail, token and the new password twice
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const { http } = await import('@/lib/http/client');
  const response = await http.post('/reset_password', formBody(input));
  return messageResponseSchema.parse(response.data).message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export function useResetPassword() {
  const refreshUser = useRefreshUser();
  // A reset ends every session of the account (issue 4), this browser's included.
  return useMutation({ mutationFn: resetPassword, onSuccess: refreshUser });
}
