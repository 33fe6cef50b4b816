import { handle } from 'hono/vercel';

import { productionServices } from '@/lib/api/services';
import { getDb } from '@/lib/db/client';
import { getLogger } from '@/lib/logger';

import { buildApi } from '../build-api';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const api = buildApi({ getDb, log: getLogger(), getServices: productionServices });
const handler = handle(api);

export const GET = handler;
export const POST = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
export const OPTIONS = handler;
