import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

// Two instances of the built portal on one PostgreSQL database and one Redis, behind a local
// HAProxy configured as docs/deploy.md shows (issue 30). Each instance is `node scripts/start.mjs`
// (a primary and WEB_CONCURRENCY workers); the mail goes to an SMTP server of the test's own, and
// Redis is a redis-server of its own (port base + 8), which a test can stop and start again
// (issue 48). INSTANCES_REDIS_URL names another Redis instead, which the harness never stops.

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const POSTGRES_ADMIN_URL =
  process.env.INSTANCES_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';
// INSTANCES_PORT_BASE moves the proxy (base), the instances (base + 1, + 2), the harness's Redis
// (base + 8) and the proxy's statistics (base + 9), so two runs on one machine stay apart.
const PORT_BASE = Number(process.env.INSTANCES_PORT_BASE ?? 3310);
const REDIS_PORT = PORT_BASE + 8;
const REDIS_URL = process.env.INSTANCES_REDIS_URL || `redis://127.0.0.1:${REDIS_PORT}`;
const PROXY_PORT = PORT_BASE;
export const INSTANCE_PORTS = { a: PORT_BASE + 1, b: PORT_BASE + 2 } as const;
export type InstanceName = keyof typeof INSTANCE_PORTS;
export const ADMIN = { email: 'instances-admin@jordanexports.jo', password: 'Staff-Console-2026' };

export const proxyUrl = `http://127.0.0.1:${PROXY_PORT}`;
export const instanceUrl = (name: InstanceName) => `http://127.0.0.1:${INSTANCE_PORTS[name]}`;

const run = Date.now().toString(36);
const databaseName = `portal_instances_${run}`;
const keyPrefix = `portal-instances-${run}:`;

/** The cluster's Redis: the harness's own (`own`), which it can stop and start, or another's. */
export type ClusterRedis = {
  url: string;
  keyPrefix: string;
  own: boolean;
  /** Stops the harness's own redis-server (SIGTERM to its pid), as an outage would. */
  stop: () => Promise<void>;
  /** Starts it again on the same port, empty (it saves nothing), and waits for its PING. */
  start: () => Promise<void>;
  /** How many keys of this run's prefix start with `pattern` (after the prefix). */
  countKeys: (pattern: string) => Promise<number>;
};

export type Cluster = {
  databaseUrl: string;
  mails: string[];
  redis: ClusterRedis;
  stop: (name: InstanceName) => Promise<void>;
  /** Starts an instance again (stopped or killed), with `workers` processes; resolves once ready. */
  start: (name: InstanceName, workers?: number) => Promise<void>;
  /** Ends an instance at once (SIGKILL to its primary and workers), as a crash would. */
  kill: (name: InstanceName) => Promise<void>;
  close: () => Promise<void>;
};

export type ClusterOptions = {
  /** Worker processes per instance (WEB_CONCURRENCY): 1 by default. */
  workers?: number;
  /** TRUSTED_PROXIES of the instances: 1 (the proxy) by default. */
  trustedProxies?: string;
  /** The proxy's statistics (CSV at `${statsUrl}`) and the serving instance's name in X-Served-By. */
  stats?: boolean;
};

export const STATS_PORT = PORT_BASE + 9;
export const statsUrl = `http://127.0.0.1:${STATS_PORT}/stats;csv`;

async function waitFor(url: string, timeoutMs: number, process?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process && process.exitCode !== null) {
      throw new Error(`${url}: its process ended with ${process.exitCode}`);
    }
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * deploy/haproxy.cfg as docs/deploy.md ships it, made to run here: no Docker resolvers, the two
 * local instances as its servers, the proxy's own port, and no log line per request.
 */
export async function haproxyConfig({ stats = false }: { stats?: boolean } = {}) {
  const shipped = await readFile('deploy/haproxy.cfg', 'utf8');
  const servers = Object.entries(INSTANCE_PORTS)
    .map(([name, port]) => `    server ${name} 127.0.0.1:${port}`)
    .join('\n');
  const config = shipped
    .replace(/^\s*#.*\n/gm, '')
    .replace(/^resolvers docker\n(?:[ \t]+.*\n)+/m, '')
    .replace(/ resolvers docker init-addr \S+/, '')
    .replace(/^\s+server portal1 .*\n\s+server portal2 .*$/m, servers)
    .replace(/^(\s+)bind :80$/m, `$1bind 127.0.0.1:${PROXY_PORT}`)
    .replace(/^\s+(?:log .*|option httplog)$/gm, '');
  for (const expected of [servers, `bind 127.0.0.1:${PROXY_PORT}`]) {
    if (!config.includes(expected)) throw new Error(`deploy/haproxy.cfg changed: ${expected}`);
  }
  if (/resolvers/.test(config)) throw new Error('deploy/haproxy.cfg changed: resolvers');
  if (!stats) return config;
  // The answers an instance gave name it; those the proxy made itself (503 when no instance could
  // take a request) do not.
  return `${config.replace(/^(\s+)balance leastconn$/m, '$1balance leastconn\n$1http-response set-header X-Served-By %[srv_name]')}
listen stats
    bind 127.0.0.1:${STATS_PORT}
    stats enable
    stats uri /stats
`;
}

async function startSmtp(mails: string[]) {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) mails.push(to.address);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { smtp, port };
}

/** A redis-server of the harness's own on REDIS_PORT, saving nothing; null with INSTANCES_REDIS_URL. */
function ownRedis() {
  if (process.env.INSTANCES_REDIS_URL) return null;
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      REDIS_SERVER,
      ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child = started;
    const spawned = await new Promise<Error | null>((resolve) => {
      started.once('spawn', () => resolve(null));
      started.once('error', resolve);
    });
    if (spawned) {
      throw new Error(
        `The two-instance test starts its own Redis (${REDIS_SERVER}): apt-get install redis-server, or set INSTANCES_REDIS_URL (docs/testing.md, "What the machine needs"). ${spawned.message}`,
      );
    }
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`redis-server ended with ${started.exitCode}`);
      const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
      client.on('error', () => undefined);
      const answered = await client
        .connect()
        .then(() => client.ping())
        .then(
          () => true,
          () => false,
        );
      client.disconnect();
      if (answered) return;
      if (Date.now() > deadline) throw new Error(`redis-server on ${REDIS_PORT} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = async () => {
    const running = child;
    if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
    running.kill('SIGTERM');
    await exited(running);
  };
  return { start, stop };
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  if (!existsSync(HAPROXY)) {
    throw new Error(
      `The two-instance test needs HAProxy (${HAPROXY}): apt-get install haproxy (docs/testing.md, "What the machine needs").`,
    );
  }
  const redisServer = ownRedis();
  await redisServer?.start();
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const databaseUrl = new URL(POSTGRES_ADMIN_URL);
  databaseUrl.pathname = `/${databaseName}`;

  const mails: string[] = [];
  const { smtp, port: smtpPort } = await startSmtp(mails);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-instances-'));
  const children = new Map<InstanceName, ChildProcess>();
  let proxy: ChildProcess | undefined;

  const startInstance = async (name: InstanceName, workers = options.workers ?? 1) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      detached: true,
      // INSTANCES_LOG_DIR keeps each instance's log lines (instance-a.log, instance-b.log).
      stdio: [
        'ignore',
        process.env.INSTANCES_LOG_DIR
          ? openSync(path.join(process.env.INSTANCES_LOG_DIR, `instance-${name}.log`), 'w')
          : 'ignore',
        'inherit',
      ],
      env: {
        ...process.env,
        PORT: String(INSTANCE_PORTS[name]),
        SITE_URL: proxyUrl,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL,
        REDIS_KEY_PREFIX: keyPrefix,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        DATA_DIR: dataDir,
        WEB_CONCURRENCY: String(workers),
        TRUSTED_PROXIES: options.trustedProxies ?? '1',
        // As compose.yaml: every connection comes from the proxy, which caps them (maxconn).
        MAX_CONNECTIONS_PER_ADDRESS: '0',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        SHUTDOWN_TIMEOUT_MS: '20000',
      },
    });
    children.set(name, child);
    // Ready once migrated and seeded (the first instance), or after a build where the sources are
    // newer than it: several minutes on 2 cores (npm test builds before, so neither builds there).
    await waitFor(`${instanceUrl(name)}/api/ready`, 600_000, child);
  };

  const stop = async (name: InstanceName) => {
    const child = children.get(name);
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid, 'SIGTERM');
    await exited(child);
  };

  const kill = async (name: InstanceName) => {
    const child = children.get(name);
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid, 'SIGKILL');
    await exited(child);
  };

  const close = async () => {
    if (proxy?.pid) proxy.kill('SIGTERM');
    await Promise.all([...children.keys()].map(stop));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${databaseName} with (force)`);
    await cleanup.end();
    if (redisServer) {
      await redisServer.stop();
    } else {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    // One after the other: the first builds when the sources are newer than the build.
    await startInstance('a');
    await startInstance('b');
    const config = path.join(dataDir, 'haproxy.cfg');
    await writeFile(config, await haproxyConfig({ stats: options.stats }));
    const check = spawnSync(HAPROXY, ['-c', '-q', '-f', config], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy -c: ${check.stderr}`);
    proxy = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
    // HAProxy starts in milliseconds; its first health checks of the instances take a few seconds.
    await waitFor(`${proxyUrl}/api/ready`, 30_000, proxy);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  const notOwn = async () => {
    throw new Error(
      'INSTANCES_REDIS_URL names a Redis the harness may not stop: the Redis-stop test needs the harness’s own (unset INSTANCES_REDIS_URL)',
    );
  };
  const redis: ClusterRedis = {
    url: REDIS_URL,
    keyPrefix,
    own: redisServer !== null,
    stop: redisServer?.stop ?? notOwn,
    start: redisServer?.start ?? notOwn,
    countKeys: async (pattern) => {
      const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      client.on('error', () => undefined);
      try {
        return (await client.keys(`${keyPrefix}${pattern}*`)).length;
      } finally {
        client.disconnect();
      }
    },
  };
  return {
    databaseUrl: databaseUrl.toString(),
    mails,
    redis,
    stop,
    start: startInstance,
    kill,
    close,
  };
}
