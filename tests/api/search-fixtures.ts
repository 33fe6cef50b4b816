import { searchIndexHook } from '@/features/search/server/search-hook';
import { handleError } from '@/lib/api/handle-errors';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import type { AuthSession } from '@/lib/auth/sessions';
import type { Db } from '@/lib/db/types';
import type { ChangedRecord } from '@/lib/search/index-hook';

import type { TestMember } from './helpers/accounts';
import type { TestApi } from './helpers/test-api';

/**
 * A staff change of a table that has no staff route yet (the menu pages: their console is issue 29),
 * made as a route would make it: through staffChange, its audit entry naming the record.
 */
export async function runStaffChange(
  api: TestApi,
  actor: TestMember,
  record: ChangedRecord,
  write: (tx: Db) => Promise<unknown>,
) {
  const app = createRouter();
  app.use(async (c, next) => {
    c.set('db', api.db);
    c.set('services', api.services);
    c.set('locale', 'en');
    c.set('searchIndex', searchIndexHook);
    c.set('auth', { user: actor.user } as AuthSession);
    await next();
  });
  app.post('/change', async (c) =>
    c.json(
      await staffChange(c, async ({ tx }) => {
        await write(tx);
        return { result: record, audit: { action: 'page.update', ...record } };
      }),
    ),
  );
  app.onError(handleError);
  const response = await app.request('/change', { method: 'POST' });
  if (response.status !== 200) throw new Error(await response.text());
}
