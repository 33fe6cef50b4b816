import 'server-only';
import type { Logger } from 'pino';

import { runDueDigests } from '@/features/alerts/server/run-due-digests';
import { relayReleasedMessages } from '@/features/buyer-messages/server/relay-released';
import { closeExpiredLeads } from '@/features/trade-leads/server/close-expired-leads';
import type { ApiServices } from '@/lib/api/services';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { getConfig } from '@/lib/config';
import type { Db } from '@/lib/db/types';
import { startPeriodicJob } from '@/lib/jobs/periodic-job';

// Issue 39: the portal's periodic jobs, started with the API's services on the first request.
// Every instance runs them (docs/operations.md, "Alerts and the periodic jobs"): a digest's claim row sends it once, and a lead is
// closed by one conditional UPDATE, so several instances need no coordination.

/** How often the leads past their deadline are written closed (the public reads never wait). */
export const CLOSE_LEADS_INTERVAL_MS = 5 * 60_000;

/** How often the relay's messages held by screening and since cleared are relayed (issue 47). */
export const RELAY_RELEASED_INTERVAL_MS = 60_000;

type JobDeps = { getDb: () => Promise<Db>; log: Logger; services: ApiServices };

let started = false;

export function startPortalJobs({ getDb, log, services }: JobDeps): void {
  if (started) return;
  started = true;
  const config = getConfig();
  startPeriodicJob(
    {
      name: 'alert-digests',
      intervalMs: config.ALERT_JOB_INTERVAL_SECONDS * 1000,
      run: async () => {
        const report = await runDueDigests(await getDb(), services.now(), {
          siteUrl: config.SITE_URL,
          secret: services.auth.secret,
          dailyMinutes: config.ALERT_DAILY_DIGEST_MINUTES,
        });
        if (report.mailed > 0) services.outbox.kick();
        if (report.due > 0) log.info({ digests: report }, 'alert digests');
      },
    },
    log,
  );
  startPeriodicJob(
    {
      name: 'close-expired-leads',
      intervalMs: CLOSE_LEADS_INTERVAL_MS,
      run: async () => {
        const closed = await closeExpiredLeads(await getDb(), services.now());
        if (closed > 0) {
          services.revalidate(CACHE_TAGS.tradeLeads);
          log.info({ closed }, 'trade leads past their deadline closed');
        }
      },
    },
    log,
  );
  startPeriodicJob(
    {
      name: 'relay-released-messages',
      intervalMs: RELAY_RELEASED_INTERVAL_MS,
      run: async () => {
        const relayed = await relayReleasedMessages(await getDb(), services.now(), config.SITE_URL);
        if (relayed > 0) {
          services.outbox.kick();
          log.info({ relayed }, 'buyer messages relayed after a screening hit was cleared');
        }
      },
    },
    log,
  );
}
