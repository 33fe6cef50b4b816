'use client';

import { http } from '@/lib/http/client';

import type {
  MenuEntryInput,
  MenuPageInput,
  MenuWarning,
  StaffMenuEntry,
  StaffMenuPage,
} from '../menu-admin-schemas';

// Issue 29: the console's calls for the menus' entries and pages (/api/staff/menu-…).

/** The version a change starts from (issue 24 "No lost update"), as a DELETE's If-Match. */
const ifMatch = (version: number) => ({ headers: { 'If-Match': `"${version}"` } });
type From = { id: number; version: number };
type Saved<T> = T & { warnings: MenuWarning[] };
export type MenuKind = 'entry' | 'page';
const PATHS: Record<MenuKind, string> = {
  entry: '/staff/menu-entries',
  page: '/staff/menu-pages',
};

// POST /api/staff/menu-entries – a new entry; PUT /api/staff/menu-entries/{id} – its fields
export async function saveEntry(
  input: MenuEntryInput,
  from?: From,
): Promise<Saved<StaffMenuEntry>> {
  if (!from) return (await http.post<Saved<StaffMenuEntry>>(PATHS.entry, input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<Saved<StaffMenuEntry>>(`${PATHS.entry}/${from.id}`, body)).data;
}

// POST /api/staff/menu-pages – a new page; PUT /api/staff/menu-pages/{id} – its fields
export async function savePage(input: MenuPageInput, from?: From): Promise<Saved<StaffMenuPage>> {
  if (!from) return (await http.post<Saved<StaffMenuPage>>(PATHS.page, input)).data;
  const body = { ...input, version: from.version };
  return (await http.put<Saved<StaffMenuPage>>(`${PATHS.page}/${from.id}`, body)).data;
}

// GET /api/staff/menu-pages/{id} – the page with its content, for the form
export async function getPage(id: number): Promise<StaffMenuPage> {
  return (await http.get<StaffMenuPage>(`${PATHS.page}/${id}`)).data;
}

// DELETE /api/staff/menu-entries|menu-pages/{id} – at the version the list showed
export async function deleteMenuRecord(kind: MenuKind, id: number, version: number) {
  await http.delete(`${PATHS[kind]}/${id}`, ifMatch(version));
}

// POST /api/staff/menu-entries|menu-pages/{id}/move – one place up or down
export async function moveMenuRecord(kind: MenuKind, from: From, direction: 'up' | 'down') {
  await http.post(`${PATHS[kind]}/${from.id}/move`, { direction, version: from.version });
}

// PUT /api/staff/menu-entries|menu-pages/{id}/status – shown (1) or hidden (0)
export async function setMenuRecordStatus(
  kind: MenuKind,
  from: From,
  status: 0 | 1,
): Promise<MenuWarning[]> {
  const body = { status, version: from.version };
  const answer = await http.put<{ warnings: MenuWarning[] }>(
    `${PATHS[kind]}/${from.id}/status`,
    body,
  );
  return answer.data.warnings;
}
