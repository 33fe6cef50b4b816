import { index, pgTable, text } from 'drizzle-orm/pg-core';

import { serialId, timestampDate } from './columns';

// Every cache tag a staff change re-validated (issue 48), written by Next's cache handler
// (lib/cache/next-cache-handler.mjs, plain SQL through `pg`): while Redis is away each instance
// caches pages in its own memory and reads the new rows every second to drop what they name.
// Rows older than a day are deleted by the handler as it writes.
export const cacheRevalidations = pgTable(
  'cache_revalidations',
  {
    id: serialId(),
    tag: text('tag').notNull(),
    revalidated_at: timestampDate('revalidated_at').notNull().defaultNow(),
  },
  (table) => [index('cache_revalidations_revalidated_at_idx').on(table.revalidated_at)],
);
