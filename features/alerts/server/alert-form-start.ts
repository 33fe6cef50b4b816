import 'server-only';

import type { AuthSession } from '@/lib/auth/sessions';

// Issue 45: a signed-in member's alert form starts with their verified address, written into the
// page on the server; a visitor's (or a member whose address is not verified yet) starts empty.

/** The address the subscribe form starts with: the session's user's verified one, else ''. */
export function verifiedAddressOf(session: AuthSession | null): string {
  const user = session?.user;
  return user?.email_verified_at ? user.email : '';
}
