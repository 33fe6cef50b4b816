'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { staffEnquiryPageSchema } from '@/features/enquiries/staff-schemas';
import { http } from '@/lib/http/client';

import { apiParams, type DeskQuery } from '../desk-query';

/** GET /api/staff/enquiries: one page of the grid; the last page stays shown while the next loads. */
export function useStaffEnquiries(query: DeskQuery) {
  const params = apiParams(query).toString();
  return useQuery({
    queryKey: ['staff-enquiries', params],
    queryFn: async () => {
      const response = await http.get(`/staff/enquiries?${params}`);
      return staffEnquiryPageSchema.parse(response.data);
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
