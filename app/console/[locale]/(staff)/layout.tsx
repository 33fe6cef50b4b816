import type { ReactNode } from 'react';

import { ConsoleShell } from '@/features/console/components/console-shell';
import { openStaffPage } from '@/features/console/server/staff-page';
import { STAFF_ROLES } from '@/lib/auth/staff-roles';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Every signed-in console page: the role and the second factor are checked here and again by
// each page (and by each /api/staff route), whatever the proxy did.
export default async function StaffLayout({ children, params }: Props) {
  const { locale, session } = await openStaffPage({ params }, STAFF_ROLES);
  return (
    <ConsoleShell locale={locale} user={session.user}>
      {children}
    </ConsoleShell>
  );
}
