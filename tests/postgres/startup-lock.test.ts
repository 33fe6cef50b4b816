import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { connect, migrate } from '@/lib/db/connect';
import { withStartupLock } from '@/lib/db/startup-lock';

import { createPostgresDatabase } from '../api/helpers/test-api';

// Issue 30: instances started together on one PostgreSQL migrate one after the other. Runs only
// in the api-postgres project (TEST_DATABASE_URL).
describe('the start-up lock', () => {
  let database: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(() => database?.drop());

  it('runs the start-ups of instances started at once one after the other', async () => {
    const events: string[] = [];
    let waited = 0;
    const startUp = (name: string) =>
      withStartupLock(
        database.url,
        async () => {
          events.push(`${name} starts`);
          await new Promise((resolve) => setTimeout(resolve, 100));
          events.push(`${name} ends`);
        },
        () => {
          waited += 1;
        },
      );
    await Promise.all([startUp('a'), startUp('b'), startUp('c')]);
    expect(waited).toBe(2);
    for (let index = 0; index < events.length; index += 2) {
      const name = events[index]!.split(' ')[0];
      expect(events.slice(index, index + 2)).toEqual([`${name} starts`, `${name} ends`]);
    }
  });

  it('lets two instances migrate a new database at once', async () => {
    const migrations = await Promise.all(
      [0, 1].map(() =>
        withStartupLock(database.url, async () => {
          const connection = await connect({ databaseUrl: database.url, pgliteDir: '' });
          try {
            await migrate(connection);
            const result = await connection.db.execute(
              sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
            );
            return (result as unknown as { rows: { applied: number }[] }).rows[0]!.applied;
          } finally {
            await connection.close();
          }
        }),
      ),
    );
    expect(migrations[0]).toBeGreaterThan(0);
    expect(migrations[1]).toBe(migrations[0]);
  });

  it('frees the lock when the task fails', async () => {
    await expect(
      withStartupLock(database.url, async () => {
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    await expect(withStartupLock(database.url, async () => 'next')).resolves.toBe('next');
  });
});
