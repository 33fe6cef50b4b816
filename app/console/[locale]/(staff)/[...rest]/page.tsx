import { notFound } from 'next/navigation';

import { openConsoleArea } from '@/features/console/server/staff-page';

type Props = { params: Promise<{ locale: string }> };

// An address under /admin that names no console page: after the same checks as the dashboard (a
// visitor signs in, a member gets 403), the console's own 404 inside the shell, in its language.
export default async function UnknownConsolePage({ params }: Props) {
  await openConsoleArea('dashboard', { params });
  notFound();
}
