import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LoginForm } from '@/features/auth/components/login-form';
import { http } from '@/lib/http/client';
import { ensureCurrentUser, useCurrentUser } from '@/lib/session/current-user';
import { router } from '@/tests/setup/navigation';

import { answer, apiError, eventually, member, renderAuth } from './auth-test-utils';

const replace = router.replace;

const post = vi.spyOn(http, 'post');

function UserProbe() {
  const { data } = useCurrentUser();
  return <span data-testid="probe">{data ? data.name : 'visitor'}</span>;
}
const get = vi.spyOn(http, 'get');

function fill(email = 'rana@example.jo', password = 'correct-horse') {
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm (part 1 §2.8, §8)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    replace.mockReset();
    post.mockReset();
    get.mockReset();
    get.mockRejectedValue(apiError(401, { message: 'Please log in to continue.', errors: {} }));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the first errors.email message in red, the snackbar, and resets the form', async () => {
    post.mockRejectedValue(
      apiError(422, {
        message: 'The given data was invalid.',
        errors: { email: ['Invalid email/password', 'second'] },
      }),
    );
    renderAuth(<LoginForm variant="page" />);
    fill();
    await eventually(() =>
      expect(screen.getByTestId('login-form')).toHaveTextContent('Invalid email/password'),
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Invalid email/password',
      'Invalid email/password',
    ]);
    expect(post).toHaveBeenCalledWith('/login', {
      email: 'rana@example.jo',
      password: 'correct-horse',
    });
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(replace).not.toHaveBeenCalled();
  });

  it('falls back to "Unknown error" when the answer has no message', async () => {
    post.mockRejectedValue(new Error('Network Error'));
    renderAuth(<LoginForm variant="page" />);
    fill();
    const form = screen.getByTestId('login-form');
    await eventually(() => expect(form).toHaveTextContent('Unknown error'));
    expect(screen.getByText('Unknown error')).toHaveAttribute('role', 'alert');
  });

  it('shows the translated rules and the password hint, linked to the inputs', async () => {
    renderAuth(<LoginForm variant="page" />);
    const password = screen.getByLabelText(/^Password/);
    const hint = screen.getByText('At least 8 characters');
    expect(password.getAttribute('aria-describedby')).toContain(hint.id);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'nope' } });
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid e-mail.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Min 8 characters')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('toggles the password visibility', () => {
    renderAuth(<LoginForm variant="page" />);
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['/ar/profile?tab=1', '/ar/profile?tab=1'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    [undefined, '/'],
  ])('goes to the safe redirect %s → %s', async (redirect, target) => {
    post.mockResolvedValue(answer({ token: 'secret' }));
    renderAuth(<LoginForm variant="page" redirect={redirect} />);
    fill();
    await eventually(() => expect(replace).toHaveBeenCalledWith(target));
  });

  it('in the modal: stays on the page, announces the login and closes', async () => {
    post.mockResolvedValue(answer({ token: 'secret' }));
    const onDone = vi.fn();
    const authorized = vi.fn();
    window.addEventListener('portal:authorized', authorized);
    renderAuth(
      <>
        <UserProbe />
        <LoginForm variant="modal" onDone={onDone} onSwitch={vi.fn()} />
      </>,
    );
    await eventually(() => expect(screen.getByTestId('probe')).toHaveTextContent('visitor'));
    get.mockResolvedValue(answer(member));
    fill();
    await eventually(() => expect(onDone).toHaveBeenCalled());
    expect(authorized).toHaveBeenCalledTimes(1);
    expect(replace).not.toHaveBeenCalled();
    // The user was read again before the modal closed.
    expect(get).toHaveBeenCalledWith('/user');
    expect(await ensureCurrentUser()).toEqual(member);
    expect(screen.getByTestId('probe')).toHaveTextContent('Rana');
    window.removeEventListener('portal:authorized', authorized);
  });

  it('works right to left in Arabic, addresses left to right, Home of /ar', async () => {
    post.mockResolvedValue(answer({ token: 'secret' }));
    renderAuth(<LoginForm variant="page" />, 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const email = screen.getByLabelText(/البريد الإلكتروني/);
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute(
      'href',
      '/auth/forget_password',
    );
    fireEvent.change(email, { target: { value: 'rana@example.jo' } });
    fireEvent.change(screen.getByLabelText(/^كلمة المرور/), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await eventually(() => expect(replace).toHaveBeenCalledWith('/ar'));
  });
});
