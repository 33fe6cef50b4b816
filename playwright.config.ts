import { existsSync } from 'node:fs';

import { defineConfig, devices } from '@playwright/test';

import { E2E_ADMIN, E2E_DATA_DIR } from './e2e/constants';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the journeys at a server that is already running (no build, no fresh database).
const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;
// Debian's Chromium where it is installed (the machines here have no Playwright browser download):
// its headless shell first (`apt-get install chromium-headless-shell`, as Playwright's own
// headless browser is), which runs a page without the full browser's interface processes.
const SYSTEM_CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) =>
  existsSync(file),
);

// E2E_POSTGRES=1 (with TEST_DATABASE_URL): the server as deployed, on a PostgreSQL database of the
// journeys' own (that URL's name + _e2e_<port>, emptied at each start by scripts/e2e-server.mjs),
// E2E_SERVER_WORKERS worker processes (2) and Redis (E2E_REDIS_URL, the machine's by default) under
// a prefix of its own. Not the default: tried for the suite's time, it failed journeys the embedded
// database passes (docs/performance.md, "The journeys on PostgreSQL, tried").
function postgresServer(): Record<string, string> {
  const base = process.env.TEST_DATABASE_URL?.trim();
  if (process.env.E2E_POSTGRES !== '1' || !base) return { DATABASE_URL: '', REDIS_URL: '' };
  const url = new URL(base);
  url.pathname = `/${decodeURIComponent(url.pathname.slice(1))}_e2e_${PORT}`;
  return {
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `portal-e2e-${PORT}:`,
    WEB_CONCURRENCY: process.env.E2E_SERVER_WORKERS ?? '2',
  };
}

const launchOptions = SYSTEM_CHROMIUM
  ? {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    }
  : {};

export default defineConfig({
  testDir: 'e2e',
  // Signs the e2e administrator in to the console once (e2e/helpers/console.ts ADMIN_STATE).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Two on 2 cores: a third (tried for issue 54) put the load average at 14 and made the journeys
  // slower, not faster; Chromium's renderers, not waits, take the time (E2E_WORKERS to try more).
  workers: Number(process.env.E2E_WORKERS) || 2,
  // One retry, on a new page: now and then (one test in some thousands, on a busy machine) Debian's
  // headless Chromium stops producing frames for a page for good, and every action's stability
  // check, which waits for animation frames, hangs to the timeout (CI, 2026-11-29: the Arabic
  // company registration, at a checkbox; 422 others passed). A test that passes on its retry is
  // listed as "flaky" in the summary: read it, as a real failure fails both times.
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Console journeys of several pages, each with axe and a 390 px fit, run near a minute on 2 cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: EXTERNAL_BASE_URL ?? `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    // A trace records every step's page (about a quarter of the run's time on 2 cores): on when
    // asked for (E2E_TRACE=1 npm run test:e2e); a failure still leaves its screenshot and context.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      // One project: the editors' journeys (console-news, -menus, -faqs, -home-content,
      // under-construction) change only records they create themselves, where no other journey
      // counts or orders what it reads (docs/decisions/test-suite-console.md), so they run with the others.
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
  ],
  webServer: EXTERNAL_BASE_URL
    ? undefined
    : {
        // A production build on a freshly seeded database (scripts/e2e-server.mjs).
        command: 'node scripts/e2e-server.mjs',
        url: `http://127.0.0.1:${PORT}/api/health`,
        timeout: 480_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(PORT),
          SITE_URL: `http://127.0.0.1:${PORT}`,
          DATA_DIR: E2E_DATA_DIR,
          ...postgresServer(),
          SMTP_URL: '',
          ADMIN_EMAIL: E2E_ADMIN.email,
          ADMIN_PASSWORD: E2E_ADMIN.password,
          LOG_LEVEL: 'warn',
          // npm test has checked the types (npm run typecheck) before the journeys build.
          SKIP_BUILD_TYPECHECK: '1',
          // The journeys' set-up calls name their own address in X-Forwarded-For, as one reverse
          // proxy in front of the portal would (e2e/support.ts setupHeaders).
          TRUSTED_PROXIES: '1',
          // The administrator's console session of the global set-up lasts the whole run (a staff
          // session ends after the shorter of the two idle times; members' default is 30).
          SESSION_IDLE_MINUTES: '120',
          STAFF_SESSION_IDLE_MINUTES: '120',
          // A daily alert digest every 3 seconds, looked for every 2 (e2e/alerts.spec.ts).
          ALERT_DAILY_DIGEST_MINUTES: '0.05',
          ALERT_JOB_INTERVAL_SECONDS: '2',
        },
      },
});
