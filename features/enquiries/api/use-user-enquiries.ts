'use client';

import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { http } from '@/lib/http/client';

import { userEnquirySchema } from '../schemas';

export const userEnquiriesKey = (userId: number) => ['user-enquiries', userId] as const;

const userEnquiriesSchema = z.array(userEnquirySchema);

/** GET user-all-enquiries/{userId}: the member's own enquiries. */
export function useUserEnquiries(userId: number) {
  return useQuery({
    queryKey: userEnquiriesKey(userId),
    queryFn: async () => {
      const response = await http.get(`/user-all-enquiries/${userId}`);
      return userEnquiriesSchema.parse(response.data);
    },
  });
}
