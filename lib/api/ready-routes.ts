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
    redis: z.enum(['up', 'down', 'unused']).openapi({ description: '`unused` without REDIS_URL' }),
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
  summary: 'Whether this instance can serve: the database, Redis (when used) and the file storage',
  description:
    'For a load balancer: route requests to an instance only while it answers 200. Each check ' +
    'gives up after 2 s; the result is reused for up to 1 s. Answered outside page rendering (by ' +
    'the cluster primary, or the single process before Next), so a busy instance still answers. ' +
    '`/api/health` says only that the process is alive.',
  responses: {
    200: {
      description: 'Every service answers',
      headers: noStore,
      content: { 'application/json': { schema: readySchema } },
    },
    503: {
      description: 'A service does not answer; the body names it',
      headers: {
        ...noStore,
        'Retry-After': { schema: { type: 'string' as const, example: '5' } },
      },
      content: { 'application/json': { schema: readySchema } },
    },
  },
});

// GET /api/ready – 200 when the database, Redis and the storage answer, else 503 naming the one down
export function readyRoutes(getDb: () => Promise<Db>) {
  return createRouter().openapi(readyRoute, async (c) => {
    const services = c.get('services');
    const { report, failures } = await checkReady({
      database: async () => (await getDb()).execute(sql`select 1`),
      redis: services.redisPing ?? null,
      storage: storageProbe(services.storage),
    });
    c.header('Cache-Control', 'no-store');
    if (report.status === 'ready') return c.json(report, 200);
    const errors = Object.fromEntries(
      Object.entries(failures).map(([name, error]) => [
        name,
        error instanceof Error ? error.message : String(error),
      ]),
    );
    c.get('log').warn({ ...report, errors }, 'not ready');
    c.header('Retry-After', String(READY_RETRY_AFTER_SECONDS));
    return c.json(report, 503);
  });
}
