import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { getConfig } from '@/lib/config';
import { getLogger } from '@/lib/logger';

let cached: string | undefined;

// APP_SECRET signs verification links. Without it, one machine keeps a random secret in its data
// folder so links survive a restart; several instances must share APP_SECRET (docs/deploy.md).
export function getAppSecret(): string {
  if (cached) return cached;
  const config = getConfig();
  if (config.APP_SECRET) {
    cached = config.APP_SECRET;
    return cached;
  }
  const file = path.resolve(config.DATA_DIR, 'app-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
  } catch {
    cached = randomBytes(32).toString('base64url');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, cached, { mode: 0o600 });
    getLogger().warn({ file }, 'APP_SECRET is not set; generated one in the data folder');
  }
  return cached;
}
