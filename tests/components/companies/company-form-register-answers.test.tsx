import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CompanyForm } from '@/features/companies/components/company-form/company-form';
import {
  COMPANY_REDIRECT_DELAY_MS,
  COMPANY_SUCCESS_MODAL_DELAY_MS,
} from '@/features/companies/components/company-form/use-company-submission';
import { atPage, router } from '@/tests/setup/navigation';

import {
  answer,
  apiError,
  eventually,
  fillRegistration,
  mockHttp,
  renderCompanyForm,
  send,
} from './company-form-fixtures';

atPage('/pages/170-jordan-key-trade-players');

const push = router.push;

const renderRegistration = () => renderCompanyForm(<CompanyForm mode="register" />);

describe('CompanyForm, registration: the answers (part 2 §3–§5)', { timeout: 30_000 }, () => {
  beforeEach(() => push.mockReset());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('on "Success" opens the success modal after 500 ms and goes to /profile after 2 s', async () => {
    const post = mockHttp();
    let release: (value: ReturnType<typeof answer>) => void = () => {};
    post.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    renderRegistration();
    await fillRegistration();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    send();
    await eventually(() => expect(post).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Sending…' })).toBeInTheDocument();
    vi.useFakeTimers();
    await act(async () => release(answer('Success')));
    await act(() => vi.advanceTimersByTimeAsync(COMPANY_SUCCESS_MODAL_DELAY_MS - 1));
    expect(screen.queryByRole('dialog', { name: 'Sending…' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sent successfully' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('dialog', { name: 'Sent successfully' })).toHaveTextContent(
      'Your company has been registered.',
    );
    expect(push).not.toHaveBeenCalled();
    await act(() =>
      vi.advanceTimersByTimeAsync(COMPANY_REDIRECT_DELAY_MS - COMPANY_SUCCESS_MODAL_DELAY_MS),
    );
    expect(push).toHaveBeenCalledWith('/profile');
    // Saved: the button stays disabled until the page changes.
    expect(
      screen.getByRole('button', { name: 'Register the company', hidden: true }),
    ).toBeDisabled();
  });

  it('opens the error modal for an answer other than "Success" and keeps what was typed', async () => {
    const post = mockHttp();
    post.mockResolvedValue(answer('Failed'));
    renderRegistration();
    await fillRegistration();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    send();
    expect(await screen.findByRole('dialog', { name: 'An error occurred' })).toBeInTheDocument();
    await eventually(() =>
      expect(screen.queryByRole('dialog', { name: 'Sending…' })).not.toBeInTheDocument(),
    );
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Registered name/, hidden: true })).toHaveValue(
      'Petra Foods Ltd',
    );
  });

  it("shows a 422's messages on their fields and its message in the error modal", async () => {
    const post = mockHttp();
    post.mockRejectedValue(
      apiError(422, {
        message: 'The given data was invalid.',
        errors: {
          e_mail: ['This e-mail is already used by another company.'],
          'certificate_files.0': ['The file is not a PDF.'],
        },
      }),
    );
    renderRegistration();
    await fillRegistration();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
    send();
    expect(await screen.findByRole('dialog', { name: 'An error occurred' })).toHaveTextContent(
      'The given data was invalid.',
    );
    expect(screen.getByRole('textbox', { name: /^Company e-mail/, hidden: true })).toHaveValue(
      'Info@PetraFoods.jo',
    );
    expect(screen.getByText('This e-mail is already used by another company.')).toBeInTheDocument();
    expect(screen.getByText('The file is not a PDF.')).toBeInTheDocument();
  });
});
