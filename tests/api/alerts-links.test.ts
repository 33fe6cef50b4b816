// @postgres: migrations (migration 0034 on the alerts links)
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { ALERT_UNSUBSCRIBE_LIMIT } from '@/features/alerts/constants';
import { runDueDigests } from '@/features/alerts/server/run-due-digests';
import { findByToken, unsubscribe } from '@/features/alerts/server/subscriptions';
import { hashToken } from '@/lib/auth/tokens';
import { MIGRATIONS_FOLDER } from '@/lib/db/connect';
import { alertSubscriptions, mailOutbox } from '@/lib/db/schema';
import { CLIENT_SOCKET_HEADER } from '@/lib/http/client-address';
import type { MailMessage } from '@/lib/mail';
import { deliverOutbox } from '@/lib/mail/outbox';

import { HOUR, nextAddress, post } from './helpers/auth-requests';
import { testApiForFile } from './helpers/test-api';
import { TEST_SITE_URL } from './helpers/test-services';

// Issue 48 "Loose ends" of the alerts: the unsubscribe links are rate limited per address like
// the other token routes (the RFC 8058 one-click POST still works); an unknown token's link says
// the link is not valid, not "unsubscribed"; the manage/unsubscribe token is kept only hashed,
// and a link of a mail sent before (a clear token, migrated by 0034) keeps working.

const api = testApiForFile();
const rowsOf = <T>(result: unknown) =>
  (result && typeof result === 'object' && 'rows' in result ? result.rows : result) as T[];
let emails = 0;
const address = (name: string) => `${name}${(emails += 1)}-${Date.now()}@example.jo`;
const CHOICES = { content_types: ['news'], frequency: 'daily', locale: 'en' };

const linkIn = (mail: MailMessage | undefined, pattern: RegExp) => {
  const link = (mail?.text.match(/https?:\/\/\S+/g) ?? []).find((url) => pattern.test(url));
  if (!link) throw new Error(`no link ${String(pattern)} in the mail`);
  return link;
};
const manageTokenOf = (mail: MailMessage | undefined) =>
  decodeURIComponent(linkIn(mail, /\/alerts\/manage\//).split('/alerts/manage/')[1] ?? '');

/** A visitor subscribes and confirms; the row and the token of its mails' links. */
async function confirmed(email: string) {
  expect((await post(api, '/alerts/subscriptions', { email, ...CHOICES })).status).toBe(201);
  await deliverOutbox(api.db, api.services.mailer, api.services.now);
  const mail = api.services.sentMail.filter((sent) => sent.to === email).at(-1);
  const confirm = new URL(linkIn(mail, /\/alerts\/confirm\?/)).searchParams.get('token');
  expect((await post(api, '/alerts/confirm', { token: confirm })).status).toBe(200);
  const [row] = await api.db
    .select()
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.email, email));
  return { row: row!, token: manageTokenOf(mail) };
}

const oneClick = (token: string, from: string) =>
  api.request(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      [CLIENT_SOCKET_HEADER]: from,
    },
    body: 'List-Unsubscribe=One-Click',
  });

describe('the unsubscribe links are rate limited per address (issue 48)', () => {
  it('one-click POST works up to the limit, then 429 with Retry-After, GET too', async () => {
    const from = nextAddress();
    const { token } = await confirmed(address('limit'));
    // The address has used all but one of its unsubscribes this hour.
    const { limit, windowMs } = ALERT_UNSUBSCRIBE_LIMIT;
    for (let used = 1; used < limit; used += 1) {
      await api.services.limiter.hit(`alert-unsubscribe:ip:${from}`, limit, windowMs);
    }
    expect((await oneClick(token, from)).status).toBe(200);
    const refused = await oneClick(token, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const link = await api.request(`/api/alerts/unsubscribe?token=${token}`, {
      headers: { [CLIENT_SOCKET_HEADER]: from },
    });
    expect(link.status).toBe(429);
    // Another address is not refused.
    expect((await oneClick(token, nextAddress())).status).toBe(200);
  });
});

describe("an unknown token's link (issue 48)", () => {
  it('goes to the manage page, which says the link is not valid, in the caller’s language', async () => {
    const unknown = 'z'.repeat(43);
    const en = await api.request(`/api/alerts/unsubscribe?token=${unknown}`);
    expect(en.status).toBe(303);
    expect(en.headers.get('location')).toBe(`/alerts/manage/${unknown}`);
    const ar = await api.request(`/api/alerts/unsubscribe?token=${unknown}`, {
      headers: { 'Accept-Language': 'ar' },
    });
    expect(ar.headers.get('location')).toBe(`/ar/alerts/manage/${unknown}`);
    expect((await api.request(`/api/alerts/manage/${unknown}`)).status).toBe(404);
  });
});

describe('the manage/unsubscribe token is kept only hashed (issue 48)', () => {
  it('the database holds the hash of the mails’ token, never the token', async () => {
    const { row, token } = await confirmed(address('hashed'));
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(row.token_hash).toBe(hashToken(token));
    const [stored] = rowsOf<{ row: string }>(
      await api.db.execute(
        sql`select row_to_json(s)::text as row from alert_subscriptions s where id = ${row.id}`,
      ),
    );
    expect(stored?.row).toBeDefined();
    expect(stored?.row).not.toContain(token);
    expect((await api.request(`/api/alerts/manage/${token}`)).status).toBe(200);
  });

  it('a migrated row answers its old clear link, and its next mail carries a new one', async () => {
    const { row } = await confirmed(address('legacy'));
    // As 0034 leaves a row that had a clear token: its sha256 (computed by PostgreSQL), no salt.
    const clear = 'legacy-clear-token-of-a-mail-sent-before-issue-48';
    await api.db.execute(
      sql`update alert_subscriptions set token_salt = null,
          token_hash = encode(sha256(convert_to(${clear}, 'UTF8')), 'hex'),
          old_token_hash = encode(sha256(convert_to(${clear}, 'UTF8')), 'hex')
          where id = ${row.id}`,
    );
    expect((await findByToken(api.db, clear))?.id).toBe(row.id);
    // A digest gives it a salt and a new token; the old link still works after it.
    await api.db
      .update(alertSubscriptions)
      .set({ next_digest_at: api.services.now(), covered_until: new Date(0) })
      .where(eq(alertSubscriptions.id, row.id));
    await api.db.execute(sql`insert into alert_items (content_type, record_id, noted_at)
      select 'news', id, ${api.services.now().toISOString()}::timestamptz from news where status = 1 limit 1
      on conflict do nothing`);
    api.services.clock.advance(HOUR);
    const settings = {
      siteUrl: TEST_SITE_URL,
      dailyMinutes: 1440,
      secret: api.services.auth.secret,
    };
    await runDueDigests(api.db, api.services.now(), settings);
    const [digest] = await api.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, row.email))
      .orderBy(sql`${mailOutbox.id} desc`)
      .limit(1);
    const fresh = manageTokenOf({ to: row.email, subject: '', html: '', text: digest!.text_body });
    expect(fresh).not.toBe(clear);
    expect((await findByToken(api.db, fresh))?.id).toBe(row.id);
    expect((await api.request(`/api/alerts/manage/${clear}`)).status).toBe(200);
    expect(await unsubscribe(api.db, clear, api.services.now())).toEqual({ locale: 'en' });
  });
});

describe('migration 0034 (issue 48)', () => {
  it('hashes the clear tokens in SQL as the code does, drops them, and cleans stored text', async () => {
    // The file itself, run on the two tables as they were before it, in a schema of their own,
    // in one transaction (one connection: its search_path).
    const file = await readFile(path.join(MIGRATIONS_FOLDER, '0034_loose-ends.sql'), 'utf8');
    const clear = 'a-clear-token-of-2026-that-a-digest-mail-carried';
    const row = await api.db.transaction(async (tx) => {
      for (const statement of [
        'create schema before_48',
        'create table before_48.alert_subscriptions (id serial primary key, token text not null)',
        'create unique index alert_subscriptions_token_unique on before_48.alert_subscriptions (token)',
        'create table before_48.mail_outbox (id serial primary key)',
        'create table before_48.news (id serial primary key, title text, body varchar(200))',
        "insert into before_48.news (title, body) values (E'Forum \\u202Efdp.exe', E'\\u2067x\\u2069 ok')",
        `insert into before_48.alert_subscriptions (token) values ('${clear}')`,
        'set local search_path to before_48',
        ...file.split('--> statement-breakpoint'),
      ]) {
        await tx.execute(sql.raw(statement));
      }
      const [migrated] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql.raw('select * from before_48.alert_subscriptions')),
      );
      const news = rowsOf<Record<string, unknown>>(
        await tx.execute(sql.raw('select title, body from before_48.news')),
      );
      expect(news).toEqual([{ title: 'Forum fdp.exe', body: 'x ok' }]);
      await tx.execute(sql.raw('set local search_path to default'));
      await tx.execute(sql.raw('drop schema before_48 cascade'));
      return migrated;
    });
    expect(row).toEqual({
      id: 1,
      token_hash: hashToken(clear),
      token_salt: null,
      old_token_hash: hashToken(clear),
    });
  });
});
