import 'server-only';
import type { Context } from 'hono';

import { notFound } from '@/lib/api/errors';
import { staffCrudRoutes } from '@/lib/api/staff-crud-routes';
import { tableCommands } from '@/lib/api/staff-table-commands';
import type { AppEnv } from '@/lib/api/types';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { credentials } from '@/lib/db/schema';

import { credentialInputSchema, credentialSchema } from '../schemas';

import { checkCredentialReferences } from './check-credential';
import { CREDENTIAL_COLUMNS, findCredential } from './queries';

// part 3 §7: POST /api/credentials, PUT and DELETE /api/credentials/{id}, at the specification's
// paths, are staff writes (issue 27; part 3 §6 leaves their permissions open): declared with
// staffRoute, so a visitor gets 401, a member or an officer 403, and editors and administrators
// pass; each change runs in staffChange (version check, audit entry, the public pages re-validated).

/** The credential as part 3 §7 answers it, read once the change is committed. */
async function answerOf(c: Context<AppEnv>, id: number) {
  const credential = await findCredential(c.get('db'), id, c.get('services').now());
  if (!credential) throw notFound();
  return credential;
}

export const credentialWriteRoutes = staffCrudRoutes({
  area: 'credentials',
  path: '/credentials',
  name: 'credential',
  body: credentialInputSchema,
  record: credentialSchema,
  revalidate: [CACHE_TAGS.credentials],
  check: (db, input) => checkCredentialReferences(db, input),
  commands: tableCommands({
    table: credentials,
    columns: CREDENTIAL_COLUMNS,
    entity: 'credentials',
    action: 'credential',
    stamped: true,
  }),
  answer: {
    create: (c, created: { id: number }) => answerOf(c, created.id),
    update: (c, _changed, { id }) => answerOf(c, id!),
  },
  docs: {
    create: {
      summary: 'Adds a credential and answers it (editors; audited)',
      text: 'The created credential',
    },
  },
});
