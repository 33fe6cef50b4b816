import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import {
  EDIT_PROFILE_REDIRECT_DELAY_MS,
  EDIT_PROFILE_SUCCESS_DELAY_MS,
  EditProfileForm,
} from '@/features/account/components/edit-profile-form';
import { http } from '@/lib/http/client';
import type { Locale } from '@/lib/i18n/routing';
import type { User } from '@/lib/session/user';
import { atPage, router } from '@/tests/setup/navigation';

import { answer, failure, makeUser, renderAccount } from './account-fixtures';

atPage('/edit-profile');

const push = router.push;

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 5000 });

function renderForm(user: User = makeUser(), locale: Locale = 'en') {
  return renderAccount(<EditProfileForm user={user} />, locale);
}

const avatarInput = () => screen.getByLabelText<HTMLInputElement>('Profile picture');
const choose = (file: File) => fireEvent.change(avatarInput(), { target: { files: [file] } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const image = (bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], 'me.png', { type });

/** The multipart body of the last POST as plain entries. */
function sentFields(post: MockInstance<typeof http.post>) {
  const body = post.mock.calls.at(-1)?.[1];
  expect(body).toBeInstanceOf(FormData);
  return Object.fromEntries((body as FormData).entries());
}

describe('EditProfileForm (part 3 "Edit profile", §4, §5, §8)', { timeout: 20_000 }, () => {
  let post: MockInstance<typeof http.post>;

  beforeEach(() => {
    push.mockReset();
    post = vi.spyOn(http, 'post').mockResolvedValue(answer('Success'));
    vi.spyOn(http, 'get').mockResolvedValue(answer(makeUser()));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('links the fields to their labels and starts from the current names', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Lina');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Haddad');
    expect(avatarInput()).toHaveAttribute('type', 'file');
    expect(avatarInput()).toHaveAttribute('accept', 'image/*');
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  });

  it('refuses a file of 2 MB or more', async () => {
    renderForm();
    choose(image(2_000_000));
    expect(await screen.findByText('File size should be less than 2 MB!')).toBeInTheDocument();
    expect(avatarInput()).toHaveAttribute('aria-invalid', 'true');
    save();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image', async () => {
    renderForm();
    choose(new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Images only')).toBeInTheDocument();
  });

  it('asks for an avatar only while the member has none', async () => {
    renderForm(makeUser({ avatar: null, avatar_img: null }));
    save();
    expect(await screen.findByText('Required.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends only the names and the version it started from when no new file was chosen', async () => {
    renderForm(makeUser({ avatar: 'avatars/7.webp', avatar_img: '/api/uploads/avatars/7.webp' }));
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), {
      target: { value: 'Rana' },
    });
    save();
    await eventually(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe('/edit-profile/7');
    expect(sentFields(post)).toEqual({ name: 'Rana', last_name: 'Haddad', version: '1' });
  });

  it('sends a chosen image as avatar_img', async () => {
    renderForm();
    const file = image(1000);
    choose(file);
    save();
    await eventually(() => expect(post).toHaveBeenCalled());
    expect(sentFields(post).avatar_img).toBe(file);
  });

  it('on "Success" opens the success modal after 1 s and goes to the profile after 2 s', async () => {
    let release: (value: ReturnType<typeof answer>) => void = () => {};
    post.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    renderForm(makeUser({ avatar: 'avatars/7.webp', avatar_img: '/api/uploads/avatars/7.webp' }));
    save();
    await eventually(() => expect(post).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Sending…' })).toBeInTheDocument();
    // The clock starts when the answer arrives; nothing moves it until the test does.
    vi.useFakeTimers();
    await act(async () => release(answer('Success')));
    await act(() => vi.advanceTimersByTimeAsync(EDIT_PROFILE_SUCCESS_DELAY_MS - 1));
    expect(screen.queryByRole('dialog', { name: 'Sending…' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your profile has been updated successfully.')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Your profile has been updated successfully.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes', hidden: true })).toBeDisabled();
    expect(push).not.toHaveBeenCalled();
    await act(() =>
      vi.advanceTimersByTimeAsync(EDIT_PROFILE_REDIRECT_DELAY_MS - EDIT_PROFILE_SUCCESS_DELAY_MS),
    );
    expect(push).toHaveBeenCalledWith('/profile');
  });

  it('opens the error modal for any other answer and closes the loading modal', async () => {
    post.mockResolvedValue(answer('Failed'));
    renderForm(makeUser({ avatar: 'avatars/7.webp', avatar_img: '/api/uploads/avatars/7.webp' }));
    save();
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    await eventually(() =>
      expect(screen.queryByRole('dialog', { name: 'Sending…' })).not.toBeInTheDocument(),
    );
    expect(push).not.toHaveBeenCalled();
  });

  it('opens the error modal when the call fails', async () => {
    post.mockRejectedValue(failure(500));
    renderForm(makeUser({ avatar: 'avatars/7.webp', avatar_img: '/api/uploads/avatars/7.webp' }));
    save();
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });

  it('reads right to left in Arabic with Arabic messages', async () => {
    renderForm(makeUser(), 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    fireEvent.change(screen.getByLabelText<HTMLInputElement>('الصورة الشخصية'), {
      target: { files: [image(3_000_000)] },
    });
    expect(await screen.findByText('يجب أن يكون حجم الملف أقل من ٢ ميغابايت!')).toBeInTheDocument();
  });
});
