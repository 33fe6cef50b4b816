import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useModals } from '@/components/feedback/modal-context';
import { ModalProvider } from '@/components/feedback/modal-host';
import { SnackbarProvider } from '@/components/feedback/snackbar-provider';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { AuthModalHost } from '@/features/auth/components/modals/auth-modal-host';
import { http } from '@/lib/http/client';
import en from '@/messages/en.json';
import '@/tests/setup/preload-dialogs';

import { answer, apiError, eventually } from './auth-test-utils';

// The banner is an async server component; the frame around the form is what is tested here.
vi.mock('@/components/layout/page-banner', () => ({
  PageBanner: ({ title }: { title: string }) => <h1>{title}</h1>,
}));

const post = vi.spyOn(http, 'post');
const get = vi.spyOn(http, 'get');

// What the locale layout gives now: messages, the snackbar and the modals; no MUI theme and no
// React Query, which the islands bring themselves.
function renderBare(ui: ReactElement) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Amman">
        <SnackbarProvider>
          <ModalProvider>{children}</ModalProvider>
        </SnackbarProvider>
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}

function OpenLogin() {
  const modals = useModals();
  return <button onClick={() => modals.open('login')}>open login</button>;
}

describe('the sign-in screens as islands', { timeout: 20_000 }, () => {
  beforeEach(() => {
    post.mockReset();
    get.mockReset();
    get.mockRejectedValue(apiError(401, { message: 'Unauthenticated.', errors: {} }));
  });

  it('AuthPage’s form sends without providers from the layout', async () => {
    post.mockResolvedValue(answer({ message: 'Sent' }));
    renderBare(
      AuthPage({
        title: 'Forgot password',
        intro: 'Enter your e-mail.',
        children: <ForgotPasswordForm />,
      }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot password');
    expect(screen.getByText('Enter your e-mail.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'rana@example.jo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Sent');
    expect(post).toHaveBeenCalledWith('/forget_password', expect.any(URLSearchParams));
  });

  it('the login modal logs in without a React Query provider around the page', async () => {
    post.mockResolvedValue(answer({ token: 'token', token_type: 'Bearer' }));
    renderBare(
      <>
        <AuthModalHost />
        <OpenLogin />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'rana@example.jo' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct-horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await eventually(() =>
      expect(post).toHaveBeenCalledWith('/login', {
        email: 'rana@example.jo',
        password: 'correct-horse',
      }),
    );
    await eventually(() => expect(dialog).not.toBeInTheDocument());
  });
});
