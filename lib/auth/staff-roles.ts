// The console's roles (issue 13): admin everything, officer approvals, enquiries and members,
// editor content. Isomorphic, so the console's menu and the server's checks share it.
export type StaffRole = 'admin' | 'officer' | 'editor';
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'officer', 'editor'];

export function isStaffRoleName(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}
