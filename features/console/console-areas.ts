import type { StaffRole } from '@/lib/auth/staff-roles';

/** The console's sections, in menu order, with the roles that open them (admins open all). */
export const CONSOLE_AREAS = [
  { key: 'dashboard', path: '/', roles: ['officer', 'editor'] },
  { key: 'approvals', path: '/approvals', roles: ['officer'] },
  { key: 'enquiries', path: '/enquiries', roles: ['officer'] },
  { key: 'consultations', path: '/consultations', roles: ['officer'] },
  { key: 'members', path: '/members', roles: ['officer'] },
  { key: 'buyerMessages', path: '/buyer-messages', roles: ['officer'] },
  { key: 'institutions', path: '/institutions', roles: ['editor'] },
  { key: 'experts', path: '/experts', roles: ['editor'] },
  { key: 'staff', path: '/staff', roles: ['admin'] },
  { key: 'audit', path: '/audit', roles: ['admin'] },
] as const satisfies readonly { key: string; path: string; roles: readonly StaffRole[] }[];

export type ConsoleArea = (typeof CONSOLE_AREAS)[number];
export type ConsoleAreaKey = ConsoleArea['key'];

export function canOpen(role: StaffRole, roles: readonly StaffRole[]): boolean {
  return role === 'admin' || roles.includes(role);
}

/** The sections a staff member of this role sees in the menu. */
export const areasFor = (role: StaffRole) => CONSOLE_AREAS.filter((a) => canOpen(role, a.roles));
