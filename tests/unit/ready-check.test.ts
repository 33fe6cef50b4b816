import { describe, expect, it } from 'vitest';

import { checkReady, storageProbe, STORAGE_PROBE_KEY } from '@/lib/api/ready-check';
import type { FileStorage, StoredFile } from '@/lib/storage';

const answers = async () => undefined;
const hangs = () => new Promise<never>(() => undefined);
const fails = async () => {
  throw new Error('refused');
};

describe('checkReady (GET /api/ready)', () => {
  it('is ready when every probe answers, Redis unused when it has none', async () => {
    const { report, failures } = await checkReady({
      database: answers,
      redis: null,
      storage: answers,
    });
    expect(report).toEqual({ status: 'ready', database: 'up', redis: 'unused', storage: 'up' });
    expect(failures).toEqual({});
  });

  it('names each service that fails or does not answer in time, checking them at once', async () => {
    const started = performance.now();
    const { report, failures } = await checkReady(
      { database: hangs, redis: fails, storage: hangs },
      50,
    );
    expect(performance.now() - started).toBeLessThan(500);
    expect(report).toEqual({
      status: 'unavailable',
      database: 'down',
      redis: 'degraded',
      storage: 'down',
    });
    expect(String(failures.database)).toMatch(/no answer within 50 ms/);
    expect(String(failures.redis)).toMatch(/refused/);
  });

  it('stays ready with Redis degraded when only Redis fails (issue 48)', async () => {
    const { report, failures } = await checkReady(
      { database: answers, redis: fails, storage: answers },
      50,
    );
    expect(report).toEqual({ status: 'ready', database: 'up', redis: 'degraded', storage: 'up' });
    expect(String(failures.redis)).toMatch(/refused/);
  });
});

describe('storageProbe', () => {
  it('writes its file once, then only reads it, and writes it again when it is gone', async () => {
    const files = new Map<string, StoredFile>();
    const calls: string[] = [];
    const storage: FileStorage = {
      put: async (key, body, contentType) => {
        calls.push(`put ${key}`);
        files.set(key, { body, contentType });
      },
      get: async (key) => {
        calls.push(`get ${key}`);
        return files.get(key) ?? null;
      },
      remove: async (key) => void files.delete(key),
    };
    const probe = storageProbe(storage);
    await probe();
    await probe();
    files.clear();
    await probe();
    expect(calls).toEqual([
      `put ${STORAGE_PROBE_KEY}`,
      `get ${STORAGE_PROBE_KEY}`,
      `get ${STORAGE_PROBE_KEY}`,
      `put ${STORAGE_PROBE_KEY}`,
    ]);
  });
});
