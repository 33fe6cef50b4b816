'use client';

import { http } from '@/lib/http/client';

import {
  rateOfPercent,
  type VatCorrection,
  type VatCorrectionForm,
} from '../vat-correction-schemas';

const PATH = '/staff/market-indicators/vat-corrections';

/** The version a change starts from (issue 24 "No lost update"), as a DELETE's If-Match. */
const ifMatch = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });

// POST /api/staff/market-indicators/vat-corrections – a new correction; PUT …/{id} – its fields,
// from the version the editor opened. The form's percentage is sent as a rate (10 → 0.1).
export async function saveVatCorrection(
  { percent, ...values }: VatCorrectionForm,
  from?: { id: number; version: number },
): Promise<VatCorrection> {
  const input = { ...values, rate: rateOfPercent(percent) };
  if (!from) return (await http.post<VatCorrection>(PATH, input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<VatCorrection>(`${PATH}/${from.id}`, body)).data;
}

// DELETE /api/staff/market-indicators/vat-corrections/{id} – at the version the list showed
export async function deleteVatCorrection(id: number, version: number): Promise<void> {
  await http.delete(`${PATH}/${id}`, ifMatch(version));
}
