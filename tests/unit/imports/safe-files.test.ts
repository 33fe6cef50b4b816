import { appendFile, mkdir, mkdtemp, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { guardRelease, removedShare } from '@/lib/imports/release-guard';
import {
  findImportFile,
  IMPORT_LIMITS,
  importChunks,
  importFile,
  importFileAt,
  ImportFileError,
  importFolder,
  importFolderNames,
  readImportText,
} from '@/lib/imports/safe-files';

// Issue 56: the imports read their files through one piece, which refuses a symbolic link, a path
// outside the import's folder and a file over its kind's size before a byte is read, and stops a
// file that grows past it while it is read; a release that would remove most entries is refused.

let scratch: string;
let folder: string;
let outside: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'safe-files-'));
  folder = path.join(scratch, 'release');
  outside = path.join(scratch, 'outside.txt');
  await mkdir(path.join(folder, 'articles'), { recursive: true });
  await writeFile(outside, 'root:x:0:0:root:/root:/bin/bash\n');
  await writeFile(path.join(folder, 'rules.json'), '{"rule_sets":[]}');
  await writeFile(path.join(folder, 'articles', 'a.md'), '# A');
  await symlink(outside, path.join(folder, 'articles', 'passwd.md'));
  await symlink(scratch, path.join(folder, 'proofs'));
  await symlink(path.join(folder, 'rules.json'), path.join(folder, 'inner-link.json'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('a file inside the import folder', () => {
  it('is read when it is a regular file within its size', async () => {
    const root = await importFolder(folder);
    const file = await importFile(root, 'rules.json', 'uk-rule-sets');
    expect(file.size).toBe(16);
    expect(file.maxBytes).toBe(IMPORT_LIMITS['uk-rule-sets']);
    expect(await readImportText(file)).toBe('{"rule_sets":[]}');
    expect(await importFolderNames(root, 'articles')).toEqual(['a.md', 'passwd.md']);
  });

  it('refuses a symbolic link to a file outside the folder, and one to a file inside it', async () => {
    const root = await importFolder(folder);
    await expect(importFile(root, 'articles/passwd.md', 'uk-text')).rejects.toThrow(
      /articles\/passwd\.md in .* is a symbolic link/,
    );
    await expect(importFile(root, 'inner-link.json', 'uk-text')).rejects.toThrow(ImportFileError);
    await expect(importFileAt(path.join(folder, 'inner-link.json'), 'un-xml')).rejects.toThrow(
      /symbolic link/,
    );
  });

  it('refuses a sub-folder that is a link and a name that climbs out of the folder', async () => {
    const root = await importFolder(folder);
    await expect(importFolderNames(root, 'proofs')).rejects.toThrow(/symbolic link/);
    await expect(importFile(root, 'proofs/outside.txt', 'uk-text')).rejects.toThrow(
      /outside .*; an import reads only the files inside its folder/,
    );
    await expect(importFile(root, '../outside.txt', 'uk-text')).rejects.toThrow(/is outside/);
    await expect(importFile(root, '/etc/passwd', 'uk-text')).rejects.toThrow(/is outside/);
  });

  it('names a missing file, and finds none without throwing', async () => {
    const root = await importFolder(folder, (message) => new RangeError(message));
    expect(await findImportFile(root, 'scheme.json', 'uk-text')).toBeNull();
    await expect(importFile(root, 'scheme.json', 'uk-text')).rejects.toThrow(RangeError);
    await expect(importFile(root, 'articles', 'uk-text')).rejects.toThrow(/is not a file/);
    await expect(importFolder(path.join(scratch, 'none'))).rejects.toThrow(/no such folder/);
  });
});

describe('a file over its size', () => {
  it('is refused before it is read: a sparse 200 MB file, no byte written', async () => {
    const big = path.join(folder, 'consolidated.xml');
    await writeFile(big, '');
    await truncate(big, 200 * 2 ** 20);
    const started = performance.now();
    await expect(importFileAt(big, 'un-xml')).rejects.toThrow(
      'consolidated.xml holds 200.0 MB, more than the 32.0 MB a un-xml file may hold',
    );
    expect(performance.now() - started).toBeLessThan(1000);
    await rm(big);
  });

  it('is refused under a smaller limit given as an option', async () => {
    const root = await importFolder(folder);
    const limits = { 'uk-rule-sets': 10 };
    await expect(importFile(root, 'rules.json', 'uk-rule-sets', { limits })).rejects.toThrow(
      /holds 0\.00 MB, more than the 0\.00 MB a uk-rule-sets file may hold/,
    );
  });

  it('stops when the file grew past its limit after it was checked', async () => {
    const file = path.join(folder, 'growing.csv');
    await writeFile(file, 'a,b\n');
    const checked = await importFileAt(file, 'ofac-csv', { limits: { 'ofac-csv': 8 } });
    await appendFile(file, 'c,d\ne,f\n');
    const read = async () => {
      for await (const chunk of importChunks(checked)) expect(chunk.length).toBeGreaterThan(0);
    };
    await expect(read()).rejects.toThrow(/growing\.csv grew past/);
  });
});

describe('a release that removes most of the entries', () => {
  const refuse = (message: string) => new RangeError(message);

  it('is refused past half, unless forced; growing or a first import is never refused', () => {
    expect(removedShare({ current: 760, next: 1 })).toBeCloseTo(0.9987);
    expect(removedShare({ current: 0, next: 0 })).toBe(0);
    expect(() => guardRelease({ what: 'rule sets', current: 760, next: 1 }, refuse)).toThrow(
      'the release holds 1 rule sets where there are 760 now: it would remove 100 % of them',
    );
    expect(() => guardRelease({ what: 'records', current: 1003, next: 0 }, refuse)).toThrow(
      /--force/,
    );
    expect(() =>
      guardRelease({ what: 'records', current: 1003, next: 0, force: true }, refuse),
    ).not.toThrow();
    expect(() => guardRelease({ what: 'lines', current: 8, next: 4 }, refuse)).not.toThrow();
    expect(() => guardRelease({ what: 'lines', current: 0, next: 4 }, refuse)).not.toThrow();
    expect(() => guardRelease({ what: 'lines', current: 8, next: 3 }, refuse)).toThrow(RangeError);
  });
});
