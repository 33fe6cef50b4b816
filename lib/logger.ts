import pino from 'pino';

import { getConfig } from './config';

let instance: pino.Logger | undefined;

// Structured JSON logs on stdout; each API request logs through a child carrying its request id.
export function getLogger(): pino.Logger {
  instance ??= pino({
    level: process.env.VITEST ? 'silent' : getConfig().LOG_LEVEL,
    base: { service: 'export-portal' },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
  return instance;
}
