import { handle } from 'hono/vercel';

import { productionServices } from '@/lib/api/services';
import { getDb } from '@/lib/db/client';
import { getLogger } from '@/lib/logger';

import { buildApi } from '../build-api';
import { startPortalJobs } from '../jobs';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

// The services are built on the first request, and with them the periodic jobs (issue 39).
function services() {
  const built = productionServices();
  startPortalJobs({ getDb, log: getLogger(), services: built });
  return built;
}

const api = buildApi({ getDb, log: getLogger(), getServices: services });
const handler = handle(api);

export const GET = handler;
export const POST = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
export const OPTIONS = handler;
