// `npm start`: prepare the database, build when the sources changed since the last build, then serve:
// on PostgreSQL with WEB_CONCURRENCY worker processes (default: one per core; one included, issue
// 48) behind a primary that owns the port and answers the checks (scripts/server/cluster.mjs); on
// the embedded database in this one process.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

import { buildCacheSettings, restoreBuildCache, saveBuildCache } from './build-cache.mjs';
import { staleBuildReason } from './build-freshness.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { runCluster, webConcurrency } from './server/cluster.mjs';
import { deferScriptsEnabled } from './server/deferred-scripts.mjs';
import { shutdownTimeoutMs } from './server/graceful-stop.mjs';
import { WARM_UP_PATHS, warmUpTimeoutMs } from './server/warm-up.mjs';

const root = process.cwd();
// next.config.ts builds into NEXT_DIST_DIR when it is set.
const distDir = process.env.NEXT_DIST_DIR || '.next';
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env },
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (code === 0) resolve();
      else reject(new Error(`${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}

const node = process.execPath;
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const port = process.env.PORT ?? '3000';

// --fresh (used by the end-to-end tests) starts from an empty embedded database, mailbox and uploads,
// and forgets the data and page caches Next keeps on disk between runs (they hold the old database's rows).
if (process.argv.includes('--fresh')) {
  for (const folder of ['pglite', 'mail', 'uploads']) {
    rmSync(path.join(root, process.env.DATA_DIR || 'data', folder), {
      recursive: true,
      force: true,
    });
  }
  rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  // And the pages Next rendered and keeps on disk (written at run time, not by the build): a
  // second run on the same build would otherwise serve the pages of the first run's database.
  rmSync(path.join(root, distDir, 'server', 'route-cache'), { recursive: true, force: true });
}

/** How many worker processes serve: WEB_CONCURRENCY on PostgreSQL, one on the embedded database. */
function workerCount() {
  const wanted = webConcurrency();
  if (process.env.DATABASE_URL?.trim()) return wanted;
  if (wanted > 1) {
    console.log(
      `One process: WEB_CONCURRENCY (${wanted}) is ignored because the embedded database (PGlite) allows one process on its folder; set DATABASE_URL to use PostgreSQL and every core.`,
    );
  }
  return 1;
}

try {
  // Read first: a wrong value stops the start before the database and the build.
  const workers = workerCount();
  shutdownTimeoutMs();
  const warmUpMs = warmUpTimeoutMs();
  deferScriptsEnabled();
  buildCacheSettings();
  // react-server: the server-only modules shared with the app load as they do in its server build.
  await run(node, [tsx, '--conditions=react-server', 'scripts/prepare-database.ts']);
  const stale = staleBuildReason(root, distDir);
  if (stale) {
    console.log(`Building the portal (${stale})…`);
    // Next's cache from an earlier clone on this machine (scripts/build-cache.mjs).
    const cache = restoreBuildCache({ root, distDir });
    await run(node, [next, 'build']);
    // Only after a build that succeeded (a failed one throws past this).
    saveBuildCache(cache, { buildSucceeded: true });
  }
  // Idempotent, so a build stopped before this step is completed on the next start.
  addCompileHints();
  console.log(
    `Serving on http://localhost:${port} (English) and http://localhost:${port}/ar (Arabic)${workers > 1 ? ` with ${workers} worker processes` : ''}.`,
  );
  process.env.NODE_ENV = 'production';
  // Each worker's share of a rate limit while Redis is away (lib/rate-limit/index.ts).
  process.env.PORTAL_WORKER_PROCESSES = String(workers);
  // On PostgreSQL a primary in front of the workers, one worker included: the checks are answered
  // there, never behind a render (issue 48: one process missed HAProxy's check under load).
  if (process.env.DATABASE_URL?.trim()) {
    const { postgresPing } = await import('./server/primary-health.mjs');
    const { readinessProbes } = await import('./server/readiness.mjs');
    const database = postgresPing(process.env.DATABASE_URL);
    const ready = await readinessProbes(database.ping);
    await runCluster({
      workerModule: path.join(root, 'scripts', 'server', 'portal-worker.mjs'),
      workers,
      port: Number(port),
      ping: database.ping,
      closePing: async () => {
        ready.close();
        await database.close();
      },
      readyProbes: { redis: ready.probes.redis, storage: ready.probes.storage },
      warmUpPaths: warmUpMs > 0 ? WARM_UP_PATHS : [],
      warmUpTimeoutMs: warmUpMs,
    });
  } else {
    // Next's handler behind our HTTP server (scripts/server/serve.mjs), in this process.
    const { serve } = await import('./server/serve.mjs');
    await serve({ port: Number(port), warmUpTimeoutMs: warmUpMs });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
