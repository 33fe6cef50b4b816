import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { ApiError, errorResponses } from '@/lib/api/errors';
import { SESSION_SECURITY } from '@/lib/api/openapi-security';
import { positiveInt } from '@/lib/api/params';
import { sentVersion } from '@/lib/api/record-version';
import { createRouter } from '@/lib/api/router';
import type { AppEnv } from '@/lib/api/types';
import { assertOwnUser, requireAuth, sessionOf } from '@/lib/auth/middleware';
import { NAME_MAX } from '@/lib/validation/rules';

import { AVATAR_MAX_BYTES } from '../schemas';

import { editProfile, type ProfileForm } from './edit-profile';
import { setNewsletterSubscription } from './newsletter';
import { uploadRoutes } from './uploads';

const tags = ['Account'];
const params = z.object({ userId: positiveInt('userId') });

// The specification's client compares the answer with the text "Success".
const successText = {
  description: 'Done',
  content: { 'text/plain': { schema: z.string().openapi({ example: 'Success' }) } },
};

// Every route here names a member and acts only when it is the signed-in one.
const member = { tags, middleware: requireAuth, security: SESSION_SECURITY };

const editProfileRoute = createRoute({
  ...member,
  method: 'post',
  path: '/edit-profile/{userId}',
  summary: "Changes the member's names and avatar (part 3 §5); other fields are ignored",
  request: {
    params,
    body: {
      // Described, not validated here: names and avatar are checked together so one answer lists
      // every field error, and the avatar by its content.
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['name', 'last_name'],
            properties: {
              name: { type: 'string', maxLength: NAME_MAX, example: 'Lina' },
              last_name: { type: 'string', maxLength: NAME_MAX, example: 'Haddad' },
              version: {
                type: 'integer',
                description:
                  'The version of the account the change started from (GET /api/user), or the ' +
                  "`If-Match` header; optional (the specification's call names none), 409 when " +
                  'the account changed since the version named',
              },
              avatar_img: {
                type: 'string',
                format: 'binary',
                description: `JPEG, PNG, WebP or GIF of at most ${AVATAR_MAX_BYTES} bytes; required while the member has no avatar. Stored as a WebP of at most 512×512 px.`,
              },
            },
          },
        },
      },
    },
  },
  responses: { 200: successText, ...errorResponses(400, 401, 403, 409, 413, 422) },
});

const subscribeRoute = createRoute({
  ...member,
  method: 'post',
  path: '/subscribe-to-news/{userId}',
  request: { params },
  summary: 'Subscribes the member to the newsletter (subscribe 1)',
  responses: { 200: successText, ...errorResponses(401, 403, 422) },
});

const unsubscribeRoute = createRoute({
  ...member,
  method: 'post',
  path: '/unsubscribe-from-news/{userId}',
  request: { params },
  summary: 'Unsubscribes the member from the newsletter (subscribe 0)',
  responses: { 200: successText, ...errorResponses(401, 403, 422) },
});

async function readForm(c: Context<AppEnv>): Promise<ProfileForm> {
  try {
    return await c.req.parseBody();
  } catch {
    throw new ApiError(400, 'Api.malformed');
  }
}

// POST edit-profile/{userId}, subscribe-to-news/{userId}, unsubscribe-from-news/{userId};
// GET uploads/{key}
export const accountRoutes = createRouter()
  // POST /api/edit-profile/{userId} – the member's names and avatar
  .openapi(editProfileRoute, async (c) => {
    const { userId } = c.req.valid('param');
    assertOwnUser(c, userId);
    const services = c.get('services');
    const form = await readForm(c);
    await editProfile(sessionOf(c).user, form, {
      db: c.get('db'),
      log: c.get('log'),
      storage: services.storage,
      now: services.now(),
      version: sentVersion(c, typeof form.version === 'string' ? form.version : undefined),
    });
    return c.text('Success', 200);
  })
  // POST /api/subscribe-to-news/{userId} – newsletter on
  .openapi(subscribeRoute, async (c) => {
    const { userId } = c.req.valid('param');
    assertOwnUser(c, userId);
    await setNewsletterSubscription(c.get('db'), userId, true, c.get('services').now());
    return c.text('Success', 200);
  })
  // POST /api/unsubscribe-from-news/{userId} – newsletter off
  .openapi(unsubscribeRoute, async (c) => {
    const { userId } = c.req.valid('param');
    assertOwnUser(c, userId);
    await setNewsletterSubscription(c.get('db'), userId, false, c.get('services').now());
    return c.text('Success', 200);
  })
  .route('/', uploadRoutes);
