'use client';

import { http } from '@/lib/http/client';

// POST /api/logout – ends the session (a sign-in with another account starts over)
export async function signOut(): Promise<void> {
  await http.post('/logout').catch(() => undefined);
}
