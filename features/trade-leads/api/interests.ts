'use client';

import { http } from '@/lib/http/client';

import type { InterestBody, MemberInterest } from '../schemas';

// GET /api/user/trade-lead-interests – the member's interests and their states
export async function fetchMyInterests(): Promise<MemberInterest[]> {
  const { data } = await http.get<{ data: MemberInterest[] }>('/user/trade-lead-interests');
  return data.data;
}

// POST /api/trade-leads/{id}/interest – the member's interest with a short message
export async function sendInterest(leadId: number, body: InterestBody): Promise<MemberInterest> {
  const { data } = await http.post<MemberInterest>(`/trade-leads/${leadId}/interest`, body);
  return data;
}
