import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Client } from 'pg';
import type { TestProject } from 'vitest/node';

import { connect } from '@/lib/db/connect';

import { migrateAndSeed, seededPgliteTar } from '../api/helpers/seeded-database';

// Migrating and seeding took most of each API test file's set-up (a PGlite's initdb alone is
// seconds). It is done once per run here; each file then starts from a copy: PGlite loads the
// template's data directory, PostgreSQL creates its database from the template database.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite data directory (a tar file) the API files load. */
    pgliteTemplate: string;
    /**
     * Where the whole nomenclature's PGlite template goes: built by the first file that asks for
     * it (tests/api/helpers/test-api.ts), so that a run without such a file does not pay for it.
     */
    pgliteWholeTemplate: string;
    /** The seeded PostgreSQL database the API files' databases are created from. */
    postgresTemplate: string;
  }
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query(statement);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function pgliteTemplate(): Promise<Template> {
  const tar = await seededPgliteTar();
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-api-template-'));
  const file = path.join(folder, 'pgdata.tar');
  await writeFile(file, tar);
  return { value: file, remove: () => rm(folder, { recursive: true, force: true }) };
}

async function postgresTemplate(): Promise<Template> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL API project');
  const name = `portal_template_${process.pid}_${Date.now()}`;
  const drop = () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    const connection = await connect({ databaseUrl: url.toString(), pgliteDir: '' });
    try {
      await migrateAndSeed(connection);
    } finally {
      await connection.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { value: name, remove: drop };
}

type Template = { value: string; remove: () => Promise<unknown> };

// Each project runs its global set-up: the isolated half of a project (vitest.config.ts) would
// migrate and seed a second template (a minute of CPU) were they not shared in this process.
const shared = globalThis as typeof globalThis & {
  __portalTemplates?: Map<string, { template: Promise<Template>; users: number }>;
};

export default async function setup(project: TestProject) {
  const kind = project.config.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  const templates = (shared.__portalTemplates ??= new Map());
  let entry = templates.get(kind);
  if (!entry) {
    entry = { template: kind === 'postgres' ? postgresTemplate() : pgliteTemplate(), users: 0 };
    templates.set(kind, entry);
  }
  entry.users += 1;
  const { value, remove } = await entry.template;
  if (kind === 'postgres') {
    project.provide('postgresTemplate', value);
  } else {
    project.provide('pgliteTemplate', value);
    project.provide(
      'pgliteWholeTemplate',
      path.join(path.dirname(value), 'whole-nomenclature.tar'),
    );
  }
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    templates.delete(kind);
    await remove();
  };
}
