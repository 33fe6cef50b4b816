import 'server-only';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';

import { errorResponses, notFound } from '@/lib/api/errors';
import { jsonResponse } from '@/lib/api/json-response';
import { positiveInt } from '@/lib/api/params';
import { createRouter } from '@/lib/api/router';
import { staffChange } from '@/lib/api/staff-change';
import { staffRoute } from '@/lib/api/staff-route';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { nextVersion } from '@/lib/db/next-version';
import { credentials } from '@/lib/db/schema';
import type { Db } from '@/lib/db/types';
import { withoutVersion } from '@/lib/validation/version';

import { credentialInputSchema, credentialSchema } from '../schemas';

import { checkCredentialReferences } from './check-credential';
import { CREDENTIAL_COLUMNS, findCredential } from './queries';

// part 3 §7: POST /api/credentials, PUT and DELETE /api/credentials/{id}, at the specification's
// paths, are staff writes (issue 27; part 3 §6 leaves their permissions open): declared with
// staffRoute, so a visitor gets 401, a member or an officer 403, and editors and administrators
// pass; each change runs in staffChange (version check, audit entry, the public pages re-validated).
const idParam = { params: z.object({ id: positiveInt('id') }) };
const body = {
  body: { content: { 'application/json': { schema: credentialInputSchema } }, required: true },
};
const revalidate = [CACHE_TAGS.credentials];
const ENTITY = 'credentials';

const createCredentialRoute = staffRoute('credentials', {
  method: 'post',
  path: '/credentials',
  summary: 'Adds a credential and answers it (editors; audited)',
  request: body,
  responses: {
    201: jsonResponse(credentialSchema, 'The created credential'),
    ...errorResponses(422),
  },
});

const updateRoute = staffRoute('credentials', {
  method: 'put',
  path: '/credentials/{id}',
  summary: 'Changes a credential from the version the editor started from (audited)',
  request: { ...idParam, ...body },
  responses: {
    200: jsonResponse(credentialSchema, 'The changed credential'),
    ...errorResponses(404, 409, 422, 428),
  },
});

const deleteRoute = staffRoute('credentials', {
  method: 'delete',
  path: '/credentials/{id}',
  summary: 'Removes a credential at the version named by If-Match (audited)',
  request: idParam,
  responses: {
    200: jsonResponse(z.object({ id: z.number().int() }), 'The removed credential’s id'),
    ...errorResponses(404, 409, 428),
  },
});

async function lockCredential(tx: Db, id: number) {
  const [row] = await tx
    .select(CREDENTIAL_COLUMNS)
    .from(credentials)
    .where(eq(credentials.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function answerOf(db: Db, id: number, now: Date) {
  const credential = await findCredential(db, id, now);
  if (!credential) throw notFound();
  return credential;
}

export const credentialWriteRoutes = createRouter()
  // POST /api/credentials – a new credential (part 3 §7: answers the created credential)
  .openapi(createCredentialRoute, async (c) => {
    const input = withoutVersion(c.req.valid('json'));
    await checkCredentialReferences(c.get('db'), input);
    const created = await staffChange(
      c,
      async ({ tx, now }) => {
        const stamp = now.toISOString();
        const [row] = await tx
          .insert(credentials)
          .values({ ...input, created_at: stamp, updated_at: stamp })
          .returning(CREDENTIAL_COLUMNS);
        const audit = { action: 'credential.create', entityType: ENTITY, entityId: row!.id };
        return { result: row!, audit: { ...audit, after: input } };
      },
      { revalidate },
    );
    return c.json(await answerOf(c.get('db'), created.id, c.get('services').now()), 201);
  })
  // PUT /api/credentials/{id} – its fields replaced, from the version the editor opened
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = withoutVersion(c.req.valid('json'));
    await checkCredentialReferences(c.get('db'), input);
    await staffChange(
      c,
      async ({ tx, now, checkVersion }) => {
        const before = await lockCredential(tx, id);
        checkVersion(before.version);
        const [changed] = await tx
          .update(credentials)
          .set({
            ...input,
            version: nextVersion(credentials.version),
            updated_at: now.toISOString(),
          })
          .where(eq(credentials.id, id))
          .returning(CREDENTIAL_COLUMNS);
        const audit = { action: 'credential.update', entityType: ENTITY, entityId: id };
        return { result: changed!, audit: { ...audit, before, after: changed! } };
      },
      { revalidate },
    );
    return c.json(await answerOf(c.get('db'), id, c.get('services').now()), 200);
  })
  // DELETE /api/credentials/{id} – removed from the list
  .openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const removed = await staffChange(
      c,
      async ({ tx, checkVersion }) => {
        const before = await lockCredential(tx, id);
        checkVersion(before.version);
        await tx.delete(credentials).where(eq(credentials.id, id));
        const audit = { action: 'credential.delete', entityType: ENTITY, entityId: id, before };
        return { result: { id }, audit };
      },
      { revalidate },
    );
    return c.json(removed, 200);
  });
