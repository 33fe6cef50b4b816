import { z } from 'zod';

import { GTM_ID_PATTERN } from '../analytics/tag-manager';
import { parseTrustedProxies } from '../http/client-address';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // The public address links are built from (e-mails, canonical URLs), never a request's Host.
  // Unset: http://localhost:{PORT}, where this server listens; the portal's server warns at start
  // (scripts/server/site-url.mjs, issue 25: mails pointed at :3000 while it ran elsewhere).
  SITE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Signs e-mail verification links; unset, a random one is kept in $DATA_DIR/app-secret.
  APP_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  // ASVS 3.3.2 and the portal's threat matrix: 30 idle minutes for members too (issue 25).
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  // Staff sessions are shorter than members' (issue 13).
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  STAFF_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(8),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Jordan Exports <no-reply@jordanexports.jo>'),
  // The first administrator, created at start-up when both are set and the address has no account.
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  // Google reCAPTCHA v3: both keys switch it on; unset, forms send no token (one warning at start).
  RECAPTCHA_SITE_KEY: z.preprocess(emptyToUndefined, z.string().min(10).optional()),
  RECAPTCHA_SECRET: z.preprocess(emptyToUndefined, z.string().min(10).optional()),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  // Google Tag Manager's container (issue 36): unset, no tag manager and no consent banner; set,
  // the public pages ask for consent and load it only after the visitor accepts.
  GTM_ID: z.preprocess(
    emptyToUndefined,
    z.string().regex(GTM_ID_PATTERN, 'must be a Tag Manager container id (GTM-XXXXXXX)').optional(),
  ),
  // The agency's mailbox that is told of every new enquiry.
  ENQUIRY_INBOX: z.email().default('enquiries@jordanexports.jo'),
  // Working days (Amman, Friday and Saturday off) an enquiry may wait for the agency's first
  // answer before the console marks it overdue (issue 13).
  ENQUIRY_RESPONSE_TARGET_DAYS: z.coerce.number().int().min(1).max(60).default(2),
  // Issue 39 "Alerts": a daily digest's period in minutes (a weekly one is seven of them), and how
  // often each instance looks for due digests. The journeys set both small.
  ALERT_DAILY_DIGEST_MINUTES: z.coerce.number().positive().max(10_080).default(1440),
  ALERT_JOB_INTERVAL_SECONDS: z.coerce.number().positive().max(86_400).default(60),
  // Which X-Forwarded-For entries to believe: unset (the socket's address), a hop count, or the
  // proxies' addresses and ranges (lib/http/client-address.ts).
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine(
      (value) => {
        try {
          parseTrustedProxies(value);
          return true;
        } catch {
          return false;
        }
      },
      {
        message:
          'must be a number of proxy hops or a comma-separated list of IP addresses and ranges',
      },
    ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  // How many instances share REDIS_URL (issue 48): while Redis is away each process counts rate
  // limits in its own memory and allows limit ÷ (INSTANCE_COUNT × its instance's worker processes),
  // at least 1, so the site as a whole stays within each limit.
  INSTANCE_COUNT: z.coerce.number().int().min(1).max(64).default(2),
  // Starts every key the portal writes in Redis (rate limits, cached answers, Next's page cache),
  // so that two sites can share one Redis (issue 30).
  REDIS_KEY_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, colons, _ or -')
      .default('portal:'),
  ),
  // Uploads in an S3-compatible bucket when S3_BUCKET is set (then the region and both keys are
  // required); unset, they are files under $DATA_DIR/uploads. S3_ENDPOINT names a non-AWS service
  // (MinIO, R2, …), addressed path-style; unset, AWS itself.
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3).max(63).optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  // The statistics provider (issue 26, part 2 "Interactive data"): with STATISTA_API_KEY set, the
  // statista/* endpoints read the provider's HTTP API at STATISTA_API_URL (then required) instead
  // of the portal's own statistics; each call gives up after STATISTA_TIMEOUT_MS and its answers
  // are kept STATISTA_CACHE_SECONDS (in Redis with REDIS_URL, else in this process).
  STATISTA_API_KEY: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  STATISTA_API_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  STATISTA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  STATISTA_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // The tariff provider (issue 37, market access): `uk-trade-tariff` reads the UK Trade Tariff's
  // public API at TARIFF_API_URL for the UK's duties; unset, only the staff-entered figures show.
  // Each call gives up after TARIFF_TIMEOUT_MS; answers are kept TARIFF_CACHE_SECONDS.
  TARIFF_PROVIDER: z.preprocess(
    emptyToUndefined,
    z
      .enum(['uk-trade-tariff'], {
        error: 'must be uk-trade-tariff, or unset to show only the staff-entered duties',
      })
      .optional(),
  ),
  TARIFF_API_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default('https://www.trade-tariff.service.gov.uk/api/v2'),
  ),
  TARIFF_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  TARIFF_CACHE_SECONDS: z.coerce.number().int().min(0).max(604_800).default(86_400),
});

// With S3_BUCKET set, the variables S3 cannot work without.
const S3_REQUIRED = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** SITE_URL when it is not set: this server's own port on localhost. */
export const defaultSiteUrl = (port: number) => `http://localhost:${port}`;

const checkedSchema = configSchema
  .superRefine((config, context) => {
    if (config.STATISTA_API_KEY !== undefined && config.STATISTA_API_URL === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['STATISTA_API_URL'],
        message: 'is required when STATISTA_API_KEY is set',
      });
    }
    if (config.S3_BUCKET === undefined) return;
    for (const name of S3_REQUIRED) {
      if (config[name] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when S3_BUCKET is set',
        });
      }
    }
  })
  .transform((config) => ({ ...config, SITE_URL: config.SITE_URL ?? defaultSiteUrl(config.PORT) }));

export type Config = z.output<typeof checkedSchema>;

export class ConfigError extends Error {}

/** Validates an environment; throws a ConfigError naming each wrong variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = checkedSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

let cached: Config | undefined;

// Read once per process (ARCHITECTURE §2); not at import time, so `next build` needs no environment.
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
