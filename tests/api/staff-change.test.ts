import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { searchIndexHook } from '@/features/search/server/search-hook';
import { handleError } from '@/lib/api/handle-errors';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import type { AuthSession } from '@/lib/auth/sessions';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { auditLog, news } from '@/lib/db/schema';

import { createStaff } from './helpers/accounts';
import { testApiForFile } from './helpers/test-api';

// staffChange (lib/api/staff-change.ts): the change and its audit entry in one transaction, the
// pages re-validated only once it has committed.

const api = testApiForFile();

/** A one-route app that runs `change` through staffChange as `actor`. */
function appRunning(actor: AuthSession['user'], change: Parameters<typeof staffChange>[1]) {
  const app = createRouter();
  app.use(async (c, next) => {
    c.set('db', api.db);
    c.set('services', api.services);
    c.set('locale', 'en');
    c.set('searchIndex', searchIndexHook);
    c.set('auth', { user: actor } as AuthSession);
    await next();
  });
  app.post('/change', async (c) =>
    c.json(await staffChange(c, change, { revalidate: [CACHE_TAGS.news] })),
  );
  app.onError(handleError);
  return app;
}

async function firstNews() {
  const [item] = await api.db.select().from(news).limit(1);
  return item!;
}

const renameTo = (id: number, title: string) =>
  (async ({ tx }) => {
    await tx.update(news).set({ DESCRIPTION_ENG: title }).where(eq(news.id, id));
    return {
      result: { id },
      audit: { action: 'news.update', entityType: 'news', entityId: id, after: { title } },
    };
  }) satisfies Parameters<typeof staffChange>[1];

describe('staffChange', () => {
  it('writes the change and its entry (actor, action, record, after) together', async () => {
    const editor = await createStaff(api, 'editor');
    const item = await firstNews();
    api.services.revalidatedTags.length = 0;
    const answer = await appRunning(editor.user, renameTo(item.id, 'Renamed')).request('/change', {
      method: 'POST',
    });
    expect(answer.status).toBe(200);
    const [row] = await api.db.select().from(news).where(eq(news.id, item.id));
    expect(row!.DESCRIPTION_ENG).toBe('Renamed');
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor_id, editor.user.id));
    expect(entry).toMatchObject({
      actor_email: editor.user.email,
      actor_role: 'editor',
      action: 'news.update',
      entity_type: 'news',
      entity_id: String(item.id),
      after: { title: 'Renamed' },
    });
    expect(api.services.revalidatedTags).toEqual(['news', 'search']);
  });

  it('keeps nothing when the entry cannot be written, and re-validates nothing', async () => {
    const editor = await createStaff(api, 'editor');
    const item = await firstNews();
    // An actor the audit log refuses (no e-mail): the entry's insert fails inside the transaction.
    const broken = { ...editor.user, email: null as unknown as string };
    api.services.revalidatedTags.length = 0;
    const answer = await appRunning(broken, renameTo(item.id, 'Never kept')).request('/change', {
      method: 'POST',
    });
    expect(answer.status).toBe(500);
    const [row] = await api.db.select().from(news).where(eq(news.id, item.id));
    expect(row!.DESCRIPTION_ENG).toBe(item.DESCRIPTION_ENG);
    expect(api.services.revalidatedTags).toEqual([]);
  });

  it('keeps nothing when the change fails after writing, and writes no entry', async () => {
    const editor = await createStaff(api, 'editor');
    const item = await firstNews();
    const failing: Parameters<typeof staffChange>[1] = async (scope) => {
      await renameTo(item.id, 'Half done')(scope);
      throw new Error('the second step failed');
    };
    const answer = await appRunning(editor.user, failing).request('/change', { method: 'POST' });
    expect(answer.status).toBe(500);
    const [row] = await api.db.select().from(news).where(eq(news.id, item.id));
    expect(row!.DESCRIPTION_ENG).toBe(item.DESCRIPTION_ENG);
    expect(
      await api.db.select().from(auditLog).where(eq(auditLog.actor_id, editor.user.id)),
    ).toEqual([]);
  });

  it('writes no entry for a change that changed nothing (audit null)', async () => {
    const editor = await createStaff(api, 'editor');
    const unchanged: Parameters<typeof staffChange>[1] = async () => ({ result: 1, audit: null });
    const answer = await appRunning(editor.user, unchanged).request('/change', { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(
      await api.db.select().from(auditLog).where(eq(auditLog.actor_id, editor.user.id)),
    ).toEqual([]);
  });
});
