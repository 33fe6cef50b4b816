import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('./', import.meta.url));
const alias = {
  '@/': root,
  // server-only throws outside React's server build; tests run server modules directly.
  'server-only': fileURLToPath(new URL('./tests/setup/empty-module.ts', import.meta.url)),
};

// API files that replace a module with vi.mock: they run isolated, the rest share their worker's
// imported modules (importing the whole API again for each file took a third of the API run).
const MOCKING_API_FILES = ['tests/api/staff-approvals.test.ts', 'tests/api/staff-preview.test.ts'];

const apiProject = (
  name: string,
  env: Record<string, string>,
  include: string[],
  isolated: boolean,
) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: isolated ? MOCKING_API_FILES : include,
    exclude: isolated ? [] : MOCKING_API_FILES,
    isolate: isolated,
    env,
    // One migrated, seeded database per run; each file starts from a copy of it.
    globalSetup: ['tests/setup/api-database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const apiProjects = (name: string, env: Record<string, string>, include: string[]) => [
  apiProject(name, env, include, false),
  apiProject(`${name}-isolated`, env, include, true),
];

const projects = [
  {
    resolve: { alias },
    test: {
      name: 'unit',
      environment: 'node',
      include: ['tests/unit/**/*.test.ts'],
    },
  },
  {
    resolve: { alias },
    test: {
      name: 'component',
      environment: 'jsdom',
      include: ['tests/components/**/*.test.tsx'],
      setupFiles: ['tests/setup/component-setup.ts'],
    },
  },
  ...apiProjects('api', { TEST_DB_KIND: 'pglite' }, ['tests/api/**/*.test.ts']),
];

if (process.env.TEST_DATABASE_URL) {
  projects.push(
    ...apiProjects('api-postgres', { TEST_DB_KIND: 'postgres' }, [
      'tests/api/**/*.test.ts',
      'tests/postgres/**/*.test.ts',
    ]),
  );
}

// Vitest's default leaves a core idle (one worker on a 2-core machine); the API files wait on the
// database much of the time, so every core gets a worker.
export default defineConfig({ test: { projects, maxWorkers: availableParallelism() } });
