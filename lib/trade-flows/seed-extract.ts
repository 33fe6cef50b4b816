import { count } from 'drizzle-orm';

import { tradeFlowYears } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';

import { importTradeFiles } from './import-trade-files';

// A fresh database gets the project's illustrative extract (issue 38, data/trade-flows/README.md),
// marked as sample data, so that "Where to sell" shows something the first time the portal starts.
// Once anything was imported, seeding leaves the flows alone.

export const TRADE_EXTRACT_FOLDER = 'data/trade-flows/extract';

/** Imports the extract into an empty set of trade flows; the years imported (none otherwise). */
export async function seedTradeFlowExtract(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(tradeFlowYears);
  if ((row?.value ?? 0) > 0) return 0;
  const years = await importTradeFiles(db, TRADE_EXTRACT_FOLDER);
  return years.length;
}
