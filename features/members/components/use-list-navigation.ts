'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTransition } from 'react';

/**
 * Moves a console list to another search, filter, page or order: the address changes (so it can be
 * shared and gone back to) and the server renders the rows; `pending` while it does.
 */
export function useListNavigation() {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const go = (search: string) =>
    startTransition(() => router.push(`${pathname}${search}`, { scroll: false }));
  return { go, pending };
}
