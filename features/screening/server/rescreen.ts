import 'server-only';

import type { Db } from '@/lib/db/types';

/**
 * Screens every subject (international buyers, trade-lead posters, member companies) again against
 * the current lists; called after each successful sanctions import, outside its transaction. Returns
 * how many subjects were screened. A stub until the hold of issue 47 (helper "hold") fills it in.
 */
export async function rescreenAllSubjects(_db: Db): Promise<number> {
  return 0;
}
