'use client';

import { http } from '@/lib/http/client';

import type { StaffHsCode, StaffHsSection } from '../staff-schemas';

// PUT /api/staff/hs-codes/{code} – a code's Arabic name, from the version the editor opened
export async function renameHsCode(
  code: string,
  name_ar: string,
  version: number,
): Promise<StaffHsCode> {
  return (await http.put<StaffHsCode>(`/staff/hs-codes/${code}`, { name_ar, version })).data;
}

// PUT /api/staff/hs-sections/{id} – a section's Arabic name, from the version the editor opened
export async function renameHsSection(
  id: string,
  name_ar: string,
  version: number,
): Promise<StaffHsSection> {
  return (await http.put<StaffHsSection>(`/staff/hs-sections/${id}`, { name_ar, version })).data;
}
