import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import {
  editProfile,
  form,
  sidewaysPng,
  smallJpeg,
  upload,
  userRow,
  type Fields,
} from './account-fixtures';
import { createMember, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';
import { memberIfMatch } from './helpers/versions';

const api = testApiForFile();

const edit = (member: TestMember, fields: Fields, headers?: Record<string, string>) =>
  editProfile(api, member, fields, headers);

const AVATAR_KEY = /^avatars\/(\d+)-[0-9a-f]{16}\.webp$/;

async function memberWithAvatar() {
  const key = `avatars/old-${Math.random().toString(16).slice(2)}.webp`;
  api.services.files.set(key, { body: Buffer.from('old'), contentType: 'image/webp' });
  return { member: await createMember(api, { avatar: key }), key };
}

describe('POST /api/edit-profile/{userId}: success', () => {
  it('stores the names and an upright WebP of at most 512 px, served from /api/uploads', async () => {
    const member = await createMember(api);
    const response = await edit(member, {
      name: '  Rania ',
      last_name: 'Khalil',
      avatar_img: upload(await sidewaysPng(), 'me.png'),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Success');

    const row = await userRow(api, member.user.id);
    expect(row).toMatchObject({ name: 'Rania', last_name: 'Khalil' });
    expect(row.avatar).toMatch(AVATAR_KEY);
    expect(AVATAR_KEY.exec(row.avatar!)![1]).toBe(String(member.user.id));

    const stored = api.services.files.get(row.avatar!)!;
    expect(stored.contentType).toBe('image/webp');
    const meta = await sharp(stored.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Turned upright: red on top, blue below (unturned, red would be on the left).
    const { data, info } = await sharp(stored.body).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at]!, data[at + 1]!, data[at + 2]!];
    };
    expect(pixel(256, 40)[0]).toBeGreaterThan(200);
    expect(pixel(256, 40)[2]).toBeLessThan(50);
    expect(pixel(256, 470)[2]).toBeGreaterThan(200);
    expect(pixel(256, 470)[0]).toBeLessThan(50);

    const served = await api.request(`/api/uploads/${row.avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored.body)).toBe(true);

    const user = await api.request('/api/user', { headers: member.bearer });
    expect(await json(user)).toMatchObject({
      name: 'Rania',
      avatar: row.avatar,
      avatar_img: `/api/uploads/${row.avatar}`,
    });
  });

  it('keeps a small image small', async () => {
    const member = await createMember(api);
    const response = await edit(member, {
      name: 'Rania',
      last_name: 'Khalil',
      avatar_img: upload(await smallJpeg(), 'me.jpg', 'image/jpeg'),
    });
    expect(response.status).toBe(200);
    const { avatar } = await userRow(api, member.user.id);
    const meta = await sharp(api.services.files.get(avatar!)!.body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('needs no new avatar when one exists, and keeps it', async () => {
    const { member, key } = await memberWithAvatar();
    const response = await edit(member, { name: 'Omar', last_name: 'Saleh' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Success');
    expect(await userRow(api, member.user.id)).toMatchObject({
      name: 'Omar',
      last_name: 'Saleh',
      avatar: key,
    });
    expect(api.services.files.has(key)).toBe(true);
  });

  it('treats an empty file input as no new avatar', async () => {
    const { member, key } = await memberWithAvatar();
    const response = await edit(member, {
      name: 'Omar',
      last_name: 'Saleh',
      avatar_img: upload(Buffer.alloc(0), '', 'application/octet-stream'),
    });
    expect(response.status).toBe(200);
    expect((await userRow(api, member.user.id)).avatar).toBe(key);
  });

  it('replaces the avatar and removes the previous file', async () => {
    const { member, key } = await memberWithAvatar();
    const response = await edit(member, {
      name: 'Omar',
      last_name: 'Saleh',
      avatar_img: upload(await smallJpeg(), 'new.jpg', 'image/jpeg'),
    });
    expect(response.status).toBe(200);
    const { avatar } = await userRow(api, member.user.id);
    expect(avatar).toMatch(AVATAR_KEY);
    expect(api.services.files.has(avatar!)).toBe(true);
    expect(api.services.files.has(key)).toBe(false);
    expect((await api.request(`/api/uploads/${key}`)).status).toBe(404);
  });

  it('ignores every other field a member sends', async () => {
    const { member } = await memberWithAvatar();
    const before = await userRow(api, member.user.id);
    const response = await edit(member, {
      name: 'Omar',
      last_name: 'Saleh',
      is_vip: '1',
      company_id: '7',
      role: 'admin',
      email: 'someone-else@example.jo',
      email_verified_at: '2026-01-01T00:00:00Z',
      subscribe: '1',
      international_buyers_access: '1',
      avatar: 'avatars/9-0000000000000000.webp',
      id: '1',
    });
    expect(response.status).toBe(200);
    const after = await userRow(api, member.user.id);
    expect(after).toMatchObject({
      id: before.id,
      name: 'Omar',
      is_vip: false,
      company_id: null,
      role: 'user',
      email: before.email,
      email_verified_at: null,
      subscribe: 0,
      international_buyers_access: 0,
      avatar: before.avatar,
    });
  });

  it('accepts the session cookie with the portal header, refuses it without', async () => {
    const { member } = await memberWithAvatar();
    const fields = { name: 'Omar', last_name: 'Saleh' };
    const path = `/api/edit-profile/${member.user.id}`;
    const withHeader = await api.request(path, {
      method: 'POST',
      headers: { ...member.cookie, ...(await memberIfMatch(api, 'POST', path)) },
      body: form(fields),
    });
    expect(withHeader.status).toBe(200);
    const withoutHeader = await api.request(path, {
      method: 'POST',
      headers: { Cookie: member.cookie.Cookie! },
      body: form({ ...fields, name: 'Forged' }),
    });
    expect(withoutHeader.status).toBe(403);
    expect((await userRow(api, member.user.id)).name).toBe('Omar');
  });
});
