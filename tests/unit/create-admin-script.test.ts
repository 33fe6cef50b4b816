import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The script end to end, on a fresh embedded database of its own.
describe('npm run create-admin', () => {
  const run = promisify(execFile);
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'create-admin-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const script = (...args: string[]) => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    return run('npm', ['run', '--silent', 'create-admin', '--', ...args], { env });
  };

  it('exits with 1 and a clear message on bad input', async () => {
    const failure = await script('--email', 'admin@jordanexports.jo', '--password', 'short').catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain(
      'create-admin: password must be at least 8 characters',
    );
  });

  // One real run (migrations on a fresh PGlite folder take a few seconds).
  it('creates an administrator in the embedded database', { timeout: 60_000 }, async () => {
    const { stdout } = await script(
      ...['--email', 'admin@jordanexports.jo', '--password', 'Amman-Export-2026'],
    );
    expect(stdout).toMatch(/^Administrator admin@jordanexports\.jo created \(id \d+\)$/m);
  });
});
