'use client';

import { http } from '@/lib/http/client';

import type { SecondFactorSetup } from '../schemas';

// POST /api/staff/second-factor/setup – a new secret and its QR code
export async function setupSecondFactor(): Promise<SecondFactorSetup> {
  const { data } = await http.post<SecondFactorSetup>('/staff/second-factor/setup');
  return data;
}
