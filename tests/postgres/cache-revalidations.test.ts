import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  createRevalidationLog,
  isPostgresUrl,
  type RevalidationLog,
} from '@/lib/cache/cache-revalidation-log.mjs';
import { connect, migrate } from '@/lib/db/connect';

import { createPostgresDatabase } from '../api/helpers/test-api';

// Issue 48: the cache tags a staff change re-validates, in PostgreSQL (migration 0035), read by
// the instances that keep pages in their own memory while Redis is away. Runs only in the
// api-postgres project (TEST_DATABASE_URL): two logs are two instances' connections.
describe('the re-validation log (cache_revalidations)', () => {
  let database: { url: string; drop: () => Promise<void> };
  const logs: RevalidationLog[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const connection = await connect({ databaseUrl: database.url, pgliteDir: '' });
    await migrate(connection);
    await connection.close();
  });

  afterAll(async () => {
    await Promise.all(logs.map((log) => log.close()));
    await database?.drop();
  });

  it('is used only on a PostgreSQL server', () => {
    expect(isPostgresUrl('postgres://portal@db/portal')).toBe(true);
    expect(isPostgresUrl('postgresql://portal@db/portal')).toBe(true);
    expect(isPostgresUrl(undefined)).toBe(false);
    expect(isPostgresUrl('')).toBe(false);
  });

  it('hands a follower each tag written after it started, once, within its poll interval', async () => {
    const a = createRevalidationLog(database.url);
    const b = createRevalidationLog(database.url, { pollMs: 50 });
    logs.push(a, b);
    await a.record('written-before');
    const seen: string[] = [];
    let ready = false;
    const stop = b.follow(
      (tags) => seen.push(...tags),
      () => (ready = true),
    );
    await vi.waitFor(() => expect(ready).toBe(true));
    await a.record('news');
    await a.record('faq');
    await vi.waitFor(() => expect(seen).toEqual(['news', 'faq']), { timeout: 2_000, interval: 20 });
    // Recent rows are read again on each poll (RECENT_MS) but not handed over twice: by the time a
    // later tag arrives, news and faq were read again at least once.
    await a.record('marker');
    await vi.waitFor(() => expect(seen.at(-1)).toBe('marker'), { timeout: 2_000, interval: 20 });
    expect(seen).toEqual(['news', 'faq', 'marker']);
    stop();
    // A follower started after B stopped sees the next tag; B, stopped, does not.
    const c = createRevalidationLog(database.url, { pollMs: 50 });
    logs.push(c);
    const seenByC: string[] = [];
    let cReady = false;
    const stopC = c.follow(
      (tags) => seenByC.push(...tags),
      () => (cReady = true),
    );
    await vi.waitFor(() => expect(cReady).toBe(true));
    await a.record('after-stop');
    await vi.waitFor(() => expect(seenByC).toEqual(['after-stop']), {
      timeout: 2_000,
      interval: 20,
    });
    expect(seen).toEqual(['news', 'faq', 'marker']);
    stopC();
  });

  it('logs a failing database once, and never throws', async () => {
    const lines: string[] = [];
    const broken = createRevalidationLog('postgres://postgres@127.0.0.1:1/none', {
      log: (_level, _fields, msg) => lines.push(msg),
    });
    logs.push(broken);
    await broken.record('news');
    await broken.record('news');
    expect(lines).toEqual(['cache re-validations: writing a tag failed']);
  });
});
