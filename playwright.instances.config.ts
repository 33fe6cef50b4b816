import { defineConfig } from '@playwright/test';

// `npm run test:instances` (issue 30): two instances of the built portal behind HAProxy, on the
// machine's PostgreSQL and Redis (instances/harness.ts). No browser: the checks are HTTP.
export default defineConfig({
  testDir: 'instances',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
});
