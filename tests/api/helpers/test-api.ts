import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { Client } from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';

import { buildApi } from '@/app/api/build-api';
import { connect, type Connection } from '@/lib/db/connect';
import type { Db } from '@/lib/db/types';

import { migrateAndSeed, seededPgliteTarFile } from './seeded-database';
import { createTestServices, type TestServices } from './test-services';

const silent = pino({ level: process.env.DEBUG_API ? 'error' : 'silent' });

// A short-lived connection for create/drop database.
async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  // The failed query rejects with the reason; without a listener the socket error would end the worker.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(statement);
  } finally {
    await client.end().catch(() => undefined);
  }
}

// PostgreSQL runs get a database of their own per test file, dropped afterwards.
export async function createPostgresDatabase(template?: string): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required when TEST_DB_KIND=postgres');
  const name = `portal_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(baseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`),
  };
}

export type TestApi = {
  request: (path: string, init?: RequestInit) => Promise<Response>;
  db: Db;
  services: TestServices;
  close: () => Promise<void>;
};

export { TEST_HS_CHAPTERS } from './seeded-database';

type TestApiOptions = { wholeNomenclature?: boolean };

type TestConnection = Connection & { drop: () => Promise<void> };

const pgliteDist = path.join(process.cwd(), 'node_modules/@electric-sql/pglite/dist');

// PGlite's program compiled once per worker (the API files of a worker share its modules) rather
// than once per database: a quarter of the CPU time of opening a copy of the template.
let pgliteRuntime: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
function sharedPgliteRuntime() {
  pgliteRuntime ??= (async () => ({
    pgliteWasmModule: await WebAssembly.compile(
      await readFile(path.join(pgliteDist, 'pglite.wasm')),
    ),
    fsBundle: new Blob([await readFile(path.join(pgliteDist, 'pglite.data'))]),
  }))();
  return pgliteRuntime;
}

/**
 * A template's tar whose arrayBuffer() hands over the bytes it holds rather than a copy: PGlite
 * reads the tar through it and only reads, and Node's Blob copies 100 MB in chunks each time
 * (about a fifth of the CPU time of loading a copy).
 */
class TemplateTar extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

// The template's tar read once per worker, not once per file: the run's files load the same one.
const templateTars = new Map<string, Promise<Blob>>();
function templateTar(file: string): Promise<Blob> {
  let tar = templateTars.get(file);
  if (!tar) {
    // A copy of its own: a file's Buffer may share a larger ArrayBuffer.
    tar = readFile(file).then((bytes) => new TemplateTar(new Uint8Array(bytes).buffer));
    templateTars.set(file, tar);
  }
  return tar;
}

/** A copy of the run's seeded template (tests/setup/api-database-template.ts). */
async function copyOfTemplateDatabase({
  wholeNomenclature,
}: {
  wholeNomenclature: boolean;
}): Promise<TestConnection> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    if (wholeNomenclature) return freshSeededDatabase({ wholeNomenclature });
    const database = await createPostgresDatabase(inject('postgresTemplate'));
    const connection = await connect({ databaseUrl: database.url, pgliteDir: '' });
    return { ...connection, drop: database.drop };
  }
  // The whole nomenclature's template is built by the run's set-up when the run has a file that
  // asks for it, else by the first such file; the others wait for it.
  const template = wholeNomenclature
    ? await seededPgliteTarFile(inject('pgliteWholeTemplate'), { wholeNomenclature })
    : inject('pgliteTemplate');
  const connection = await connect({
    pgliteDir: 'memory://',
    pgliteDataDir: await templateTar(template),
    pgliteRuntime: await sharedPgliteRuntime(),
  });
  return { ...connection, drop: async () => {} };
}

/** A PostgreSQL database migrated and seeded for this file alone (the whole nomenclature). */
async function freshSeededDatabase(options: {
  wholeNomenclature: boolean;
}): Promise<TestConnection> {
  const database = await createPostgresDatabase();
  const connection = await connect({ databaseUrl: database.url, pgliteDir: '' });
  await migrateAndSeed(connection, options);
  return { ...connection, drop: database.drop };
}

/** A migrated, seeded database (PGlite in memory, or PostgreSQL) behind the real /api app. */
export async function createTestApi({
  wholeNomenclature = false,
}: TestApiOptions = {}): Promise<TestApi> {
  const connection = await copyOfTemplateDatabase({ wholeNomenclature });
  const services = createTestServices();
  const api = buildApi({
    getDb: async () => connection.db,
    log: silent,
    getServices: () => services,
  });
  return {
    request: (path, init) => Promise.resolve(api.request(path, init)),
    db: connection.db,
    services,
    close: async () => {
      await connection.close();
      await connection.drop();
    },
  };
}

/**
 * The test file's API: created before its first test and closed after its last. The answer stands
 * for it from the start, so a file can hold it in a constant; it is usable inside tests and hooks.
 */
export function testApiForFile(options: TestApiOptions = {}): TestApi {
  let current: TestApi | undefined;
  beforeAll(async () => {
    current = await createTestApi(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  const live = () => {
    if (!current) throw new Error('the test API is created in beforeAll');
    return current;
  };
  return {
    request: (path, init) => live().request(path, init),
    get db() {
      return live().db;
    },
    get services() {
      return live().services;
    },
    close: () => live().close(),
  };
}

export function buildApiWith(getDb: () => Promise<Db>) {
  const services = createTestServices();
  return buildApi({ getDb, log: silent, getServices: () => services });
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
