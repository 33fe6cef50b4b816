import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  MODAL_SWITCH_DELAY_MS,
  ModalProvider,
  useModals,
  type ModalKind,
  type ModalPropsMap,
} from '@/components/feedback/modal-host';
import { SnackbarProvider } from '@/components/feedback/snackbar-provider';
import { AuthModalHost } from '@/features/auth/components/modals/auth-modal-host';

import '../../setup/preload-dialogs';
import { renderWithProviders } from '../../setup/render';

// The login and sign-up bodies are the real forms (tests/components/auth covers them).

type Opener = { [K in ModalKind]: [K, ModalPropsMap[K]?] }[ModalKind];

const OPENERS: Record<string, Opener> = {
  'open login': ['login'],
  'open error': ['error', { message: 'Server unavailable' }],
  'open vip': ['vip'],
  'open loading': ['loading'],
  'open required': ['requiredFields', { fields: ['Company name', 'Phone'] }],
  'open success': ['success', { message: 'Thanks!', requestNumber: 4821 }],
  'open construction': ['underConstruction'],
};

function Harness() {
  const modals = useModals();
  return (
    <div>
      {Object.entries(OPENERS).map(([label, [kind, props]]) => (
        <button key={label} onClick={() => modals.open(kind, props as never)}>
          {label}
        </button>
      ))}
      <button onClick={() => modals.close('loading')}>close loading</button>
      <span data-testid="state">
        {modals.isOpen('loading') ? 'loading-open' : 'loading-closed'}
      </span>
    </div>
  );
}

const client = new QueryClient();

function App({ route }: { route?: string }) {
  return (
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <ModalProvider route={route}>
          <AuthModalHost />
          <Harness />
        </ModalProvider>
      </SnackbarProvider>
    </QueryClientProvider>
  );
}

function setup(locale: 'en' | 'ar' = 'en', route?: string) {
  return renderWithProviders(<App route={route} />, { locale });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name, hidden: true }));

afterEach(() => {
  vi.useRealTimers();
});

describe('ModalProvider', () => {
  it('keeps two modals open at once and closes them independently', async () => {
    setup();
    click('open error');
    click('open vip');
    // MUI hides the lower dialog from the accessibility tree while another is on top.
    const dialogs = screen.getAllByRole('dialog', { hidden: true });
    expect(dialogs).toHaveLength(2);
    const vip = screen.getByRole('dialog', { name: 'Premium Access Required' });
    expect(within(vip).getByRole('link', { name: 'support@jordanexports.jo' })).toHaveAttribute(
      'href',
      'mailto:support@jordanexports.jo',
    );
    fireEvent.click(within(vip).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Premium Access Required', hidden: true }),
      ).toBeNull(),
    );
    const error = screen.getByRole('dialog', { name: 'An error occurred' });
    expect(error).toHaveTextContent('Server unavailable');
  });

  it('closes an ordinary modal on Escape but keeps the loading modal open', async () => {
    setup();
    click('open error');
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'An error occurred' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    click('open loading');
    const loading = screen.getByRole('dialog', { name: 'Sending…' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getByRole('progressbar')).toBeInTheDocument();
    expect(within(loading).queryByRole('button')).toBeNull();
    fireEvent.keyDown(loading, { key: 'Escape' });
    const container = loading.closest('.MuiDialog-container') as HTMLElement;
    fireEvent.mouseDown(container);
    fireEvent.click(container);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('dialog', { name: 'Sending…' })).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('loading-open');

    click('close loading');
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('lists the label of each required field', () => {
    setup();
    click('open required');
    const dialog = screen.getByRole('dialog', { name: 'Failed to send' });
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Company name', 'Phone']);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('shows the success message and the request number', () => {
    setup();
    click('open success');
    const dialog = screen.getByRole('dialog', { name: 'Sent successfully' });
    expect(dialog).toHaveTextContent('Thanks!');
    expect(dialog).toHaveTextContent('Your request number is 4821');
  });

  it('shows the under-construction text', () => {
    setup();
    click('open construction');
    expect(screen.getByRole('dialog')).toHaveTextContent('THIS PAGE IS UNDER CONSTRUCTION');
  });

  it('shows the login form and switches to the sign-up form after 1000 ms', () => {
    vi.useFakeTimers();
    setup();
    click('open login');
    const login = screen.getByRole('dialog', { name: 'Log in' });
    expect(login).toHaveTextContent('Please login to continue');
    expect(within(login).getByTestId('login-form')).toBeInTheDocument();
    expect(within(login).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forget_password',
    );

    fireEvent.click(within(login).getByRole('button', { name: "Don't have an account? Sign up" }));
    act(() => vi.advanceTimersByTime(MODAL_SWITCH_DELAY_MS - 1));
    expect(screen.queryByRole('dialog', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    const signup = screen.getByRole('dialog', { name: 'Sign up' });
    expect(signup).toHaveTextContent('Create an account to submit enquiries and download guides');
    expect(within(signup).getByTestId('register-form')).toBeInTheDocument();
  });

  // Issue 25: a form's success dialog opens, then the form sends the visitor to the profile.
  it('closes every modal when the page changes, and only then', async () => {
    const view = setup('en', '/edit-profile');
    click('open success');
    click('open error');
    expect(screen.getByRole('dialog', { name: 'Sent successfully', hidden: true })).toBeVisible();
    view.rerender(<App route="/edit-profile" />);
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(2);

    view.rerender(<App route="/profile" />);
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

    // The next page opens its own modals as before.
    click('open success');
    expect(screen.getByRole('dialog', { name: 'Sent successfully' })).toBeInTheDocument();
  });

  it('drops a modal switch that was under way when the page changed', () => {
    vi.useFakeTimers();
    const view = setup('en', '/news');
    click('open login');
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Log in' })).getByRole('button', {
        name: "Don't have an account? Sign up",
      }),
    );
    view.rerender(<App route="/faq" />);
    act(() => vi.advanceTimersByTime(MODAL_SWITCH_DELAY_MS));
    expect(screen.queryByRole('dialog', { name: 'Sign up' })).toBeNull();
  });

  it('renders the Arabic title right to left', () => {
    setup('ar');
    click('open login');
    const dialog = screen.getByRole('dialog', { name: 'تسجيل الدخول' });
    expect(dialog.closest('.MuiDialog-root')).toHaveAttribute('dir', 'rtl');
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
