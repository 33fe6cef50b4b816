// @postgres: bulk COPY (the UK rules and the UN list imported through copyRows)
import { copyFile, mkdir, mkdtemp, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { importSanctionsFile } from '@/features/screening/server/import-sanctions';
import {
  sanctionsListVersions,
  sanctionsRecords,
  ukOriginReleases,
  ukRuleSets,
} from '@/lib/db/schema';
import { importUkRules, SHIPPED_UK_RULES } from '@/lib/rules-of-origin-uk/import-uk-rules';
import { UkRulesFormatError } from '@/lib/rules-of-origin-uk/rule-files';
import { SanctionsFormatError } from '@/lib/sanctions/sanctions-record';
import { SHIPPED_UN_LIST } from '@/lib/sanctions/shipped-list';

import { testApiForFile } from './helpers/test-api';

// Issue 56: the imports stay inside their folder and their memory. A symbolic link to a file
// outside the folder (the UK rules once took /etc/passwd as a guidance text), an oversized file
// (a sparse one: nothing is written) and a release that empties the rules or the list are refused,
// the database left as it was; --force (force) replaces the rules or the list all the same.

const api = testApiForFile();
let scratch: string;
let outside: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'import-safety-'));
  outside = path.join(scratch, 'passwd');
  await writeFile(outside, 'root:x:0:0:root:/root:/bin/bash\n');
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

const setCount = async () => (await api.db.select({ value: count() }).from(ukRuleSets))[0]!.value;
const guidanceText = async () =>
  JSON.stringify((await api.db.select().from(ukOriginReleases))[0]?.guidance ?? []);
const unRecords = async () =>
  (
    await api.db
      .select({ value: count() })
      .from(sanctionsRecords)
      .where(eq(sanctionsRecords.source, 'un'))
  )[0]!.value;
const unVersions = async () =>
  (
    await api.db
      .select({ value: count() })
      .from(sanctionsListVersions)
      .where(eq(sanctionsListVersions.source, 'un'))
  )[0]!.value;

/** The shipped UK release copied into its own folder; `ruleSets` in place of its rule-sets.json. */
async function ukFolder(name: string, ruleSets?: unknown): Promise<string> {
  const folder = path.join(scratch, name);
  await mkdir(path.join(folder, 'articles'), { recursive: true });
  for (const file of ['scheme.json', 'summaries-ar.json', 'rule-sets.json', 'articles/sets.md']) {
    await copyFile(path.join(SHIPPED_UK_RULES, file), path.join(folder, file));
  }
  if (ruleSets) await writeFile(path.join(folder, 'rule-sets.json'), JSON.stringify(ruleSets));
  return folder;
}

const oneSet = {
  rule_sets: [
    {
      heading: '1501',
      chapter: 15,
      subdivision: 'Heading 1501',
      min: '1501000000',
      max: '1501999999',
      rules: [
        { rule: 'Manufacture from materials of any heading', class: ['CTH'], operator: null },
      ],
    },
  ],
};

describe('npm run data:import-rules-uk', () => {
  it('refuses a guidance text that is a symbolic link to a file outside the folder', async () => {
    const sets = await setCount();
    const folder = await ukFolder('linked');
    await symlink(outside, path.join(folder, 'articles', 'passwd.md'));
    const attempt = importUkRules(api.db, folder);
    await expect(attempt).rejects.toThrow(UkRulesFormatError);
    await expect(attempt).rejects.toThrow(/articles\/passwd\.md in .* is a symbolic link/);
    expect(await setCount()).toBe(sets);
    expect(await guidanceText()).not.toMatch(/root:x/);
  });

  it('refuses a folder of guidance texts that is a link out of the release', async () => {
    const folder = await ukFolder('linked-folder');
    await symlink(scratch, path.join(folder, 'proofs'));
    await expect(importUkRules(api.db, folder)).rejects.toThrow(/proofs in .* is a symbolic link/);
  });

  it('refuses a 200 MB rule-sets.json before reading it, and one over a smaller limit', async () => {
    const sets = await setCount();
    const folder = await ukFolder('oversized');
    await truncate(path.join(folder, 'rule-sets.json'), 200 * 2 ** 20);
    await expect(importUkRules(api.db, folder)).rejects.toThrow(
      'rule-sets.json holds 200.0 MB, more than the 16.0 MB a uk-rule-sets file may hold',
    );
    const small = await ukFolder('small-limit');
    await expect(
      importUkRules(api.db, small, { limits: { 'uk-rule-sets': 100_000 } }),
    ).rejects.toThrow(/rule-sets\.json holds 0\.86 MB, more than the 0\.10 MB/);
    expect(await setCount()).toBe(sets);
  });

  it('refuses a release with one rule set over the shipped ones, then takes it with force', async () => {
    const sets = await setCount();
    expect(sets).toBeGreaterThan(700);
    const folder = await ukFolder('one-set', oneSet);
    await expect(importUkRules(api.db, folder)).rejects.toThrow(
      new RegExp(`the release holds 1 rule sets where there are ${sets} now: .*--force`),
    );
    expect(await setCount()).toBe(sets);
    expect(await importUkRules(api.db, folder, { force: true })).toMatchObject({ sets: 1 });
    expect(await setCount()).toBe(1);
    // The shipped release over one set is a growth: taken without force.
    expect((await importUkRules(api.db, SHIPPED_UK_RULES)).sets).toBe(sets);
  });
});

describe('npm run data:import-sanctions', () => {
  const EMPTY_LIST =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<CONSOLIDATED_LIST dateGenerated="2026-02-27T12:00:00.000Z"><INDIVIDUALS/><ENTITIES/></CONSOLIDATED_LIST>\n';

  it('refuses a UN list that is a symbolic link', async () => {
    const folder = path.join(scratch, 'un-linked');
    await mkdir(folder);
    const linked = path.join(folder, 'consolidated.xml');
    await symlink(path.resolve(SHIPPED_UN_LIST), linked);
    const attempt = importSanctionsFile(api.db, { source: 'un', path: linked });
    await expect(attempt).rejects.toThrow(SanctionsFormatError);
    await expect(attempt).rejects.toThrow(/consolidated\.xml in .* is a symbolic link/);
  });

  it('refuses OFAC files of which one is a link', async () => {
    const folder = path.join(scratch, 'ofac-linked');
    await mkdir(folder);
    for (const file of ['sdn.csv', 'add.csv']) {
      await copyFile(path.join('tests/fixtures/ofac-sdn', file), path.join(folder, file));
    }
    await symlink(outside, path.join(folder, 'alt.csv'));
    await expect(
      importSanctionsFile(api.db, { source: 'ofac', path: folder, listDate: '2026-11-20' }),
    ).rejects.toThrow(/alt\.csv in .* is a symbolic link/);
  });

  it('refuses a 200 MB UN list before reading it; the list stays', async () => {
    const big = path.join(scratch, 'un-oversized.xml');
    await writeFile(big, '');
    await truncate(big, 200 * 2 ** 20);
    const before = process.memoryUsage().rss;
    await expect(importSanctionsFile(api.db, { source: 'un', path: big })).rejects.toThrow(
      'un-oversized.xml holds 200.0 MB, more than the 32.0 MB a un-xml file may hold',
    );
    // Nothing was read: far from the 1.2 GB the issue saw.
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 2 ** 20);
    expect(await unRecords()).toBe(1003);
  });

  it('refuses a list that empties the UN list, then takes it with force, then the shipped one again', async () => {
    const empty = path.join(scratch, 'un-empty.xml');
    await writeFile(empty, EMPTY_LIST);
    const versions = await unVersions();
    await expect(importSanctionsFile(api.db, { source: 'un', path: empty })).rejects.toThrow(
      'the release holds 0 records of the un list where there are 1,003 now: it would remove 100 %',
    );
    expect(await unRecords()).toBe(1003);
    expect(await unVersions()).toBe(versions);
    const forced = await importSanctionsFile(api.db, { source: 'un', path: empty, force: true });
    expect(forced).toMatchObject({ status: 'imported', records: 0, version: versions + 1 });
    expect(await unRecords()).toBe(0);
    const shipped = await importSanctionsFile(api.db, { source: 'un', path: SHIPPED_UN_LIST });
    expect(shipped).toMatchObject({ status: 'imported', records: 1003 });
    expect(await unRecords()).toBe(1003);
  }, 60_000);
});
