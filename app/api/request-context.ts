import 'server-only';
import type { MiddlewareHandler } from 'hono';

import { noteAlertItems } from '@/features/alerts/server/note-alert-items';
import { refreshOfferingSynonyms } from '@/features/hs-codes/server/offering-synonyms';
import { searchIndexHook } from '@/features/search/server/search-hook';
import { localeOfRequest } from '@/lib/api/translate';
import type { ApiDeps, AppEnv } from '@/lib/api/types';
import type { SearchIndexHook } from '@/lib/search/index-hook';

/**
 * The write path's hook (issues 28, 37 and 39): the records a change names get their search
 * documents and, for products, services and companies, the HS finder's synonyms of their names;
 * those of the alerts' content types that became public are noted for the digests (at the
 * request's clock), all in the change's transaction.
 */
const writePathHook = (now: () => Date): SearchIndexHook => ({
  reindex: async (tx, records) => {
    await refreshOfferingSynonyms(tx, records);
    await noteAlertItems(tx, records, now());
    return searchIndexHook.reindex(tx, records);
  },
});

/** Each request's language, services and write-path hook. */
export const requestContext =
  (deps: ApiDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('locale', localeOfRequest(c.req.header('accept-language')));
    const services = deps.getServices();
    c.set('services', services);
    c.set('searchIndex', writePathHook(services.now));
    await next();
  };

/** One log line per request, with its id, method, path, status and time. */
export const requestLog =
  (deps: ApiDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const log = deps.log.child({ request_id: c.get('requestId') });
    c.set('log', log);
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
