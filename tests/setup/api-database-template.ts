import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Client } from 'pg';
import type { TestProject } from 'vitest/node';

import { connect } from '@/lib/db/connect';

import {
  migrateAndSeed,
  seededPgliteTar,
  seededPgliteTarFile,
} from '../api/helpers/seeded-database';

// Migrating and seeding took most of each API test file's set-up (a PGlite's initdb alone is
// seconds). It is done once per run here; each file then starts from a copy: PGlite loads the
// template's data directory, PostgreSQL creates its database from the template database.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite data directory (a tar file) the API files load. */
    pgliteTemplate: string;
    /**
     * Where the whole nomenclature's PGlite template is: built by the set-up for a run that has a
     * file asking for it (else, as in watch mode, by the first such file).
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

/** Where the whole nomenclature's template goes, next to the run's template. */
const wholeTemplateOf = (template: string) =>
  path.join(path.dirname(template), 'whole-nomenclature.tar');

/**
 * Whether a file of the run (the paths Vitest collected before the global set-up) asks for the
 * whole nomenclature (testApiForFile's option).
 */
async function runNeedsWholeNomenclature(files: string[]) {
  const api = files.filter((file) => file.includes(`${path.sep}tests${path.sep}api${path.sep}`));
  const sources = await Promise.all(api.map((file) => readFile(file, 'utf8')));
  return sources.some((source) => source.includes('wholeNomenclature: true'));
}

async function pgliteTemplate(runFiles: string[]): Promise<Template> {
  const tar = await seededPgliteTar();
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-api-template-'));
  const file = path.join(folder, 'pgdata.tar');
  await writeFile(file, tar);
  // Built here, before any file starts, when a file of the run needs it: built while the workers
  // ran, it kept the first files (the slowest, which those are) waiting idle for it, both workers
  // at the start of a run.
  const remove = () => rm(folder, { recursive: true, force: true });
  if (await runNeedsWholeNomenclature(runFiles)) {
    await seededPgliteTarFile(wholeTemplateOf(file), { wholeNomenclature: true }).catch(
      async (error: unknown) => {
        await remove();
        throw error;
      },
    );
  }
  return { value: file, remove };
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
    const template =
      kind === 'postgres' ? postgresTemplate() : pgliteTemplate(project.vitest.state.getPaths());
    entry = { template, users: 0 };
    templates.set(kind, entry);
  }
  entry.users += 1;
  const { value, remove } = await entry.template;
  if (kind === 'postgres') {
    project.provide('postgresTemplate', value);
  } else {
    project.provide('pgliteTemplate', value);
    project.provide('pgliteWholeTemplate', wholeTemplateOf(value));
  }
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    templates.delete(kind);
    await remove();
  };
}
