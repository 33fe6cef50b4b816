import 'server-only';
import { desc, eq } from 'drizzle-orm';

import { tradeFlowYears, tradeImports } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { whereToSellPath } from '@/lib/trade-flows/where-to-sell-path';

/** The "Where to sell" pages worth a visit (issue 38): each product with flows in the latest year. */
export async function listWhereToSellPaths(db: Db): Promise<string[]> {
  const [latest] = await db
    .select({ year: tradeFlowYears.year })
    .from(tradeFlowYears)
    .orderBy(desc(tradeFlowYears.year))
    .limit(1);
  if (!latest) return [];
  const products = await db
    .selectDistinct({ hs6: tradeImports.hs6 })
    .from(tradeImports)
    .where(eq(tradeImports.year, latest.year))
    .orderBy(tradeImports.hs6);
  return products.map((row) => whereToSellPath(row.hs6));
}
