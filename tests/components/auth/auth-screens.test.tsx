import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CaptchaContext } from '@/components/captcha/use-captcha';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { http } from '@/lib/http/client';
import { router } from '@/tests/setup/navigation';

import { answer, apiError, eventually, member, renderAuth } from './auth-test-utils';

const replace = router.replace;

const post = vi.spyOn(http, 'post');
const get = vi.spyOn(http, 'get');
const visitor = apiError(401, { message: 'Please log in to continue.', errors: {} });

function setPasswords(value: string) {
  for (const name of ['password', 'password_confirmation']) {
    const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    fireEvent.change(input, { target: { value } });
  }
}

describe('Forgot, reset and verify (part 1 §2.8, §8)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    replace.mockReset();
    post.mockReset();
    get.mockReset();
    get.mockRejectedValue(visitor);
    window.sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('sends the address form-encoded and shows the answer', async () => {
    post.mockResolvedValue(
      answer({ message: 'Message has been sent to your Email, Please check your Email' }),
    );
    renderAuth(<ForgotPasswordForm />);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'Rana@Example.jo ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'Message has been sent to your Email, Please check your Email',
    );
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe('/forget_password');
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(String(body)).toBe('email=rana%40example.jo');
  });

  it('sends the captcha token for the forgot_password action when a captcha is configured', async () => {
    post.mockResolvedValue(answer({ message: 'Sent' }));
    const runCaptcha = vi.fn(async (action: string) => `token-for-${action}`);
    renderAuth(
      <CaptchaContext.Provider value={runCaptcha}>
        <ForgotPasswordForm />
      </CaptchaContext.Provider>,
    );
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'rana@example.jo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Sent');
    expect(runCaptcha).toHaveBeenCalledWith('forgot_password');
    expect(String(post.mock.calls[0]![1])).toBe(
      'email=rana%40example.jo&token=token-for-forgot_password',
    );
  });

  it('shows the answer message when forgot password fails', async () => {
    post.mockRejectedValue(
      apiError(429, { message: 'Too many attempts. Please try again in 60 seconds.', errors: {} }),
    );
    renderAuth(<ForgotPasswordForm />);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'rana@example.jo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Too many attempts. Please try again in 60 seconds.',
    );
  });

  it('reset failure: the first errors.email message, else the message', async () => {
    post.mockRejectedValueOnce(
      apiError(422, { message: 'Invalid', errors: { email: ['This link has expired.'] } }),
    );
    post.mockRejectedValueOnce(apiError(422, { message: 'Link invalid.', errors: {} }));
    renderAuth(<ResetPasswordForm token="abc" email="rana@example.jo" />);
    setPasswords('new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This link has expired.',
    );
    setPasswords('new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await eventually(() => expect(screen.getByRole('alert')).toHaveTextContent('Link invalid.'));
  });

  it('reset success (Arabic): the message, a login after 2 s, then the root', async () => {
    post.mockImplementation(async (path: string) =>
      path === '/login' ? answer({ token: 't' }) : answer({ message: 'تمت إعادة التعيين' }),
    );
    renderAuth(<ResetPasswordForm token="abc" email="rana@example.jo" />, 'ar');
    setPasswords('new-password-1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'تمت إعادة التعيين',
    );
    const [, body] = post.mock.calls[0]!;
    expect(Object.fromEntries(body as URLSearchParams)).toEqual({
      email: 'rana@example.jo',
      token: 'abc',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(post).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await eventually(() => expect(replace).toHaveBeenCalledWith('/ar'));
    expect(post).toHaveBeenLastCalledWith('/login', {
      email: 'rana@example.jo',
      password: 'new-password-1',
    });
  });

  it('verify: waits, then returns to the saved page', async () => {
    window.sessionStorage.setItem('portal:lastPage', '/ar/news?page=2');
    let done: (value: unknown) => void = () => {};
    get.mockImplementation((path: string) =>
      path === '/user'
        ? Promise.reject(visitor)
        : new Promise((resolve) => (done = () => resolve(answer({ message: 'ok' })))),
    );
    renderAuth(<VerifyEmail hash="7.123.sig" />);
    expect(screen.getByText('Please wait verification process...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@jordanexports.jo' })).toHaveAttribute(
      'href',
      'mailto:support@jordanexports.jo',
    );
    await eventually(() => expect(get).toHaveBeenCalledWith('/email/verify/7.123.sig'));
    done(undefined);
    await eventually(() => expect(replace).toHaveBeenCalledWith('/ar/news?page=2'));
  });

  // Issue 25: the confirmation was in both catalogues but never shown.
  it('verify: confirms the address here, then on the next page', async () => {
    get.mockImplementation((path: string) =>
      path === '/user' ? Promise.reject(visitor) : Promise.resolve(answer({ message: 'ok' })),
    );
    renderAuth(<VerifyEmail hash="h" />, 'ar');
    const done = await screen.findByTestId('verify-done', {}, { timeout: 5000 });
    expect(within(done).getByRole('status')).toHaveTextContent('تم تأكيد بريدك الإلكتروني.');
    expect(replace).not.toHaveBeenCalled();
    await eventually(() => expect(replace).toHaveBeenCalledWith('/ar/profile'));
    // The layout's snackbar outlives the page: the message follows the visitor.
    await eventually(() =>
      expect(screen.getAllByText('تم تأكيد بريدك الإلكتروني.')).toHaveLength(2),
    );
  });

  it('verify: goes to the profile without a saved page, never to another site', async () => {
    window.sessionStorage.setItem('portal:lastPage', '//evil.example');
    get.mockImplementation((path: string) =>
      path === '/user' ? Promise.reject(visitor) : Promise.resolve(answer({ message: 'ok' })),
    );
    renderAuth(<VerifyEmail hash="h" />, 'ar');
    await eventually(() => expect(replace).toHaveBeenCalledWith('/'));
    window.sessionStorage.clear();
    replace.mockReset();
    renderAuth(<VerifyEmail hash="h" />, 'ar');
    await eventually(() => expect(replace).toHaveBeenCalledWith('/ar/profile'));
  });

  it('verify failure: the reason, the support link and a new link for a member', async () => {
    get.mockImplementation((path: string) => {
      if (path === '/user') return Promise.resolve(answer(member));
      if (path === '/email/resend') {
        return Promise.resolve(
          answer({ message: 'Link for email verification successfully sent.' }, 202),
        );
      }
      return Promise.reject(
        apiError(403, { message: 'This verification link is invalid or has expired.', errors: {} }),
      );
    });
    renderAuth(<VerifyEmail hash="bad" />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This verification link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'support@jordanexports.jo' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText('Link for email verification successfully sent.'),
    ).toHaveAttribute('role', 'status');
    expect(replace).not.toHaveBeenCalled();
  });
});
