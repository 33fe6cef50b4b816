import 'server-only';
import { revalidateTag } from 'next/cache';

import { getAppSecret } from '@/lib/auth/app-secret';
import { getSharedCache, type SharedCache } from '@/lib/cache/shared-cache';
import type { CacheTag } from '@/lib/cache/tags';
import { captchaFromConfig, type CaptchaVerifier } from '@/lib/captcha';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { parseTrustedProxies, type TrustedProxies } from '@/lib/http/client-address';
import { getLogger } from '@/lib/logger';
import { getMailer, type Mailer } from '@/lib/mail';
import { startOutboxWorker } from '@/lib/mail/outbox-worker';
import { getRateLimiter, type RateLimiter } from '@/lib/rate-limit';
import { getStorage, type FileStorage } from '@/lib/storage';

import { createRedisPing } from './ready-check';
import { tariffSettingsOf } from './tariff-settings';

export type AuthSettings = {
  siteUrl: string;
  secret: string;
  idleMinutes: number;
  absoluteHours: number;
  staffIdleMinutes: number;
  staffAbsoluteHours: number;
};

/** The statistics provider's HTTP API (issue 26): STATISTA_API_URL, its key and its limits. */
export type StatisticsApiSettings = {
  url: string;
  key: string;
  timeoutMs: number;
  cacheSeconds: number;
};

/** The tariff provider (issue 37): TARIFF_PROVIDER, its API at TARIFF_API_URL and its limits. */
export type TariffApiSettings = {
  provider: 'uk-trade-tariff';
  url: string;
  timeoutMs: number;
  cacheSeconds: number;
};

/** What the API talks to besides the database; tests pass their own. */
export type ApiServices = {
  mailer: Mailer;
  limiter: RateLimiter;
  storage: FileStorage;
  auth: AuthSettings;
  now: () => Date;
  /** Marks the cached pages of a tag stale after a content change (Next's revalidateTag). */
  revalidate: (tag: CacheTag) => void;
  /** reCAPTCHA v3 verification, or null when RECAPTCHA_SECRET is not set. */
  captcha: CaptchaVerifier | null;
  /** Delivery of the mail outbox; `kick` asks for a round now (after an enquiry is stored). */
  outbox: { kick: () => void };
  /** The agency's mailbox told of every new enquiry (ENQUIRY_INBOX). */
  enquiryInbox: string;
  /** Working days an enquiry may wait for a first answer (ENQUIRY_RESPONSE_TARGET_DAYS). */
  enquiryTargetDays: number;
  /** Which X-Forwarded-For entries the per-address limits believe (TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
  /**
   * The statistics provider's API when STATISTA_API_KEY is set; absent or null, the statista/*
   * endpoints read the portal's own statistics.
   */
  statisticsApi?: StatisticsApiSettings | null;
  /** The tariff provider when TARIFF_PROVIDER is set; absent or null, only staff-entered duties show. */
  tariffApi?: TariffApiSettings | null;
  /** A small cache of outside answers (Redis when REDIS_URL is set, else this process's). */
  cache?: SharedCache;
  /** One PING to the Redis of REDIS_URL (GET /api/ready); absent or null: no Redis is used. */
  redisPing?: (() => Promise<void>) | null;
  /** A daily alert digest's period in minutes (ALERT_DAILY_DIGEST_MINUTES); absent, a day. */
  alertDailyMinutes?: number;
  /** A successful staff write without `staffChange` fails (the tests) instead of only being logged. */
  strictStaffWrites?: boolean;
};

let instance: ApiServices | undefined;

// Built on the first request, not at import, so `next build` needs no configuration.
export function productionServices(): ApiServices {
  if (instance) return instance;
  const config = getConfig();
  const log = getLogger();
  const mailer = getMailer();
  const now = () => new Date();
  instance = {
    mailer,
    limiter: getRateLimiter(),
    storage: getStorage(),
    auth: {
      siteUrl: config.SITE_URL,
      secret: getAppSecret(),
      idleMinutes: config.SESSION_IDLE_MINUTES,
      absoluteHours: config.SESSION_ABSOLUTE_HOURS,
      staffIdleMinutes: config.STAFF_SESSION_IDLE_MINUTES,
      staffAbsoluteHours: config.STAFF_SESSION_ABSOLUTE_HOURS,
    },
    now,
    // A staff edit must show on the next visit, so stale pages are never served after it.
    revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
    captcha: captchaFromConfig(config, log),
    outbox: startOutboxWorker({ getDb, mailer, now, log }),
    enquiryInbox: config.ENQUIRY_INBOX,
    enquiryTargetDays: config.ENQUIRY_RESPONSE_TARGET_DAYS,
    trustedProxies: parseTrustedProxies(config.TRUSTED_PROXIES),
    statisticsApi:
      config.STATISTA_API_KEY && config.STATISTA_API_URL
        ? {
            url: config.STATISTA_API_URL,
            key: config.STATISTA_API_KEY,
            timeoutMs: config.STATISTA_TIMEOUT_MS,
            cacheSeconds: config.STATISTA_CACHE_SECONDS,
          }
        : null,
    tariffApi: tariffSettingsOf(config),
    cache: getSharedCache(),
    redisPing: config.REDIS_URL ? createRedisPing(config.REDIS_URL).ping : null,
    alertDailyMinutes: config.ALERT_DAILY_DIGEST_MINUTES,
  };
  return instance;
}
