import { randomUUID } from 'node:crypto';

import { Client } from 'pg';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';

import { buildApi } from '@/app/api/build-api';
import { rebuildSearchIndex } from '@/features/search/server/index-writer';
import { connect, migrate, type Connection } from '@/lib/db/connect';
import { seedDatabase } from '@/lib/db/seed';
import type { Db } from '@/lib/db/types';
import { ammanDay } from '@/lib/time/amman-day';

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
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required when TEST_DB_KIND=postgres');
  const name = `portal_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(baseUrl, `create database ${name}`);
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

/**
 * The HS chapters a test database holds unless a file asks for the whole nomenclature (its 6,936
 * codes take seconds to load): those of the seed's synonyms and products, and a few more.
 */
export const TEST_HS_CHAPTERS = ['04', '07', '08', '09', '15', '20', '25', '33', '61', '85'];

type TestApiOptions = { wholeNomenclature?: boolean };

/** A migrated, seeded database (PGlite in memory, or PostgreSQL) behind the real /api app. */
export async function createTestApi({
  wholeNomenclature = false,
}: TestApiOptions = {}): Promise<TestApi> {
  let connection: Connection;
  let drop = async () => {};
  if (process.env.TEST_DB_KIND === 'postgres') {
    const database = await createPostgresDatabase();
    drop = database.drop;
    connection = await connect({ databaseUrl: database.url, pgliteDir: '' });
  } else {
    connection = await connect({ pgliteDir: 'memory://' });
  }
  await migrate(connection);
  const services = createTestServices();
  // The seed's events are dated from the test clock's day, as start-up dates them from today's.
  await seedDatabase(connection.db, {
    today: ammanDay(services.clock.now()),
    hsChapters: wholeNomenclature ? undefined : TEST_HS_CHAPTERS,
  });
  // The seed writes its tables directly: the search index is built from them, as at start-up.
  await rebuildSearchIndex(connection.db);
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
      await drop();
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
