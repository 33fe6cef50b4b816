'use client';

import { http } from '@/lib/http/client';

import type { EnquiryPageInput, StaffEnquiryPage } from '../enquiry-page-input';

// PUT /api/staff/enquiry-pages/{id} – an enquiry page's texts, from the version the editor opened
export async function saveEnquiryPage(
  id: number,
  input: EnquiryPageInput,
  version: number,
): Promise<StaffEnquiryPage> {
  return (await http.put<StaffEnquiryPage>(`/staff/enquiry-pages/${id}`, { ...input, version }))
    .data;
}
