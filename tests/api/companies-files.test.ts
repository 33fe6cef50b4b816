import { crc32, deflateSync } from 'node:zlib';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { ErrorBody } from './account-fixtures';
import {
  companyOf,
  jpegWithExif,
  pdf,
  png,
  post,
  registrationForm,
  upload,
  type Fields,
} from './companies-fixtures';
import { createMember } from './helpers/accounts';
import { testApiForFile } from './helpers/test-api';

const api = testApiForFile();

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real 20000×20000 PNG (1-bit grey, all black): 400 megapixels in a few kilobytes. */
function giantPng() {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc(side * (1 + side / 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script>');

async function registerWith(overrides: Fields) {
  const member = await createMember(api);
  const before = new Set(api.services.files.keys());
  const response = await post(
    api,
    member,
    '/api/international-buyers',
    await registrationForm(overrides),
  );
  const added = [...api.services.files.keys()].filter((key) => !before.has(key));
  return { member, response, added };
}

describe('company files are checked by their content', () => {
  it.each([
    [
      'an SVG',
      async () => upload(svg, 'logo.svg', 'image/svg+xml'),
      'The file must be an image (JPEG, PNG, WebP or GIF).',
    ],
    [
      'an HTML file named .png',
      async () => upload(html, 'logo.png', 'image/png'),
      'The file must be an image (JPEG, PNG, WebP or GIF).',
    ],
    [
      'a PNG with a script appended',
      async () =>
        upload(Buffer.concat([await png(), Buffer.from('<script>alert(1)</script>')]), 'logo.png'),
      'The file must be an image (JPEG, PNG, WebP or GIF).',
    ],
    [
      'a 20000×20000 PNG',
      async () => upload(giantPng(), 'logo.png'),
      'The file must be an image (JPEG, PNG, WebP or GIF).',
    ],
    [
      'a 10 MB file',
      async () => upload(Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]), 'logo.png'),
      'File size should be less than 9 MB!',
    ],
  ])('refuses %s as a logo and stores nothing', async (_label, make, message) => {
    const { member, response, added } = await registerWith({ logo: await make() });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).errors.logo).toEqual([message]);
    expect(added).toEqual([]);
    expect(await companyOf(api, member.user.id)).toBeUndefined();
  });

  it.each([
    [
      'a PNG named .pdf',
      async () => upload(await png(), 'profile.pdf', 'application/pdf'),
      'File type should be PDF!',
    ],
    [
      'a PDF with JavaScript',
      async () =>
        upload(
          Buffer.from(
            '%PDF-1.4\n1 0 obj <</OpenAction <</S /JavaScript /JS (app.alert(1))>> >> endobj\n%%EOF\n',
          ),
          'profile.pdf',
          'application/pdf',
        ),
      'File type should be PDF!',
    ],
    [
      'a PDF of 10 MB',
      async () =>
        upload(
          Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024, 0x20)]),
          'big.pdf',
          'application/pdf',
        ),
      'File size should be less than 9 MB!',
    ],
  ])('refuses %s as the profile and stores nothing', async (_label, make, message) => {
    const { response, added } = await registerWith({ company_profile_pdf: await make() });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).errors.company_profile_pdf).toEqual([message]);
    expect(added).toEqual([]);
  });

  it('refuses an image as a certificate (certificates are PDFs)', async () => {
    const { response, added } = await registerWith({
      'certificate_files.1': upload(await png(), 'c.png'),
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).errors['attachment_option_file.1.file']).toEqual([
      'File type should be PDF!',
    ]);
    expect(added).toEqual([]);
  });

  it('stores a photo re-encoded as WebP of at most 512 px, without its EXIF data', async () => {
    const { member, response } = await registerWith({
      logo: upload(await jpegWithExif(), 'logo.jpg', 'image/jpeg'),
    });
    expect(response.status).toBe(200);
    const company = (await companyOf(api, member.user.id))!;
    const stored = api.services.files.get(company.logo)!;
    const meta = await sharp(stored.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect(meta.exif).toBeUndefined();
    expect(stored.body.includes(Buffer.from('Secret Studio'))).toBe(false);
  });

  it("answers 413 to a body over the route's limit, before anything is stored", async () => {
    const member = await createMember(api);
    const before = api.services.files.size;
    const response = await post(api, member, '/api/international-buyers', {
      ...(await registrationForm()),
      padding: upload(Buffer.alloc(61 * 1024 * 1024), 'padding.bin', 'application/octet-stream'),
    });
    expect(response.status).toBe(413);
    expect(api.services.files.size).toBe(before);
  });
});
