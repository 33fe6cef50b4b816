import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MatchmakingEnquiryForm } from '@/features/enquiries/components/forms/matchmaking-enquiry-form';
import { SUCCESS_MODAL_DELAY_MS } from '@/features/enquiries/components/use-enquiry-submission';
import { DRAFT_KEYS } from '@/features/enquiries/draft-store';
import { IDEMPOTENCY_HEADER } from '@/features/enquiries/schemas';
import { atPage } from '@/tests/setup/navigation';

import {
  answer,
  apiError,
  choose,
  eventually,
  member,
  mockHttp,
  renderEnquiryForm,
  textbox,
} from './enquiry-test-utils';

atPage('/pages/130-market-information');

const dialog = (name: string) => screen.queryByRole('dialog', { name });
const send = () => screen.getByRole('button', { name: 'Send' });

async function fillAll() {
  fireEvent.change(textbox(/Full name/), { target: { value: '  Rana Haddad ' } });
  fireEvent.blur(textbox(/Full name/));
  fireEvent.change(textbox(/Job title/), { target: { value: 'Export manager' } });
  fireEvent.change(textbox(/Company name/), { target: { value: 'Petra Foods' } });
  await choose(/Sector/, 'Food and beverages');
  fireEvent.change(textbox(/Phone number/), { target: { value: '+962 79-123 4567' } });
  await choose(/Target country/, 'Jordan');
  await choose(/Type of client/, 'Importer');
  fireEvent.change(textbox(/Description/), { target: { value: 'Distributors of olive oil.' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
}

const SENT = {
  enq_type: 2,
  name: 'Rana Haddad',
  job_title: 'Export manager',
  company: 'Petra Foods',
  industry: 3,
  phone: '962791234567',
  country: 110,
  type_of_client: 1,
  description: 'Distributors of olive oil.',
  agreements: true,
};

describe('MatchmakingEnquiryForm (part 2 §4, §5; part 1 §4)', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('saves a visitor’s draft and opens the login modal instead of sending', async () => {
    const { post } = mockHttp({ user: null });
    renderEnquiryForm(<MatchmakingEnquiryForm />);
    expect(await screen.findByText('Please login to submit the form')).toBeInTheDocument();
    fireEvent.change(textbox(/Full name/), { target: { value: 'Rana Haddad' } });
    fireEvent.change(textbox(/Company name/), { target: { value: 'Petra Foods' } });
    fireEvent.click(send());

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem(DRAFT_KEYS.matchmaking) ?? '{}');
    expect(saved.values).toMatchObject({ name: 'Rana Haddad', company: 'Petra Foods' });
    expect(post).not.toHaveBeenCalled();
  });

  it('restores the saved draft when the form mounts', async () => {
    mockHttp({ user: member });
    localStorage.setItem(
      DRAFT_KEYS.matchmaking,
      JSON.stringify({ savedAt: 1, values: { ...SENT, agreements: false, name: 'Saved name' } }),
    );
    renderEnquiryForm(<MatchmakingEnquiryForm />);
    await eventually(() => expect(textbox(/Full name/)).toHaveValue('Saved name'));
    expect(textbox(/Phone number/)).toHaveValue('962791234567');
    await eventually(() =>
      expect(screen.getByRole('combobox', { name: /Target country/ })).toHaveDisplayValue('Jordan'),
    );
    expect(screen.getByRole('combobox', { name: /Sector/ })).toHaveDisplayValue(
      'Food and beverages',
    );
  });

  it('empties the form after sending a restored draft (the draft is not the new default)', async () => {
    const { post } = mockHttp({ user: member });
    post.mockResolvedValue(answer({ id: 77 }));
    localStorage.setItem(
      DRAFT_KEYS.matchmaking,
      JSON.stringify({ savedAt: 1, values: { ...SENT, name: 'Saved name' } }),
    );
    renderEnquiryForm(<MatchmakingEnquiryForm />);
    await eventually(() => expect(textbox(/Full name/)).toHaveValue('Saved name'));
    await screen.findByText(/rana@example\.jo/);
    fireEvent.click(send());
    await eventually(() => expect(post).toHaveBeenCalledTimes(1));
    await eventually(() =>
      expect(screen.getByRole('textbox', { name: /Full name/, hidden: true })).toHaveValue(''),
    );
    expect(screen.getByRole('textbox', { name: /Description/, hidden: true })).toHaveValue('');
  });

  it('lists the label of every missing field in the required-fields modal', async () => {
    const { post } = mockHttp({ user: member });
    renderEnquiryForm(<MatchmakingEnquiryForm />);
    await screen.findByText(/rana@example\.jo/);
    fireEvent.change(textbox(/Company name/), { target: { value: 'Petra Foods' } });
    fireEvent.click(send());

    const modal = await screen.findByRole('dialog', { name: 'Failed to send' });
    const listed = within(within(modal).getByRole('list')).getAllByRole('listitem');
    expect(listed.map((item) => item.textContent)).toEqual([
      'Full name',
      'Job title',
      'Sector',
      'Phone number',
      'Target country',
      'Type of client',
      'Description of your enquiry',
      'Terms and conditions',
    ]);
    expect(post).not.toHaveBeenCalled();
    // The fields show their own messages, linked to the inputs.
    const name = screen.getByRole('textbox', { name: /Full name/, hidden: true });
    expect(name).toHaveAccessibleDescription('Required.');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('posts the enquiry with an idempotency key and shows the request number after 500 ms', async () => {
    const { post } = mockHttp({ user: member });
    post.mockResolvedValue(answer({ id: 4821 }));
    renderEnquiryForm(<MatchmakingEnquiryForm />);
    await screen.findByText(/rana@example\.jo/);
    localStorage.setItem(DRAFT_KEYS.matchmaking, JSON.stringify({ values: { name: 'old' } }));
    await fillAll();

    vi.useFakeTimers();
    fireEvent.click(send());
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body, config] = post.mock.calls[0] ?? [];
    expect(url).toBe('/all-enquiries');
    expect(body).toEqual({ submitData: SENT, recaptchaToken: undefined, website: undefined });
    expect(config?.headers?.[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f]{32}$/);
    expect(dialog('Sent successfully')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_MODAL_DELAY_MS + 300));
    const success = screen.getByRole('dialog', { name: 'Sent successfully' });
    expect(success).toHaveTextContent('Your request number is 4821');
    expect(dialog('Sending…')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Full name/, hidden: true })).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEYS.matchmaking)).toBeNull();
  });

  it('shows the error modal when the request fails and always closes the loading modal', async () => {
    const { post } = mockHttp({ user: member });
    post.mockRejectedValue(apiError(500, { message: 'Server Error' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderEnquiryForm(<MatchmakingEnquiryForm />);
    await screen.findByText(/rana@example\.jo/);
    await fillAll();
    fireEvent.click(send());

    expect(await screen.findByRole('dialog', { name: 'An error occurred' })).toBeInTheDocument();
    await eventually(() => expect(dialog('Sending…')).not.toBeInTheDocument());
    expect(dialog('Sent successfully')).not.toBeInTheDocument();
    // The values stay for another try.
    expect(screen.getByRole('textbox', { name: /Full name/, hidden: true })).toHaveValue(
      'Rana Haddad',
    );
    expect(screen.getByRole('button', { name: 'Send', hidden: true })).toBeEnabled();
  });
});
