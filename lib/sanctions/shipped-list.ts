import { count } from 'drizzle-orm';

import { sanctionsListVersions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { importSanctionsList, type SanctionsImportResult } from './import-list';
import { parseUnXml } from './un-xml';

/**
 * The UN consolidated list shipped with the portal (data/sanctions-un: the list of 27 February
 * 2026, see its README): what a fresh database screens against until a current list is imported.
 */
export const SHIPPED_UN_LIST = 'data/sanctions-un/un-consolidated-list.xml';

/** The seed's and start-up's: the shipped UN list, when no sanctions list was imported yet. */
export async function importShippedUnListIfEmpty(
  db: Db,
  file: string = SHIPPED_UN_LIST,
): Promise<SanctionsImportResult | null> {
  const [row] = await db.select({ value: count() }).from(sanctionsListVersions);
  if ((row?.value ?? 0) > 0) return null;
  return importSanctionsList(db, await parseUnXml(file));
}
