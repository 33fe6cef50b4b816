import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { requestId } from 'hono/request-id';

import { ALERT_UNSUBSCRIBE_API_PATH } from '@/features/alerts/constants';
import { notFound } from '@/lib/api/errors';
import { handleError } from '@/lib/api/handle-errors';
import { guardInput } from '@/lib/api/input-guard';
import { redisHealth } from '@/lib/api/ready-check';
import { readyRoutes } from '@/lib/api/ready-routes';
import { noStoreForSessions, refuseCrossSiteWrites } from '@/lib/api/request-guards';
import { createRouter } from '@/lib/api/router';
import { STAFF_API_PATTERN, staffGuard } from '@/lib/api/staff-guard';
import type { ApiDeps, AppEnv } from '@/lib/api/types';

import { limitBodies } from './body-limits';
import { mountDomainRoutes } from './domain-routes';
import { serveOpenApi } from './openapi-routes';
import { requestContext, requestLog } from './request-context';

/** The /api backend: middleware, every domain's routes, health and the OpenAPI reference. */
export function buildApi(deps: ApiDeps): OpenAPIHono<AppEnv> {
  const app = createRouter().basePath('/api');

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(requestContext(deps));
  app.use(requestLog(deps));
  app.use(limitBodies());
  app.use(noStoreForSessions);
  // RFC 8058: a mail client's one-click unsubscribe may post from anywhere; its token is its key.
  app.use((c, next) =>
    c.req.path === ALERT_UNSUBSCRIBE_API_PATH ? next() : refuseCrossSiteWrites(c, next),
  );
  app.use(guardInput);

  // GET /api/health – 200 when the database answers, 503 when it does not
  // (with Redis's state and the instance's mode, as the cluster primary answers it)
  app.get('/health', async (c) => {
    const redis = redisHealth(c.get('services').redisPing);
    try {
      const db = await deps.getDb();
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'up', ...(await redis) }, 200);
    } catch (error) {
      c.get('log').error({ err: error }, 'health check failed');
      return c.json({ status: 'unavailable', database: 'down', ...(await redis) }, 503);
    }
  });

  // Before the database middleware below: a database that cannot be reached is a report, not a 503.
  app.route('/', readyRoutes(deps.getDb));
  serveOpenApi(app);

  app.use(async (c, next) => {
    c.set('db', await deps.getDb());
    await next();
  });
  app.use(STAFF_API_PATTERN, staffGuard);
  mountDomainRoutes(app);

  app.notFound((c) => handleError(notFound(), c));
  app.onError(handleError);
  return app;
}
