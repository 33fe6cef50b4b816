import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { news } from '@/lib/db/schema';

import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { staffIfMatch } from './helpers/versions';

const api = testApiForFile();

const put = async (id: number | string, body: unknown, headers: Record<string, string> = {}) =>
  api.request(`/api/staff/news/${id}`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      ...(await staffIfMatch(api, 'PUT', `/api/staff/news/${id}`)),
      ...headers,
    },
    body: JSON.stringify(body),
  });

async function firstNewsId(): Promise<number> {
  const [item] = await api.db.select({ id: news.id }).from(news).limit(1);
  return item!.id;
}

describe('PUT /api/staff/news/{id}', () => {
  it('lets an editor change a title and re-validates the news pages', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await firstNewsId();
    api.services.revalidatedTags.length = 0;
    const response = await put(id, { DESCRIPTION_ENG: 'Exports to Iraq rise 12%' }, editor.bearer);
    expect(response.status).toBe(200);
    expect((await json<{ DESCRIPTION_ENG: string }>(response)).DESCRIPTION_ENG).toBe(
      'Exports to Iraq rise 12%',
    );
    const [row] = await api.db.select().from(news).where(eq(news.id, id));
    expect(row!.DESCRIPTION_ENG).toBe('Exports to Iraq rise 12%');
    expect(api.services.revalidatedTags).toEqual(['news', 'search']);
  });

  it('refuses a member with 403 and a visitor with 401, changing nothing', async () => {
    const member = await createMember(api);
    const id = await firstNewsId();
    expect((await put(id, { DESCRIPTION_ENG: 'Hijacked' }, member.bearer)).status).toBe(403);
    expect((await put(id, { DESCRIPTION_ENG: 'Hijacked' })).status).toBe(401);
    const [row] = await api.db.select().from(news).where(eq(news.id, id));
    expect(row!.DESCRIPTION_ENG).not.toBe('Hijacked');
  });

  it('answers 422 for an empty change or a bad value, and 404 for an unknown item', async () => {
    const admin = await createStaff(api, 'admin');
    const id = await firstNewsId();
    expect((await put(id, {}, admin.bearer)).status).toBe(422);
    expect((await put(id, { status: 7 }, admin.bearer)).status).toBe(422);
    expect((await put(id, { DESCRIPTION_ENG: '  ' }, admin.bearer)).status).toBe(422);
    expect((await put(999_999, { DESCRIPTION_ENG: 'Nothing' }, admin.bearer)).status).toBe(404);
  });

  it('needs the CSRF header when the session cookie authenticates it', async () => {
    const editor = await createStaff(api, 'editor');
    const id = await firstNewsId();
    const { Cookie } = editor.cookie;
    expect((await put(id, { DESCRIPTION_ENG: 'From a form' }, { Cookie: Cookie! })).status).toBe(
      403,
    );
    expect((await put(id, { DESCRIPTION_ENG: 'From the console' }, editor.cookie)).status).toBe(
      200,
    );
  });
});
