'use client';

import { useMutation } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useLocale } from 'next-intl';

import { http } from '@/lib/http/client';

import type { ConsultationInput } from '../schemas';

export type ConsultationCreated = { id: number };

// POST /api/consultation-requests – stores the home page's consultation request (part 1 §2.3).
export async function submitConsultation(
  input: ConsultationInput,
  locale: string,
): Promise<ConsultationCreated> {
  const response = await http.post<ConsultationCreated>('/consultation-requests', input, {
    headers: { 'Accept-Language': locale },
  });
  return response.data;
}

/** The field errors of a 422 answer ({ message, errors: { field: [messages] } }), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!isAxiosError(error) || error.response?.status !== 422) return {};
  const errors: unknown = (error.response.data as { errors?: unknown } | undefined)?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
}

export function useSubmitConsultation() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: ConsultationInput) => submitConsultation(input, locale),
  });
}
