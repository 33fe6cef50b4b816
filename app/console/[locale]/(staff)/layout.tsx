import type { ReactNode } from 'react';

import { ConsoleShell } from '@/features/console/components/console-shell';
import { openConsole } from '@/features/console/server/staff-page';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Every signed-in console page: the role and the second factor are checked here and again by
// each page (and by each /api/staff route), whatever the proxy did.
export default async function StaffLayout({ children, params }: Props) {
  const { locale, session } = await openConsole({ params });
  return (
    <ConsoleShell locale={locale} user={session.user}>
      {children}
    </ConsoleShell>
  );
}
