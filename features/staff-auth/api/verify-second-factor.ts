'use client';

import { http } from '@/lib/http/client';

import type { VerifySecondFactor } from '../schemas';

// POST /api/staff/second-factor/verify – a code of the app or a recovery code
export async function verifySecondFactor(input: VerifySecondFactor): Promise<void> {
  await http.post('/staff/second-factor/verify', input);
}
