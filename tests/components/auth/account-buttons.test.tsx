import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AccountButtons } from '@/components/layout/account-buttons';
import { http } from '@/lib/http/client';
import { ensureCurrentUser } from '@/lib/session/current-user';
import { router } from '@/tests/setup/navigation';

import { answer, apiError, eventually, member, renderAuth } from './auth-test-utils';

const push = router.push;

const post = vi.spyOn(http, 'post');
const get = vi.spyOn(http, 'get');

const asVisitor = () =>
  get.mockRejectedValue(apiError(401, { message: 'Please log in to continue.', errors: {} }));

async function openMenuFromKeyboard(name = 'Account menu of Rana') {
  const button = await screen.findByRole('button', { name }, { timeout: 5000 });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  button.focus();
  fireEvent.keyDown(button, { key: 'ArrowDown' });
  const menu = await screen.findByRole('menu');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return { button, menu };
}

describe('AccountButtons (part 1 §2.2, §4)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    push.mockReset();
    post.mockReset();
    get.mockReset();
    window.sessionStorage.clear();
  });

  it('shows Log in and Sign up as plain links until the user is known, and keeps them for a visitor (issue 31)', async () => {
    let answerVisitor: (value: never) => void = () => {};
    get.mockReturnValue(new Promise((_resolve, reject) => (answerVisitor = reject)));
    renderAuth(<AccountButtons />);
    // Before the answer (and before the scripts run) the links are there and lead where they say.
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/auth/login?redirect=%2Fnews');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth/register');
    expect(get).toHaveBeenCalledWith('/user');
    answerVisitor(apiError(401, { message: 'Please log in to continue.', errors: {} }) as never);
    await expect(ensureCurrentUser()).resolves.toBeNull();
    // The same links stay: nothing blinks when the answer comes.
    expect(screen.getByRole('link', { name: 'Log in' })).toBe(login);
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('returns an Arabic visitor to the Arabic page after the login (issue 25)', async () => {
    asVisitor();
    renderAuth(<AccountButtons />, 'ar');
    const login = await screen.findByRole('link', { name: 'تسجيل الدخول' }, { timeout: 5000 });
    // next-intl's Link adds /ar to the login page itself; the return address carries its own.
    expect(login).toHaveAttribute('href', '/auth/login?redirect=%2Far%2Fnews');
  });

  it('remembers the public page for the verification link', async () => {
    asVisitor();
    window.history.replaceState(null, '', '/ar/news?page=2');
    renderAuth(<AccountButtons />);
    await eventually(() =>
      expect(window.sessionStorage.getItem('portal:lastPage')).toBe('/ar/news?page=2'),
    );
    window.history.replaceState(null, '', '/');
  });

  it('gives a member Profile, Edit Profile and Log Out from the keyboard, and returns the focus', async () => {
    get.mockResolvedValue(answer(member));
    renderAuth(<AccountButtons />);
    const { button, menu } = await openMenuFromKeyboard();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Edit Profile', 'Log Out']);
    expect(items[0]).toHaveAttribute('href', '/profile');
    expect(items[1]).toHaveAttribute('href', '/edit-profile');
    await eventually(() => expect(items[0]).toHaveFocus());
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await eventually(() => expect(button).toHaveFocus());
  });

  it('gives staff a link to the console in their language; members never see it', async () => {
    get.mockResolvedValue(answer({ ...member, role: 'officer' }));
    renderAuth(<AccountButtons />);
    const { menu } = await openMenuFromKeyboard();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Edit Profile',
      'Agency console',
      'Log Out',
    ]);
    expect(items[2]).toHaveAttribute('href', '/admin');
  });

  it('shows the initials when the member has no avatar', async () => {
    get.mockResolvedValue(answer(member));
    renderAuth(<AccountButtons />);
    const button = await screen.findByTestId('profile-button', {}, { timeout: 5000 });
    expect(button).toHaveTextContent('RH');
    expect(button).toHaveTextContent('Rana');
  });

  it('logs out: the user is reset and the visitor goes to the root', async () => {
    get.mockResolvedValue(answer(member));
    post.mockResolvedValue(answer({ message: 'You have been logged out.' }));
    renderAuth(<AccountButtons />);
    const { menu } = await openMenuFromKeyboard();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await eventually(() => expect(push).toHaveBeenCalledWith('/'));
    expect(post).toHaveBeenCalledWith('/logout');
    expect(await ensureCurrentUser()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows "Error: Failed to log out" when the logout fails', async () => {
    get.mockResolvedValue(answer(member));
    post.mockRejectedValue(apiError(500, { message: 'Server error.', errors: {} }));
    renderAuth(<AccountButtons />);
    const { menu } = await openMenuFromKeyboard();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Error: Failed to log out');
    expect(alert.className).toMatch(/Error/);
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Account menu of Rana' })).toBeInTheDocument();
  });

  it('opens on click in Arabic, right to left', async () => {
    get.mockResolvedValue(answer(member));
    post.mockRejectedValue(new Error('Network Error'));
    renderAuth(<AccountButtons />, 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const button = await screen.findByRole(
      'button',
      { name: 'قائمة حساب Rana' },
      { timeout: 5000 },
    );
    fireEvent.click(button);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['الملف الشخصي', 'تعديل الملف الشخصي', 'تسجيل الخروج']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'تسجيل الخروج' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'خطأ: تعذّر تسجيل الخروج',
    );
  });

  it('shows Log in and Sign up to an Arabic visitor', async () => {
    asVisitor();
    renderAuth(<AccountButtons />, 'ar');
    expect(
      await screen.findByRole('link', { name: 'تسجيل الدخول' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إنشاء حساب' })).toBeInTheDocument();
  });
});
