import type { TestApi } from './helpers/test-api';
import { imageBlob } from './staff-publications-fixtures';
import type { WriteContext } from './staff-writes-fixtures';

// Issue 29: a picture for rich-text content, sent as the editor's image button sends it; one
// successful call for the staff routes walk, shared with the API tests.

export const CONTENT_IMAGES_PATH = '/api/staff/content-images';

/** A multipart body with `file`. */
export function contentImageForm(blob: Blob, name = 'photo.png'): FormData {
  const form = new FormData();
  form.set('file', blob, name);
  return form;
}

export const sendContentImage = (api: TestApi, headers: Record<string, string>, form: FormData) =>
  api.request(CONTENT_IMAGES_PATH, { method: 'POST', headers, body: form });

type Fixture = (context: WriteContext) => Promise<Response>;

export const CONTENT_IMAGE_WRITES: Record<string, Fixture> = {
  'POST /api/staff/content-images': async ({ api, admin }) =>
    sendContentImage(api, admin.bearer, contentImageForm(await imageBlob())),
};
