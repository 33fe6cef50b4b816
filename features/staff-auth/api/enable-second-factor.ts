'use client';

import { http } from '@/lib/http/client';

// POST /api/staff/second-factor/enable – the code of the app; the recovery codes, shown once
export async function enableSecondFactor(code: string): Promise<string[]> {
  const { data } = await http.post<{ recovery_codes: string[] }>('/staff/second-factor/enable', {
    code,
  });
  return data.recovery_codes;
}
