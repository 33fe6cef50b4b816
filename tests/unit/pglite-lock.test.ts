import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from '@/lib/db/pglite-lock';

// The embedded database is one process's: a second process opening its folder while the first
// lives is refused with a message saying which process holds it; a lock left by a process that
// died is taken over; closing gives the lock back.

const folder = () => path.join(mkdtempSync(path.join(tmpdir(), 'portal-lock-')), 'pglite');
const children: ReturnType<typeof spawn>[] = [];

/** Another live process (a node that waits), as a second `npm start` would be. */
function otherProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
    stdio: 'ignore',
  });
  children.push(child);
  return child.pid!;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

describe('the embedded database’s lock', () => {
  it('is held by this process while open and given back on close', () => {
    const dir = folder();
    const unlock = lockEmbeddedDatabase(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('refuses a folder another live process holds, naming it', () => {
    const dir = folder();
    const pid = otherProcess();
    writeFileSync(`${dir}.lock`, String(pid));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(EmbeddedDatabaseInUseError);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(`open in process ${pid}`);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(pid));
  });

  it('takes over a lock whose process has died', async () => {
    const dir = folder();
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    const pid = child.pid!;
    await new Promise((resolve) => child.once('exit', resolve));
    writeFileSync(`${dir}.lock`, String(pid));
    const unlock = lockEmbeddedDatabase(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    unlock();
  });
});
