'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { z } from 'zod';

import { http } from '@/lib/http/client';
import { CURRENT_USER_KEY } from '@/lib/session/current-user';

import {
  messageResponseSchema,
  tokenResponseSchema,
  type ForgotPasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from './schemas';

// The answers of part 1 §7 and part 3 §7. The token of login and register is not kept: the
// HttpOnly session cookie set with it authenticates the portal's calls (ARCHITECTURE §5).
const optionalMessageSchema = z.object({ message: z.string().optional() }).catch({});

function formBody(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) body.set(name, value);
  return body;
}

// POST /api/login – signs in and sets the session cookie
export async function login(input: LoginInput): Promise<void> {
  const response = await http.post('/login', input);
  tokenResponseSchema.parse(response.data);
}

// POST /api/register – creates the account and signs it in
export async function register(input: RegisterInput): Promise<void> {
  const response = await http.post('/register', input);
  tokenResponseSchema.parse(response.data);
}

// POST /api/logout – ends the session; a session that already ended (401) counts as logged out
export async function logout(): Promise<void> {
  try {
    await http.post('/logout');
  } catch (error) {
    if (!isAxiosError(error) || error.response?.status !== 401) throw error;
  }
}

// POST /api/forget_password – form-encoded e-mail (and captcha token) as specified
export async function forgotPassword(input: ForgotPasswordInput): Promise<string> {
  const response = await http.post('/forget_password', formBody(input));
  return messageResponseSchema.parse(response.data).message;
}

// POST /api/reset_password – form-encoded e-mail, token and the new password twice
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const response = await http.post('/reset_password', formBody(input));
  return messageResponseSchema.parse(response.data).message;
}

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

/** Re-reads GET /api/user after a change of session or of the user. */
function useRefreshUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY, refetchType: 'all' });
}

export function useLogin() {
  const refreshUser = useRefreshUser();
  return useMutation({ mutationFn: login, onSuccess: refreshUser });
}

export function useRegister() {
  const refreshUser = useRefreshUser();
  return useMutation({ mutationFn: register, onSuccess: refreshUser });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // part 1 §4: the user is reset on logout.
      await queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

export function useResetPassword() {
  const refreshUser = useRefreshUser();
  // A reset ends every session of the account (issue 4), this browser's included.
  return useMutation({ mutationFn: resetPassword, onSuccess: refreshUser });
}

export function useVerifyEmail() {
  const refreshUser = useRefreshUser();
  return useMutation({ mutationFn: verifyEmail, onSuccess: refreshUser });
}

export function useResendVerification() {
  const refreshUser = useRefreshUser();
  return useMutation({ mutationFn: resendVerification, onSuccess: refreshUser });
}
