'use client';

import { useQuery } from '@tanstack/react-query';

import { enquiryDetailSchema } from '@/features/enquiries/schemas';
import { http } from '@/lib/http/client';

export const enquiryDetailKey = (id: number) => ['user-enquiry', id] as const;

/** GET /api/user-enquiries/{id}: one of the member's own enquiries as it was sent. */
export function useEnquiryDetail(id: number | null) {
  return useQuery({
    queryKey: enquiryDetailKey(id ?? 0),
    queryFn: async () => {
      const response = await http.get(`/user-enquiries/${id}`);
      return enquiryDetailSchema.parse(response.data);
    },
    enabled: id !== null,
  });
}
