'use client';

import type { StaffLoginResponse } from '@/features/auth/schemas';
import { http } from '@/lib/http/client';

// POST /api/staff/login – the password step; the answer names the second-factor step that follows
export async function staffLogin(input: {
  email: string;
  password: string;
}): Promise<StaffLoginResponse['second_factor']> {
  const { data } = await http.post<StaffLoginResponse>('/staff/login', input);
  return data.second_factor;
}
