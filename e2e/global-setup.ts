import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { request, type APIRequestContext, type FullConfig } from '@playwright/test';

import { E2E_ADMIN } from './constants';
import { ADMIN_SECRET_FILE, ADMIN_STATE, CSRF_HEADERS, totpCode } from './helpers/console';
import { setupHeaders } from './support';

// Signs the e2e administrator in to the console once per run, second factor included, and saves
// the session cookie (ADMIN_STATE) for the journeys. playwright.config's webServer is up by now.

type Secrets = Record<string, string>;

const readSecrets = async (): Promise<Secrets> =>
  JSON.parse(await readFile(ADMIN_SECRET_FILE, 'utf8').catch(() => '{}')) as Secrets;

async function must(step: string, response: Awaited<ReturnType<APIRequestContext['post']>>) {
  if (!response.ok()) {
    throw new Error(
      `e2e global set-up: ${step} answered ${response.status()}: ${await response.text()}`,
    );
  }
  return response.json() as Promise<Record<string, unknown>>;
}

async function enrol(api: APIRequestContext, baseURL: string) {
  const headers = { ...CSRF_HEADERS, ...setupHeaders() };
  const setup = await must(
    'second-factor set-up',
    await api.post('/api/staff/second-factor/setup', { headers }),
  );
  const secret = String(setup.secret);
  await must(
    'second-factor enable',
    await api.post('/api/staff/second-factor/enable', {
      headers,
      data: { code: await totpCode(secret) },
    }),
  );
  // A server that outlives the run (E2E_BASE_URL) asks for a code next time: keep the key.
  await writeFile(
    ADMIN_SECRET_FILE,
    JSON.stringify({ ...(await readSecrets()), [baseURL]: secret }),
  );
}

async function verify(api: APIRequestContext, baseURL: string) {
  const secret = (await readSecrets())[baseURL];
  if (!secret) {
    throw new Error(
      `e2e global set-up: ${E2E_ADMIN.email} already has its second factor on ${baseURL}, and ` +
        `${ADMIN_SECRET_FILE} does not hold its key: start that server again with --fresh.`,
    );
  }
  const headers = { ...CSRF_HEADERS, ...setupHeaders() };
  // The code of this period may have been used by the previous run: then the next period's.
  for (const steps of [0, 1]) {
    const response = await api.post('/api/staff/second-factor/verify', {
      headers,
      data: { code: await totpCode(secret, steps) },
    });
    if (response.ok()) return;
    if (steps === 1 || response.status() !== 422) await must('second-factor verify', response);
  }
}

export default async function globalSetup(config: FullConfig) {
  // The shell's axe checks of this run (e2e/axe-check.ts); the workers inherit the variable.
  process.env.E2E_AXE_DIR = await mkdtemp(path.join(tmpdir(), 'portal-e2e-axe-'));
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('e2e global set-up: no baseURL in playwright.config.ts');
  await mkdir(path.dirname(ADMIN_STATE), { recursive: true });
  const api = await request.newContext({ baseURL });
  try {
    const login = await must(
      `POST /api/staff/login as ${E2E_ADMIN.email}`,
      await api.post('/api/staff/login', { headers: setupHeaders(), data: E2E_ADMIN }),
    );
    if (login.second_factor === 'setup') await enrol(api, baseURL);
    else await verify(api, baseURL);
    await api.storageState({ path: ADMIN_STATE });
  } finally {
    await api.dispose();
  }
}
