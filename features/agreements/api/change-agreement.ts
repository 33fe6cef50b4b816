'use client';

import { http } from '@/lib/http/client';

import type { AgreementInput, FtaCountryInput, FtaCountryRow, TradeAgreement } from '../schemas';

/** The version a change starts from (issue 24 "No lost update"), as a DELETE's If-Match. */
const ifMatch = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });
type From = { id: number; version: number };

// POST /api/staff/agreements – a new agreement; PUT /api/staff/agreements/{id} – its fields, from
// the version the editor opened
export async function saveAgreement(input: AgreementInput, from?: From): Promise<TradeAgreement> {
  if (!from) return (await http.post<TradeAgreement>('/staff/agreements', input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<TradeAgreement>(`/staff/agreements/${from.id}`, body)).data;
}

// DELETE /api/staff/agreements/{id} – at the version the list showed
export async function deleteAgreement(id: number, version: number): Promise<void> {
  await http.delete(`/staff/agreements/${id}`, ifMatch(version));
}

// POST /api/staff/fta-countries – a new country page; PUT /api/staff/fta-countries/{id} – its fields
export async function saveCountryPage(input: FtaCountryInput, from?: From): Promise<FtaCountryRow> {
  if (!from) return (await http.post<FtaCountryRow>('/staff/fta-countries', input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<FtaCountryRow>(`/staff/fta-countries/${from.id}`, body)).data;
}

// DELETE /api/staff/fta-countries/{id} – at the version the list showed
export async function deleteCountryPage(id: number, version: number): Promise<void> {
  await http.delete(`/staff/fta-countries/${id}`, ifMatch(version));
}
