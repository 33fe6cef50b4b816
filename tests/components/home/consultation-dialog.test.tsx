import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { SnackbarProvider } from '@/components/feedback/snackbar-provider';
import { ConsultationDialog } from '@/features/home/components/consultation-dialog';
import { http } from '@/lib/http/client';
import { renderWithProviders } from '@/tests/setup/render';

vi.mock('@/lib/http/client', () => ({ http: { post: vi.fn() } }));

const post = vi.mocked(http.post);
const onClose = vi.fn();

function setup(locale: 'en' | 'ar' = 'en') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <ConsultationDialog open onClose={onClose} />
      </SnackbarProvider>
    </QueryClientProvider>,
    { locale },
  );
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });
const submit = () => screen.getByRole('button', { name: 'Send request' });
const terms = () => screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' });

// The form validates asynchronously; a busy machine needs more than waitFor's default second.
const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 5000 });

function fillValid() {
  fireEvent.change(field('Name'), { target: { value: 'Rana Haddad' } });
  fireEvent.change(field('E-mail'), { target: { value: 'rana@example.jo' } });
  fireEvent.click(terms());
}

describe('ConsultationDialog (part 1 §2.3, §4, §5)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    post.mockReset();
    onClose.mockReset();
  });

  it('keeps send disabled until the form is valid', async () => {
    setup();
    expect(submit()).toBeDisabled();
    fireEvent.change(field('Name'), { target: { value: 'Rana' } });
    fireEvent.change(field('E-mail'), { target: { value: 'rana@example.jo' } });
    await eventually(() => expect(submit()).toBeDisabled());
    fireEvent.click(terms());
    await eventually(() => expect(submit()).toBeEnabled());
  });

  it('shows the translated rule messages', async () => {
    setup();
    fireEvent.blur(field('Name'));
    fireEvent.change(field('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.blur(field('E-mail'));
    expect(await screen.findByText('Required.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Invalid e-mail.', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(terms());
    fireEvent.click(terms());
    fireEvent.blur(terms());
    expect(
      await screen.findByText('You must agree to continue!', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the messages in Arabic', async () => {
    setup('ar');
    const name = screen.getByRole('textbox', { name: /الاسم/ });
    fireEvent.blur(name);
    expect(await screen.findByText('مطلوب.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('posts the request, closes and confirms', async () => {
    post.mockResolvedValue({ data: { id: 7 } });
    setup();
    fillValid();
    await eventually(() => expect(submit()).toBeEnabled());
    fireEvent.click(submit());
    await eventually(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/consultation-requests',
      { name: 'Rana Haddad', email: 'rana@example.jo', terms: true },
      { headers: { 'Accept-Language': 'en' } },
    );
    expect(
      await screen.findByText(
        'Thank you! Your consultation request has been sent.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('keeps the dialog open with the error and the server field errors', async () => {
    const response = {
      status: 422,
      statusText: 'Unprocessable',
      headers: {},
      config: { headers: new AxiosHeaders() },
      data: { message: 'Invalid', errors: { email: ['rules.email'] } },
    };
    post.mockRejectedValue(
      new AxiosError('422', 'ERR_BAD_REQUEST', undefined, undefined, response),
    );
    setup();
    fillValid();
    await eventually(() => expect(submit()).toBeEnabled());
    fireEvent.click(submit());
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'could not be sent',
    );
    expect(screen.getByText('Invalid e-mail.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('clears the form on reset', async () => {
    setup();
    fillValid();
    await eventually(() => expect(submit()).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await eventually(() => expect(field('Name')).toHaveValue(''));
    expect(field('E-mail')).toHaveValue('');
    expect(terms()).not.toBeChecked();
    expect(submit()).toBeDisabled();
  });
});
