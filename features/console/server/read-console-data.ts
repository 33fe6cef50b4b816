import 'server-only';

import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/types';
import { isDatabaseUnavailable, serviceUnavailable } from '@/lib/db/unavailable';

/**
 * Rows for a console page rendered per request; an unreachable database shows the "briefly
 * unavailable" page with 503, as openStaffPage does for the session.
 */
export async function readConsoleData<T>(read: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await read(await getDb());
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw serviceUnavailable(error);
    throw error;
  }
}
