import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { cycleThrough, cyclicComponents, importGraph } from '@/scripts/import-cycles.mjs';

// `npm run lint`'s import-cycle check (scripts/import-cycles.mjs), which stands for ESLint's
// import/no-cycle: the cases that rule reports, and those it lets through.

describe('import cycles', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A project of `files` with the portal's `@/` alias; the cycles its import graph holds. */
  function cyclesOf(files: Record<string, string>) {
    root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    writeFileSync(
      path.join(root, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'esnext',
          moduleResolution: 'bundler',
          paths: { '@/*': ['./*'] },
        },
      }),
    );
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    const graph = importGraph(root);
    return cyclicComponents(graph).map((component) => cycleThrough(graph, component));
  }

  const around = (c: string) => ({
    'lib/a.ts': "import { b } from '@/lib/b';\nexport const a = () => b;\n",
    'lib/b.ts': "import { c } from './c';\nexport const b = () => c;\n",
    'lib/c.ts': c,
    'lib/d.ts': "import { a } from './a';\nexport const d = a;\n",
  });

  it('finds a cycle through the alias and relative paths, with the line of each import', () => {
    expect(cyclesOf(around("\n\nimport { a } from './a';\nexport const c = a;\n"))).toEqual([
      ['lib/a.ts:1', 'lib/b.ts:1', 'lib/c.ts:3', 'lib/a.ts'],
    ]);
  });

  it.each([
    ['a re-export', "export { a } from './a';\n"],
    ['a dynamic import', "export const c = () => import('./a');\n"],
    ['a side-effect import', "import './a';\nexport const c = 1;\n"],
    [
      'an import with a type beside a value',
      "import { a, type A } from './a';\nexport const c = a;\n",
    ],
  ])('counts %s', (_, c) => {
    expect(cyclesOf(around(c))).toHaveLength(1);
  });

  it.each([
    ['import type', "import type { a } from './a';\nexport const c = 1;\n"],
    ['names all marked type', "import { type a } from './a';\nexport const c = 1;\n"],
    ['export type … from', "export type { A } from './a';\nexport const c = 1;\n"],
    ['a package', "import { a } from 'some-package';\nexport const c = a;\n"],
  ])('lets %s through, as import/no-cycle did', (_, c) => {
    expect(cyclesOf(around(c))).toEqual([]);
  });

  it('follows scripts through their declaration files', () => {
    expect(
      cyclesOf({
        'scripts/one.mjs': "import { two } from './two.mjs';\nexport const one = two;\n",
        'scripts/two.mjs': "import { one } from './one.mjs';\nexport const two = one;\n",
        'scripts/two.d.mts': 'export const two: number;\n',
      }),
    ).toEqual([['scripts/one.mjs:1', 'scripts/two.mjs:1', 'scripts/one.mjs']]);
  });
});
