// @postgres: locking (two deliverers at once: the lease taken with SKIP LOCKED)
import { setTimeout as sleep } from 'node:timers/promises';

import { eq, isNull } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { ENQUIRY_TYPES } from '@/features/enquiries/schemas';
import { enquiries, mailOutbox } from '@/lib/db/schema';
import { MailServerUnavailableError, type MailMessage, type Mailer } from '@/lib/mail';
import { deliverOutbox, OUTBOX_MAX_ATTEMPTS, outboxRows, retryDelayMs } from '@/lib/mail/outbox';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import {
  enquiryApiForFile,
  enquiryCount,
  idOf,
  submit,
  type EnquiryEnv,
} from './enquiries-fixtures';
import { captchaToken } from './enquiries-siteverify';
import { createMember, type TestMember } from './helpers/accounts';
import { HOUR } from './helpers/auth-requests';
import type { TestApi } from './helpers/test-api';
import { TEST_ENQUIRY_INBOX } from './helpers/test-services';

let api: TestApi;
let data: EnquiryEnv['data'];
enquiryApiForFile((env) => ({ api, data } = env));

const other = () => ({
  submitData: data[ENQUIRY_TYPES.other],
  recaptchaToken: captchaToken('other'),
});
const silentMailer: Mailer = { send: async () => {} };

describe('the mail outbox', () => {
  let lina: TestMember;
  beforeAll(async () => {
    lina = await createMember(api);
  });

  it('a mail the server refuses is retried with backoff and delivered once accepted', async () => {
    await deliverOutbox(api.db, silentMailer, api.services.now); // earlier tests' mails
    const sentBefore = api.services.sentMail.length;
    const response = await submit(api, lina, other());
    expect(response.status).toBe(201);
    const id = await idOf(response);
    expect(await enquiryCount(api, lina.user.id)).toBe(1);

    const down: Mailer = {
      send: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      },
    };
    expect(await deliverOutbox(api.db, down, api.services.now)).toEqual({ sent: 0, failed: 2 });
    const waiting = await api.db.select().from(mailOutbox).where(isNull(mailOutbox.sent_at));
    expect(waiting).toHaveLength(2);
    for (const row of waiting) {
      expect(row.attempts).toBe(1);
      expect(row.last_error).toContain('ECONNREFUSED');
      expect(row.next_attempt_at.getTime() - api.services.now().getTime()).toBe(30_000);
    }

    // Recovered, but the backoff has not passed yet.
    expect(await deliverOutbox(api.db, api.services.mailer, api.services.now)).toEqual({
      sent: 0,
      failed: 0,
    });
    api.services.clock.advance(31_000);
    expect(await deliverOutbox(api.db, api.services.mailer, api.services.now)).toEqual({
      sent: 2,
      failed: 0,
    });
    expect(await deliverOutbox(api.db, api.services.mailer, api.services.now)).toEqual({
      sent: 0,
      failed: 0,
    });
    const mails = api.services.sentMail.slice(sentBefore);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [lina.user.email, TEST_ENQUIRY_INBOX].sort(),
    );
    const confirmation = mails.find((mail) => mail.to === lina.user.email)!;
    expect(confirmation.subject).toBe(`We received your enquiry no. ${id}`);
    expect(confirmation.text).toContain(String(id));
    expect(confirmation.text).toContain('Export financing');
    const notice = mails.find((mail) => mail.to === TEST_ENQUIRY_INBOX)!;
    expect(notice.subject).toBe(`New enquiry no. ${id}: ${en.Enquiries.types['7']}`);
    for (const text of [lina.user.email, 'Lina Haddad', '0791234567', 'Export financing'])
      expect(notice.text).toContain(text);
  });

  it('a server that cannot be reached: one mail tried per round, kept in place, no attempt counted', async () => {
    await deliverOutbox(api.db, silentMailer, api.services.now);
    const messages = ['a', 'b', 'c'].map((name) => ({
      to: `${name}@example.jo`,
      subject: 'unreachable',
      text: 'text',
      html: '<p>x</p>',
    }));
    await api.db.insert(mailOutbox).values(outboxRows(messages, api.services.now()));
    const unreachable = {
      send: vi.fn(async (_message: MailMessage) =>
        Promise.reject(new MailServerUnavailableError('connect ECONNREFUSED 127.0.0.1:25')),
      ),
    };
    for (let round = 1; round <= 6; round += 1) {
      expect(await deliverOutbox(api.db, unreachable, api.services.now)).toEqual({
        sent: 0,
        failed: 0,
        unavailable: true,
      });
      expect(unreachable.send).toHaveBeenCalledTimes(round);
      api.services.clock.advance(10_000);
    }
    const rows = await api.db.select().from(mailOutbox).where(isNull(mailOutbox.sent_at));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.attempts).toBe(0);
      expect(row.next_attempt_at.getTime()).toBeLessThanOrEqual(api.services.now().getTime());
    }
    // Each round tried the oldest due mail: the three took turns.
    expect(new Set(unreachable.send.mock.calls.map(([message]) => message.to)).size).toBe(3);
    expect(await deliverOutbox(api.db, api.services.mailer, api.services.now)).toEqual({
      sent: 3,
      failed: 0,
    });
  });

  it('retries with backoff and gives up after 10 attempts, saying so once', async () => {
    await deliverOutbox(api.db, silentMailer, api.services.now);
    const message = { to: 'retry@example.jo', subject: 'retry', text: 'text', html: '<p>x</p>' };
    const [{ id }] = (await api.db
      .insert(mailOutbox)
      .values(outboxRows([message], api.services.now()))
      .returning({ id: mailOutbox.id })) as [{ id: number }];
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const down = { send: vi.fn(async () => Promise.reject(new Error('SMTP 421'))) };
    for (let attempt = 0; attempt < OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      const report = await deliverOutbox(api.db, down, api.services.now, log);
      expect(report).toEqual({ sent: 0, failed: 1 });
      const [row] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ attempts: attempt + 1, last_error: 'SMTP 421', sent_at: null });
      const wait = row!.next_attempt_at.getTime() - api.services.now().getTime();
      expect(wait).toBe(retryDelayMs(attempt));
      api.services.clock.advance(wait);
    }
    api.services.clock.advance(24 * HOUR);
    expect(await deliverOutbox(api.db, down, api.services.now, log)).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(down.send).toHaveBeenCalledTimes(OUTBOX_MAX_ATTEMPTS);
    expect(lines.filter((line) => line.includes('giving up'))).toHaveLength(1);
  });

  it('two deliverers at once send each mail exactly once', async () => {
    await deliverOutbox(api.db, silentMailer, api.services.now);
    const now = api.services.now();
    await api.db.insert(mailOutbox).values(
      Array.from({ length: 12 }, (_, i) => ({
        to_address: `parallel${i}@example.jo`,
        subject: 'parallel',
        text_body: 'text',
        html_body: '<p>html</p>',
        next_attempt_at: now,
      })),
    );
    const sent: MailMessage[] = [];
    const slow: Mailer = {
      send: async (message) => {
        await sleep(5);
        sent.push(message);
      },
    };
    const reports = await Promise.all([
      deliverOutbox(api.db, slow, api.services.now),
      deliverOutbox(api.db, slow, api.services.now),
    ]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(12);
    expect(new Set(sent.map((mail) => mail.to)).size).toBe(12);
    expect(sent).toHaveLength(12);
  });
});

describe('the confirmation e-mail', () => {
  it('is in Arabic for a member who writes in Arabic; the agency’s stays English', async () => {
    await deliverOutbox(api.db, silentMailer, api.services.now);
    const member = await createMember(api, { name: 'ريم', locale: 'ar' });
    const response = await submit(
      api,
      member,
      {
        submitData: data[ENQUIRY_TYPES.matchmaking],
        recaptchaToken: captchaToken('matchmaking'),
      },
      { headers: { 'Accept-Language': 'ar' } },
    );
    expect(response.status).toBe(201);
    const id = await idOf(response);
    const [row] = await api.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row!.locale).toBe('ar');

    const sentBefore = api.services.sentMail.length;
    await deliverOutbox(api.db, api.services.mailer, api.services.now);
    const mails = api.services.sentMail.slice(sentBefore);
    const confirmation = mails.find((mail) => mail.to === member.user.email)!;
    expect(confirmation.subject).toBe(
      ar.EnquiryEmails.confirmation.subject.replace('{id}', String(id)),
    );
    expect(confirmation.html).toContain('dir="rtl"');
    expect(confirmation.html).toContain('lang="ar"');
    expect(confirmation.text).toContain('ريم');
    expect(confirmation.text).toContain(ar.EnquiryForm.fields.company);
    expect(confirmation.text).toContain(`${String(id)}`);
    expect(confirmation.text).toContain('/ar/profile/user-enquiries');
    const notice = mails.find((mail) => mail.to === TEST_ENQUIRY_INBOX)!;
    expect(notice.subject).toBe(`New enquiry no. ${id}: ${en.Enquiries.types['2']}`);
    expect(notice.html).toContain('lang="en"');
    expect(notice.text).toContain(en.EnquiryEmails.languages.ar);
  });
});
