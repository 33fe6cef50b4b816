import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('./', import.meta.url));
const alias = {
  '@/': root,
  // server-only throws outside React's server build; tests run server modules directly.
  'server-only': fileURLToPath(new URL('./tests/setup/empty-module.ts', import.meta.url)),
};

const apiProject = (name: string, env: Record<string, string>, include: string[]) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

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
  apiProject('api', { TEST_DB_KIND: 'pglite' }, ['tests/api/**/*.test.ts']),
];

if (process.env.TEST_DATABASE_URL) {
  projects.push(
    apiProject('api-postgres', { TEST_DB_KIND: 'postgres' }, [
      'tests/api/**/*.test.ts',
      'tests/postgres/**/*.test.ts',
    ]),
  );
}

export default defineConfig({ test: { projects } });
