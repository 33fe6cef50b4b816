import { describe, expect, it } from 'vitest';

import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

import {
  editProfile,
  hugePng,
  smallJpeg,
  svg,
  upload as file,
  userRow,
  type ErrorBody,
  type Fields,
} from './account-fixtures';
import { createMember, type TestMember } from './helpers/accounts';
import { json, testApiForFile } from './helpers/test-api';

const api = testApiForFile();

const edit = (member: TestMember, fields: Fields, headers?: Record<string, string>) =>
  editProfile(api, member, fields, headers);

describe('POST /api/edit-profile/{userId}: validation', () => {
  it('requires an avatar while the member has none', async () => {
    const member = await createMember(api);
    const response = await edit(member, { name: 'Rania', last_name: 'Khalil' });
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.message).toBe(en.Api.invalid);
    expect(body.errors).toEqual({ avatar_img: [en.rules.required] });
    expect((await userRow(api, member.user.id)).name).toBe('Lina');
  });

  it('lists every field error at once, in the request language', async () => {
    const member = await createMember(api);
    const response = await edit(
      member,
      { name: '  ', last_name: 'x'.repeat(21) },
      { 'Accept-Language': 'ar' },
    );
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.message).toBe(ar.Api.invalid);
    expect(body.errors).toEqual({
      name: [ar.rules.required],
      last_name: [ar.rules.counter],
      avatar_img: [ar.rules.required],
    });
  });

  it('refuses a file larger than 2 MB', async () => {
    const member = await createMember(api);
    const big = await hugePng();
    expect(big.length).toBeGreaterThan(2_000_000);
    const response = await edit(member, {
      name: 'Rania',
      last_name: 'Khalil',
      avatar_img: file(big, 'big.png'),
    });
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors).toEqual({ avatar_img: [en.Api.avatarSize] });
  });

  it.each([
    ['a text file named .png', file(Buffer.from('not an image at all'), 'x.png')],
    ['an SVG drawing', file(svg, 'x.svg', 'image/svg+xml')],
  ])('checks the content, not the name: refuses %s', async (_label, upload) => {
    const member = await createMember(api);
    const response = await edit(member, {
      name: 'Rania',
      last_name: 'Khalil',
      avatar_img: upload,
    });
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors).toEqual({ avatar_img: [en.Api.avatarType] });
  });

  it('refuses a truncated image', async () => {
    const member = await createMember(api);
    const truncated = (await smallJpeg()).subarray(0, 200);
    const response = await edit(member, {
      name: 'Rania',
      last_name: 'Khalil',
      avatar_img: file(truncated, 'cut.jpg', 'image/jpeg'),
    });
    expect(response.status).toBe(422);
    expect((await json<ErrorBody>(response)).errors).toEqual({ avatar_img: [en.Api.avatarType] });
    expect(
      [...api.services.files.keys()].some((k) => k.startsWith(`avatars/${member.user.id}-`)),
    ).toBe(false);
  });

  it('answers 422 with the name errors when the body is not a form', async () => {
    const member = await createMember(api);
    const response = await api.request(`/api/edit-profile/${member.user.id}`, {
      method: 'POST',
      headers: { ...member.bearer, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Rania', last_name: 'Khalil' }),
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(response)).errors).sort()).toEqual([
      'avatar_img',
      'last_name',
      'name',
    ]);
  });
});
