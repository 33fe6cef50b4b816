'use client';

import { http } from '@/lib/http/client';

import {
  headingInputOf,
  type HeadingValues,
  legalInputOf,
  type LegalStatusValues,
  ruleInputOf,
  type RuleValues,
} from '../console-values';
import { dutyFactInputOf, type DutyFactValues } from '../duty-fact-values';

// Issue 37, market access in the console: the staff routes under /api/staff/agreements/{id}, each
// change from the version the editor opened.

const base = (id: number) => `/staff/agreements/${id}`;

// PUT …/legal-status – the status, its note and its source
export async function saveLegalStatus(id: number, values: LegalStatusValues, version: number) {
  await http.put(`${base(id)}/legal-status`, { ...legalInputOf(values), version });
}

// PUT …/origin-rule – the general rule: the first without a version, later ones from theirs
export async function saveOriginRule(id: number, values: RuleValues, version: number | null) {
  const body = ruleInputOf(values);
  await http.put(`${base(id)}/origin-rule`, version === null ? body : { ...body, version });
}

type From = { id: number; version: number };

// POST …/headings – new terms; PUT …/headings/{headingId} – changed from their version
export async function saveHeading(agreementId: number, values: HeadingValues, from?: From) {
  const body = headingInputOf(values);
  if (!from) await http.post(`${base(agreementId)}/headings`, body);
  else
    await http.put(`${base(agreementId)}/headings/${from.id}`, { ...body, version: from.version });
}

// DELETE …/headings/{headingId} – at the version the list showed
export async function deleteHeading(agreementId: number, from: From) {
  await http.delete(`${base(agreementId)}/headings/${from.id}`, {
    headers: { 'If-Match': `"${from.version}"` },
  });
}

// POST …/headings-csv – the file's rows, all or none
export async function importHeadingsCsv(agreementId: number, csv: string) {
  return (
    await http.post<{ created: number; updated: number }>(`${base(agreementId)}/headings-csv`, {
      csv,
    })
  ).data;
}

// Issue 46: POST …/duty-facts – a new fact; PUT …/duty-facts/{factId} – changed from its version
export async function saveDutyFact(agreementId: number, values: DutyFactValues, from?: From) {
  const body = dutyFactInputOf(values);
  if (!from) await http.post(`${base(agreementId)}/duty-facts`, body);
  else
    await http.put(`${base(agreementId)}/duty-facts/${from.id}`, {
      ...body,
      version: from.version,
    });
}

// DELETE …/duty-facts/{factId} – at the version the list showed
export async function deleteDutyFact(agreementId: number, from: From) {
  await http.delete(`${base(agreementId)}/duty-facts/${from.id}`, {
    headers: { 'If-Match': `"${from.version}"` },
  });
}

// POST /staff/duty-facts-csv – every agreement's facts the file names, replaced all or none
export async function importDutyFactsCsv(csv: string) {
  return (
    await http.post<{ agreements: number; removed: number; created: number }>(
      '/staff/duty-facts-csv',
      { csv },
    )
  ).data;
}
