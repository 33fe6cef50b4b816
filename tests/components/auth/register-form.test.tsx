import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RegisterForm } from '@/features/auth/components/register-form';
import { http } from '@/lib/http/client';
import { router } from '@/tests/setup/navigation';

import { answer, apiError, eventually, renderAuth } from './auth-test-utils';

const push = router.push;

const post = vi.spyOn(http, 'post');
const get = vi.spyOn(http, 'get');

const VALID = {
  name: 'Rana',
  phone: '0791234567',
  email: 'rana@example.jo',
  password: 'correct-horse',
  password_confirmation: 'correct-horse',
};

function fill(labels = { name: /^Name/, phone: /^Phone number/, email: /^E-mail/ }) {
  fireEvent.change(screen.getByLabelText(labels.name), { target: { value: VALID.name } });
  fireEvent.change(screen.getByLabelText(labels.phone), { target: { value: VALID.phone } });
  fireEvent.change(screen.getByLabelText(labels.email), { target: { value: VALID.email } });
  for (const name of ['password', 'password_confirmation'] as const) {
    const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    fireEvent.change(input, { target: { value: VALID[name] } });
  }
  fireEvent.click(screen.getByRole('checkbox'));
}

const taken = apiError(422, {
  message: 'The given data was invalid.',
  errors: {
    email: ['The email has already been taken.'],
    password: ['This password is too common. Please choose another one.', 'Min 8 characters'],
  },
});

describe('RegisterForm (part 1 §2.8, §4, §8)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    push.mockReset();
    post.mockReset();
    get.mockReset();
    get.mockRejectedValue(apiError(401, { message: 'Please log in to continue.', errors: {} }));
  });
  afterEach(() => vi.useRealTimers());

  it('lists every field error as "field: message" lines in the modal', async () => {
    post.mockRejectedValue(taken);
    renderAuth(<RegisterForm variant="modal" onDone={vi.fn()} onSwitch={vi.fn()} />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect([...alert.querySelectorAll('p')].map((line) => line.textContent)).toEqual([
      'E-mail: The email has already been taken.',
      'Password: This password is too common. Please choose another one.',
      'Password: Min 8 characters',
    ]);
    // The terms box is not part of the request.
    expect(post).toHaveBeenCalledWith('/register', VALID);
  });

  it('shows the first errors.email message on the register page', async () => {
    post.mockRejectedValue(taken);
    renderAuth(<RegisterForm variant="page" />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(/^The email has already been taken\.$/);
  });

  it('needs the terms box and links the terms page in a new tab', async () => {
    renderAuth(<RegisterForm variant="page" />);
    const link = screen.getByRole('link', { name: /terms and conditions/ });
    expect(link).toHaveAttribute('href', '/menu-3/51-terms-and-conditions');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('0/20 characters')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText('You must agree to continue!', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Required.')).toHaveLength(5);
    expect(post).not.toHaveBeenCalled();
  });

  it('on the page: goes Home with the success message', async () => {
    post.mockResolvedValue(answer({ token: 'secret' }, 201));
    renderAuth(<RegisterForm variant="page" />);
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await eventually(() => expect(push).toHaveBeenCalledWith('/'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You have successfully registered and logged in',
    );
  });

  it('in the modal (Arabic): shows the message, then announces the sign-up after 3 s and closes', async () => {
    post.mockResolvedValue(answer({ token: 'secret' }, 201));
    const onDone = vi.fn();
    const signup = vi.fn();
    window.addEventListener('portal:signup', signup);
    renderAuth(<RegisterForm variant="modal" onDone={onDone} onSwitch={vi.fn()} />, 'ar');
    expect(screen.getByLabelText(/^رقم الهاتف/)).toHaveAttribute('dir', 'ltr');
    // The name's counter is a quantity: Arabic-Indic digits (docs/decisions/look-and-speed.md "Digits in Arabic").
    expect(screen.getByText('٠/٢٠ حرفًا')).toBeInTheDocument();
    fill({ name: /^الاسم/, phone: /^رقم الهاتف/, email: /^البريد الإلكتروني/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    expect(
      await screen.findByText('تم تسجيلك وتسجيل دخولك بنجاح', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(signup).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3000));
    expect(signup).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(push).not.toHaveBeenCalled();
    window.removeEventListener('portal:signup', signup);
  });
});
