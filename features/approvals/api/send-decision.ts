'use client';

import { http } from '@/lib/http/client';

import type { ApprovalDecision, ApprovalType } from '../approval-types';
import type { DecisionAnswer } from '../schemas';

/** POST /api/staff/approvals/{type}/{id}/approve | refuse, with the version the officer saw. */
export async function sendDecision(
  type: ApprovalType,
  id: number,
  decision: ApprovalDecision,
  body: { version: number; reason?: string },
): Promise<DecisionAnswer> {
  const { data } = await http.post<DecisionAnswer>(
    `/staff/approvals/${type}/${id}/${decision}`,
    body,
  );
  return data;
}
