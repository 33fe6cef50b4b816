'use client';

import { useCallback } from 'react';

import type { ForgotPasswordInput, ResetPasswordInput } from '../schemas';

import { useRefreshUser } from './use-refresh-user';

function formBody(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.set(name, value);
  return body;
}

// axios and zod come with the first submission, not with the form (lib/http/client).
const loadSending = () => Promise.all([import('@/lib/http/client'), import('../schemas')]);

// POST /api/forget_password – form-encoded e-mail (and captcha token) as specified
export async function forgotPassword(input: ForgotPasswordInput): Promise<string> {
  const [{ http }, { messageResponseSchema }] = await loadSending();
  const response = await http.post('/forget_password', formBody(input));
  return messageResponseSchema.parse(response.data).message;
}

// POST /api/reset_password – form-encoded e-mail, token and the new password twice
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const [{ http }, { messageResponseSchema }] = await loadSending();
  const response = await http.post('/reset_password', formBody(input));
  return messageResponseSchema.parse(response.data).message;
}

/** Asks for the reset link; answers the API's message. */
export function useForgotPassword() {
  return forgotPassword;
}

/** Sets the new password, then re-reads the user; answers the API's message. */
export function useResetPassword() {
  const refreshUser = useRefreshUser();
  return useCallback(
    async (input: ResetPasswordInput) => {
      const message = await resetPassword(input);
      // A reset ends every session of the account (issue 4), this browser's included.
      await refreshUser();
      return message;
    },
    [refreshUser],
  );
}
