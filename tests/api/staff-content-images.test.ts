import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { auditLog } from '@/lib/db/schema';

import { contentImageForm, CONTENT_IMAGES_PATH, sendContentImage } from './content-images-fixtures';
import { createMember, createStaff } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { imageBlob, pdfBlob } from './staff-publications-fixtures';

// Issue 29: the rich-text editor's image button. An editor's picture is checked by its content,
// re-encoded to WebP and stored under a public `content/…` key; the answer is the address the
// html names; the upload is audited. Anything else is refused in the page's language.

const api = testApiForFile();

type ErrorBody = { message: string; errors: Record<string, string[]> };

const arabic = { 'Accept-Language': 'ar' };

async function lastUpload() {
  const [entry] = await api.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity_type, 'content_images'), eq(auditLog.action, 'content-image.upload')),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe('POST /api/staff/content-images', () => {
  it('stores an editor’s picture re-encoded under content/ and answers its address', async () => {
    const editor = await createStaff(api, 'editor');
    const response = await sendContentImage(
      api,
      editor.bearer,
      contentImageForm(await imageBlob()),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const { url } = await json<{ url: string }>(response);
    expect(url).toMatch(/^\/api\/uploads\/content\/[0-9a-f]{24}\.webp$/);
    const key = url.slice('/api/uploads/'.length);
    const stored = api.services.files.get(key);
    expect(stored?.contentType).toBe('image/webp');
    expect((await sharp(stored!.body).metadata()).format).toBe('webp');

    // Pages show it: the address serves the picture inline to anyone.
    const served = await api.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('content-disposition')).toBe('inline');

    const entry = await lastUpload();
    expect(entry).toMatchObject({ actor_id: editor.user.id, entity_id: key });
    expect(entry!.after).toMatchObject({ key, url });
  });

  it('lets an administrator upload too', async () => {
    const admin = await createStaff(api, 'admin');
    const response = await sendContentImage(api, admin.bearer, contentImageForm(await imageBlob()));
    expect(response.status).toBe(201);
  });

  it('refuses a file that is not a picture, whatever its name and type say (422)', async () => {
    const editor = await createStaff(api, 'editor');
    const before = api.services.files.size;
    for (const blob of [
      pdfBlob(),
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], {
        type: 'image/svg+xml',
      }),
      new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }),
    ]) {
      const response = await sendContentImage(api, editor.bearer, contentImageForm(blob, 'a.png'));
      expect(response.status).toBe(422);
      const body = await json<ErrorBody>(response);
      expect(body.errors.file).toEqual(['Choose a JPEG, PNG, WebP or GIF picture.']);
    }
    expect(api.services.files.size).toBe(before);
  });

  it('says why in Arabic on an Arabic page', async () => {
    const editor = await createStaff(api, 'editor');
    const response = await sendContentImage(
      api,
      { ...editor.bearer, ...arabic },
      contentImageForm(pdfBlob(), 'a.pdf'),
    );
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.errors.file).toEqual(['اختر صورة بصيغة JPEG أو PNG أو WebP أو GIF.']);
  });

  it('refuses a picture over 9 MB (422), in both languages', async () => {
    const editor = await createStaff(api, 'editor');
    const large = new Blob([new Uint8Array(9 * 1024 * 1024 + 1)], { type: 'image/png' });
    const english = await sendContentImage(api, editor.bearer, contentImageForm(large));
    expect(english.status).toBe(422);
    expect((await json<ErrorBody>(english)).errors.file).toEqual([
      'The picture must be 9 MB or smaller.',
    ]);
    const inArabic = await sendContentImage(
      api,
      { ...editor.bearer, ...arabic },
      contentImageForm(large),
    );
    expect((await json<ErrorBody>(inArabic)).errors.file).toEqual([
      'يجب ألا يتجاوز حجم الصورة ٩ ميغابايت.',
    ]);
  });

  it('asks for a file when none is sent (422)', async () => {
    const editor = await createStaff(api, 'editor');
    const response = await sendContentImage(api, editor.bearer, new FormData());
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors.file).toEqual(['Choose a picture to upload.']);
  });

  it('refuses an officer and a member (403) and a visitor (401)', async () => {
    const form = async () => contentImageForm(await imageBlob());
    const officer = await createStaff(api, 'officer');
    expect((await sendContentImage(api, officer.bearer, await form())).status).toBe(403);
    const member = await createMember(api);
    expect((await sendContentImage(api, member.bearer, await form())).status).toBe(403);
    expect((await sendContentImage(api, {}, await form())).status).toBe(401);
  });

  it('is declared in the OpenAPI document as a staff route of the content tools', async () => {
    const document = await json<{ paths: Record<string, Record<string, unknown>> }>(
      await api.request('/api/openapi.json'),
    );
    expect(document.paths[CONTENT_IMAGES_PATH]?.post).toMatchObject({
      'x-staff-area': 'contentImages',
    });
  });
});
