import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// Issue 54: `.env.example` lists every environment variable the code reads, and nothing else. The
// sources are read as text (no import, no build): a variable is read where the code says
// `process.env.X`, `process.env['X']`, `const { X } = process.env`, `env.X` (the functions that take
// `env = process.env`), a constant `…_ENV = 'X'` naming one, or a key of the configuration's schema
// (lib/config/index.ts parses process.env).

const ROOT = process.cwd();
const FOLDERS = ['app', 'components', 'features', 'lib', 'scripts', 'instances', 'e2e', 'tests'];
const SOURCE = /\.(?:[cm]?[jt]s|tsx)$/;
const SKIPPED = new Set([
  'node_modules',
  // The fixtures' own variables are set by the test that starts the fixture: not configuration.
  'tests/fixtures',
  // This file names variables in its own examples.
  'tests/unit/env-example.test.ts',
]);
const CONFIG_SCHEMA = 'lib/config/index.ts';

/** Variables the platform or a tool sets, which nobody configures for the portal. */
const SET_BY_TOOLS = new Set([
  'PATH', // the shell's; run-tests.mjs puts node_modules/.bin on it
  'NODE_ENV', // Next and npm start set it
  'VITEST', // Vitest sets it in its workers
  'NEXT_PHASE', // Next sets it while it builds
]);

const NAME = '[A-Z][A-Z0-9_]*';
const READS = [
  new RegExp(`process\\.env(?:\\?\\.|\\.)(${NAME})\\b`, 'g'),
  new RegExp(`process\\.env\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g'),
  new RegExp(`\\benv\\??\\.(${NAME})\\b`, 'g'),
  new RegExp(`\\b${NAME}_ENV\\s*=\\s*['"](${NAME})['"]`, 'g'),
];
const DESTRUCTURED = /\{([^{}]*)\}\s*=\s*process\.env\b/g;
const SCHEMA_KEY = new RegExp(`^ {2}(${NAME}):\\s*z\\b`, 'gm');
const LISTED = new RegExp(`^#?\\s*(${NAME})=`, 'gm');

/** The environment variables a source text reads. */
function variablesRead(text: string): string[] {
  const found = new Set<string>();
  for (const pattern of READS) {
    for (const match of text.matchAll(pattern)) found.add(match[1]!);
  }
  for (const match of text.matchAll(DESTRUCTURED)) {
    for (const part of match[1]!.split(',')) {
      const name = /^\s*([A-Z][A-Z0-9_]*)/.exec(part)?.[1];
      if (name) found.add(name);
    }
  }
  return [...found].sort();
}

function sourceFiles(): string[] {
  const files = readdirSync(ROOT).filter((name) => SOURCE.test(name));
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (SKIPPED.has(entry.name) || SKIPPED.has(relative)) continue;
      if (entry.isDirectory()) walk(relative);
      else if (SOURCE.test(entry.name)) files.push(relative);
    }
  };
  for (const folder of FOLDERS) walk(folder);
  return files;
}

function variablesTheCodeReads(): Map<string, string> {
  const readers = new Map<string, string>();
  for (const file of sourceFiles()) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const names = variablesRead(text);
    if (file === CONFIG_SCHEMA) names.push(...[...text.matchAll(SCHEMA_KEY)].map((m) => m[1]!));
    for (const name of names) if (!readers.has(name)) readers.set(name, file);
  }
  for (const name of SET_BY_TOOLS) readers.delete(name);
  return readers;
}

const listedNames = () =>
  [...readFileSync(path.join(ROOT, '.env.example'), 'utf8').matchAll(LISTED)].map((m) => m[1]!);

describe('.env.example', () => {
  const read = variablesTheCodeReads();
  const listed = listedNames();

  it('finds a variable however the code reads it', () => {
    const source = [
      "const { A_ONE, B_TWO: renamed = '1' } = process.env;",
      "process.env['C_THREE']; process.env?.D_FOUR; process.env.E_FIVE;",
      'function f(env = process.env) { return env.F_SIX ?? env?.G_SEVEN; }',
      "export const SLOTS_ENV = 'H_EIGHT';",
    ].join('\n');
    expect(variablesRead(source)).toEqual([
      'A_ONE',
      'B_TWO',
      'C_THREE',
      'D_FOUR',
      'E_FIVE',
      'F_SIX',
      'G_SEVEN',
      'H_EIGHT',
    ]);
  });

  it('the scan reaches every way the portal reads one', () => {
    // The configuration's schema, a server script's `env` argument, a constant, process.env.
    expect(read.get('INSTANCE_COUNT')).toBe(CONFIG_SCHEMA);
    expect(read.get('WARM_UP_TIMEOUT_MS')).toBe('scripts/server/warm-up.mjs');
    expect(read.has('PORTAL_HASH_SLOTS')).toBe(true);
    expect(read.has('E2E_PORT')).toBe(true);
  });

  it('lists every variable the code reads', () => {
    const missing = [...read].filter(([name]) => !listed.includes(name));
    expect(missing.map(([name, file]) => `${name} (read in ${file})`)).toEqual([]);
  });

  it('lists no variable that nothing reads, and each once', () => {
    expect(listed.filter((name) => !read.has(name))).toEqual([]);
    expect(listed.filter((name, at) => listed.indexOf(name) !== at)).toEqual([]);
  });
});
