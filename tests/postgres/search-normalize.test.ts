import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { connect, type Connection } from '@/lib/db/connect';
import { normalizeText } from '@/lib/search/normalize-text';
import { normalizedSql } from '@/lib/search/normalized-sql';
import { SEARCH_SAMPLES } from '@/tests/fixtures/search-samples';

// The unit test checks normalizedSql against normalizeText on PGlite; this one on PostgreSQL,
// whose lower() and regular expressions the portal also runs on.
describe('normalizedSql on PostgreSQL', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await connect({ databaseUrl: process.env.TEST_DATABASE_URL, pgliteDir: '' });
  });
  afterAll(() => connection.close());

  it('folds exactly as normalizeText does', async () => {
    const folded: string[] = [];
    for (const sample of SEARCH_SAMPLES) {
      const result = await connection.db.execute(
        sql`select ${normalizedSql(sql`${sample}::text`)} as folded`,
      );
      folded.push(
        z.object({ rows: z.tuple([z.object({ folded: z.string() })]) }).parse(result).rows[0]
          .folded,
      );
    }
    expect(folded).toEqual(SEARCH_SAMPLES.map(normalizeText));
  });
});
