'use client';

import { useMutation } from '@tanstack/react-query';
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

export function useSubmitConsultation() {
  const locale = useLocale();
  return useMutation({
    mutationFn: (input: ConsultationInput) => submitConsultation(input, locale),
  });
}
