'use client';

import { refreshCurrentUser } from '@/lib/session/current-user';

/** Re-reads GET /api/user after a change of session or of the user. */
export function useRefreshUser() {
  return refreshCurrentUser;
}
