'use client';

import { http } from '@/lib/http/client';

import type { InterestState } from '../schemas';
import type { StaffInterest, StaffTradeLead, TradeLeadInput } from '../staff-schemas';

const PATH = '/staff/trade-leads';

// POST /api/staff/trade-leads – a new draft; PUT /api/staff/trade-leads/{id} – its fields, from
// the version the officer opened
export async function saveLead(
  input: TradeLeadInput,
  from?: { id: number; version: number },
): Promise<StaffTradeLead> {
  if (!from) return (await http.post<StaffTradeLead>(PATH, input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<StaffTradeLead>(`${PATH}/${from.id}`, body)).data;
}

// POST /api/staff/trade-leads/{id}/publish or …/close – at the version the list showed; the lead
// as it now is (held by screening or not)
export async function moveLead(
  id: number,
  version: number,
  to: 'publish' | 'close',
): Promise<StaffTradeLead> {
  return (await http.post<StaffTradeLead>(`${PATH}/${id}/${to}`, { version })).data;
}

// DELETE /api/staff/trade-leads/{id} – a draft, at the version the list showed
export async function deleteLead(id: number, version: number): Promise<void> {
  await http.delete(`${PATH}/${id}`, { headers: { 'If-Match': `"${version}"` } });
}

// PUT /api/staff/trade-leads/{id}/interests/{interestId} – the state of a member's interest
export async function markInterest(
  interest: Pick<StaffInterest, 'id' | 'lead_id' | 'version'>,
  state: InterestState,
): Promise<StaffInterest> {
  const path = `${PATH}/${interest.lead_id}/interests/${interest.id}`;
  return (await http.put<StaffInterest>(path, { state, version: interest.version })).data;
}
