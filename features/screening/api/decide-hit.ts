'use client';

import { http } from '@/lib/http/client';

import type { HitDecision } from '../hit-decision';

/** POST /api/staff/screening/hits/{id}/clear | confirm, with the reason and the version read. */
export async function sendHitDecision(
  id: number,
  decision: HitDecision,
  body: { reason: string; version: number },
): Promise<void> {
  await http.post(`/staff/screening/hits/${id}/${decision}`, body);
}
