'use client';

import type { MemberState } from '../schemas';

// The console's calls that change a member (issue 13); axios comes with the first change.
const client = async () => (await import('@/lib/http/client')).http;

// PUT /api/staff/members/{id}/vip – set or clear VIP
export async function setMemberVip(
  id: number,
  isVip: boolean,
  version: number,
): Promise<MemberState> {
  const response = await (
    await client()
  ).put<MemberState>(`/staff/members/${id}/vip`, {
    is_vip: isVip,
    version,
  });
  return response.data;
}

// POST /api/staff/members/{id}/suspend – suspend with a reason (sessions end at once)
export async function suspendMember(
  id: number,
  reason: string,
  version: number,
): Promise<MemberState> {
  const response = await (
    await client()
  ).post<MemberState>(`/staff/members/${id}/suspend`, {
    reason,
    version,
  });
  return response.data;
}

// POST /api/staff/members/{id}/reinstate – lift the suspension
export async function reinstateMember(id: number, version: number): Promise<MemberState> {
  const response = await (
    await client()
  ).post<MemberState>(`/staff/members/${id}/reinstate`, { version });
  return response.data;
}
