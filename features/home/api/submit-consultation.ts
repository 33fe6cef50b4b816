'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale } from 'next-intl';

import { http } from '@/lib/http/client';
import { HONEYPOT_FIELD } from '@/lib/validation/rules';

import type { ConsultationInput } from '../schemas';

export type ConsultationCreated = { id: number };

export type ConsultationSubmission = {
  input: ConsultationInput;
  /** The reCAPTCHA v3 token, when a captcha is configured. */
  recaptchaToken?: string;
  /** The honeypot's value: empty for a person. */
  website?: string;
};

// POST /api/consultation-requests – stores the home page's consultation request (part 1 §2.3).
export async function submitConsultation(
  { input, recaptchaToken, website }: ConsultationSubmission,
  locale: string,
): Promise<ConsultationCreated> {
  const body = {
    ...input,
    ...(recaptchaToken ? { recaptchaToken } : {}),
    ...(website ? { [HONEYPOT_FIELD]: website } : {}),
  };
  const response = await http.post<ConsultationCreated>('/consultation-requests', body, {
    headers: { 'Accept-Language': locale },
  });
  return response.data;
}

export function useSubmitConsultation() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (submission: ConsultationSubmission) => submitConsultation(submission, locale),
  });
}
