import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('./', import.meta.url));
const alias = {
  '@/': root,
  // server-only throws outside React's server build; tests run server modules directly.
  'server-only': fileURLToPath(new URL('./tests/setup/empty-module.ts', import.meta.url)),
};

/**
 * The test files under `folder` that replace a module (vi.mock, vi.doMock). They run isolated; the
 * other files of their project share their worker's imported modules (and, for components, the
 * worker's jsdom): setting those up again for each file was about half of the unit tests' CPU time
 * and two thirds of the shared component files'.
 */
function filesThatMock(folder: string) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name.split('\\').join('/')}`)
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));
}

type Project = { name: string; include: string[]; exclude?: string[]; test?: object };

/** A project as two: its files that mock modules, isolated; the rest, sharing modules. */
const isolatedWhereMocking = ({ name, include, exclude = [], test = {} }: Project) => {
  const mocking = include.flatMap((pattern) => filesThatMock(pattern.replace(/\/\*\*.*$/, '')));
  return [
    { name, include, exclude: [...exclude, ...mocking], isolate: false },
    { name: `${name}-isolated`, include: mocking, exclude, isolate: true },
  ].map(({ name: projectName, include: files, exclude: skipped, isolate }) => ({
    resolve: { alias },
    test: { name: projectName, include: files, exclude: skipped, isolate, ...test },
  }));
};

const apiTest = (env: Record<string, string>) => ({
  environment: 'node',
  env,
  // One migrated, seeded database per run; each file starts from a copy of it.
  globalSetup: ['tests/setup/api-database-template.ts'],
  testTimeout: 30_000,
  // A file's database copy takes a second on a quiet machine, and over a minute on one whose load
  // is several times its cores (CI's can be).
  hookTimeout: 120_000,
});

// Vitest's 5 s per test is too short for the unit files that spawn a script or read every shipped
// file, and for the component files that import a form's check lazily, on a loaded machine.
const LOADED_MACHINE_TEST_TIMEOUT = 20_000;

const projects = [
  ...isolatedWhereMocking({
    name: 'unit',
    include: ['tests/unit/**/*.test.ts'],
    test: { environment: 'node', testTimeout: LOADED_MACHINE_TEST_TIMEOUT },
  }),
  ...isolatedWhereMocking({
    name: 'component',
    include: ['tests/components/**/*.test.tsx'],
    test: {
      environment: 'jsdom',
      setupFiles: ['tests/setup/component-setup.ts'],
      testTimeout: LOADED_MACHINE_TEST_TIMEOUT,
    },
  }),
  ...isolatedWhereMocking({
    name: 'api',
    include: ['tests/api/**/*.test.ts'],
    test: apiTest({ TEST_DB_KIND: 'pglite' }),
  }),
];

/**
 * The API files that touch what differs between PGlite and PostgreSQL (bulk COPY, locking and
 * concurrency, search statements, migrations, the driver's errors), each marked on its first line
 * `// @postgres: <why>` (docs/testing.md): PGlite runs the whole API suite, PostgreSQL only these
 * and tests/postgres.
 */
function filesForPostgres(folder: string) {
  return readdirSync(folder, { encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${folder}/${name}`)
    .filter((file) => readFileSync(file, 'utf8').startsWith('// @postgres: '));
}

if (process.env.TEST_DATABASE_URL) {
  const tagged = filesForPostgres('tests/api');
  const mocking = [...filesThatMock('tests/api'), ...filesThatMock('tests/postgres')];
  const test = apiTest({ TEST_DB_KIND: 'postgres' });
  projects.push(
    {
      resolve: { alias },
      test: {
        name: 'api-postgres',
        include: [...tagged, 'tests/postgres/**/*.test.ts'],
        exclude: mocking,
        isolate: false,
        ...test,
      },
    },
    {
      resolve: { alias },
      test: {
        name: 'api-postgres-isolated',
        include: mocking.filter(
          (file) => tagged.includes(file) || file.startsWith('tests/postgres/'),
        ),
        exclude: [],
        isolate: true,
        ...test,
      },
    },
  );
}

// Vitest's default leaves a core idle (one worker on a 2-core machine), and one worker a core still
// kept only 1.4 of 2 cores busy: a worker more than the cores fills the rest (2 cores: 345 s with
// 2 workers, 263 s with 3, 257 s with 4, docs/performance.md "Workers for Vitest and the journeys").
// The durations reporter ends each run with each project's time and the slowest files (issue 54).
export default defineConfig({
  test: {
    projects,
    maxWorkers: availableParallelism() + 1,
    reporters: ['default', './tests/setup/durations-reporter.ts'],
  },
});
