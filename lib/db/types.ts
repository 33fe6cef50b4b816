import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import type * as schema from './schema';

// PGlite and node-postgres share this interface; feature code never needs to know which one runs.
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
