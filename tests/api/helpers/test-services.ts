import type { ApiServices } from '@/lib/api/services';
import type { CacheTag } from '@/lib/cache/tags';
import { parseConfig } from '@/lib/config';
import type { MailMessage } from '@/lib/mail';
import { createMemoryRateLimiter } from '@/lib/rate-limit/memory';
import type { FileStorage, StoredFile } from '@/lib/storage';

export const TEST_SITE_URL = 'http://portal.test';

/** A clock the test moves by hand. */
export function createTestClock(start = new Date('2026-11-21T09:00:00Z')) {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
}

export const TEST_ENQUIRY_INBOX = 'enquiries@agency.test';

export type TestServices = ApiServices & {
  /** Tests deliver the outbox themselves (deliverOutbox); a kick is only counted. */
  outbox: { kick: () => void; kicks: number };
  sentMail: MailMessage[];
  revalidatedTags: CacheTag[];
  files: Map<string, StoredFile>;
  clock: ReturnType<typeof createTestClock>;
};

// The real limiter and policies with an in-memory mailbox and file store the test can read.
export function createTestServices(): TestServices {
  // The configuration's defaults, so the tests hold the policies the portal ships with.
  const defaults = parseConfig({});
  const sentMail: MailMessage[] = [];
  const revalidatedTags: CacheTag[] = [];
  const files = new Map<string, StoredFile>();
  const clock = createTestClock();
  const outbox = {
    kicks: 0,
    kick: () => {
      outbox.kicks += 1;
    },
  };
  const storage: FileStorage = {
    put: async (key, body, contentType) => void files.set(key, { body, contentType }),
    get: async (key) => files.get(key) ?? null,
    remove: async (key) => void files.delete(key),
  };
  return {
    strictStaffWrites: true,
    sentMail,
    revalidatedTags,
    revalidate: (tag) => void revalidatedTags.push(tag),
    files,
    clock,
    mailer: { send: async (message) => void sentMail.push(message) },
    limiter: createMemoryRateLimiter(() => clock.now().getTime()),
    storage,
    auth: {
      siteUrl: TEST_SITE_URL,
      secret: 'test-secret-test-secret-test-secret-0123',
      idleMinutes: defaults.SESSION_IDLE_MINUTES,
      absoluteHours: defaults.SESSION_ABSOLUTE_HOURS,
      staffIdleMinutes: defaults.STAFF_SESSION_IDLE_MINUTES,
      staffAbsoluteHours: defaults.STAFF_SESSION_ABSOLUTE_HOURS,
    },
    now: clock.now,
    // Off by default; enquiry tests set a verifier pointed at a local fake of siteverify.
    captcha: null,
    outbox,
    enquiryInbox: TEST_ENQUIRY_INBOX,
    enquiryTargetDays: 2,
    trustedProxies: { kind: 'none' },
  };
}
