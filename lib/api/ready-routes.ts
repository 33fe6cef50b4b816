import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';

import type { Db } from '@/lib/db/types';

import { checkReady, READY_RETRY_AFTER_SECONDS, storageProbe } from './ready-check';
import { createRouter } from './router';

const up = z.enum(['up', 'down']);
const readySchema = z
  .object({
    status: z.enum(['ready', 'unavailable']),
    database: up,
    redis: z.enum(['up', 'degraded', 'unused']).openapi({
      description:
        '`unused` without REDIS_URL; `degraded` while Redis does not answer: still ready, each ' +
        'instance then counts rate limits and caches pages in its own memory',
    }),
    storage: up,
    workers: up.optional().openapi({
      description: 'Answered by a cluster primary: whether a worker process takes connections',
    }),
  })
  .openapi('Readiness');

const noStore = { 'Cache-Control': { schema: { type: 'string' as const, example: 'no-store' } } };

const readyRoute = createRoute({
  method: 'get',
  path: '/ready',
  tags: ['Platform'],
  summary: 'Whether this instance can serve: the database and the file storage (Redis is reported)',
  description:
    'For a load balancer: route requests to an instance only while it answers 200. Each check ' +
    'gives up after 2 s; the result is reused for up to 1 s. Answered outside page rendering (by ' +
    'the cluster primary, or the single process before Next), so a busy instance still answers. ' +
    '`/api/health` says only that the process is alive.',
  responses: {
    200: {
      description: 'The database and the storage answer (Redis may be `degraded`)',
      headers: noStore,
      content: { 'application/json': { schema: readySchema } },
    },
    503: {
      description: 'The database or the storage does not answer; the body names it',
      headers: {
        ...noStore,
        'Retry-After': { schema: { type: 'string' as const, example: '5' } },
      },
      content: { 'application/json': { schema: readySchema } },
    },
  },
});

const messages = (failures: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(failures).map(([name, error]) => [
      name,
      error instanceof Error ? error.message : String(error),
    ]),
  );

// GET /api/ready – 200 when the database and the storage answer (Redis `degraded` too), else 503 naming the one down
export function readyRoutes(getDb: () => Promise<Db>) {
  return createRouter().openapi(readyRoute, async (c) => {
    const services = c.get('services');
    const { report, failures } = await checkReady({
      database: async () => (await getDb()).execute(sql`select 1`),
      redis: services.redisPing ?? null,
      storage: storageProbe(services.storage),
    });
    c.header('Cache-Control', 'no-store');
    if (report.status === 'ready') {
      if (report.redis === 'degraded') {
        c.get('log').warn({ ...report, errors: messages(failures) }, 'ready without Redis');
      }
      return c.json(report, 200);
    }
    c.get('log').warn({ ...report, errors: messages(failures) }, 'not ready');
    c.header('Retry-After', String(READY_RETRY_AFTER_SECONDS));
    return c.json(report, 503);
  });
}
