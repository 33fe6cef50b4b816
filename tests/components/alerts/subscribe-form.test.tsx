import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { SubscribeForm } from '@/features/alerts/components/subscribe-form';
import { http } from '@/lib/http/client';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/setup/render';

import { apiError } from '../auth/auth-test-utils';

vi.mock('@/lib/http/client', () => ({ http: { post: vi.fn() } }));

// Issue 39 "Alerts": the subscribe form checks its fields in the page's language, sends the
// choices and tells a visitor to confirm by e-mail.

const post = vi.mocked(http.post);
const OPTIONS = {
  sectors: [{ value: '3', label: 'Food Processing' }],
  countries: [
    { value: '682', label: 'Saudi Arabia' },
    { value: '784', label: 'United Arab Emirates' },
  ],
  chapters: [{ value: '09', label: '09 – Coffee, tea, maté and spices' }],
};
const VISITOR = {
  email: '',
  choices: {
    content_types: ['trade_leads' as const],
    industry_ids: [],
    country_ids: [],
    hs_chapters: [],
  },
};
const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 5000 });

describe('SubscribeForm', { timeout: 20_000 }, () => {
  // A block: a hook that returns a function has it called as its cleanup (the mock itself).
  beforeEach(() => {
    post.mockReset();
  });

  it('refuses an empty address and a form without a kind of content', async () => {
    renderWithProviders(<SubscribeForm options={OPTIONS} start={VISITOR} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Trade leads' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await eventually(() =>
      expect(screen.getByText('Choose at least one kind of content.')).toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the choices and asks the visitor to confirm', async () => {
    post.mockResolvedValue({ data: { status: 'pending' } });
    renderWithProviders(<SubscribeForm options={OPTIONS} start={VISITOR} />, { locale: 'ar' });
    fireEvent.change(screen.getByRole('textbox', { name: /البريد الإلكتروني/ }), {
      target: { value: ' rana@example.jo ' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'الأخبار' }));
    fireEvent.click(screen.getByRole('radio', { name: 'يوميًا' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saudi Arabia', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'اشترك' }));
    await eventually(() =>
      expect(screen.getByText('تحقق من بريدك الإلكتروني')).toBeInTheDocument(),
    );
    expect(post).toHaveBeenCalledWith('/alerts/subscriptions', {
      email: 'rana@example.jo',
      content_types: ['trade_leads', 'news'],
      industry_ids: [],
      country_ids: [682],
      hs_chapters: [],
      frequency: 'daily',
      locale: 'ar',
    });
  });

  it('shows the API’s refusal on its field and says the choices were not saved', async () => {
    post.mockRejectedValue(
      apiError(422, { message: 'Invalid', errors: { email: ['rules.email'] } }),
    );
    renderWithProviders(<SubscribeForm options={OPTIONS} start={VISITOR} />);
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), {
      target: { value: 'rana@example.jo' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await eventually(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(en.Alerts.form.error),
    );
    expect(screen.getByText(en.rules.email)).toBeInTheDocument();
    expect(screen.queryByTestId('alerts-subscribed')).toBeNull();
  });

  it('sends what a bot wrote in the hidden field, for the server to refuse', async () => {
    post.mockResolvedValue({ data: { status: 'pending' } });
    const { container } = renderWithProviders(<SubscribeForm options={OPTIONS} start={VISITOR} />);
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), {
      target: { value: 'bot@example.jo' },
    });
    fireEvent.change(container.querySelector('input[name="website"]')!, {
      target: { value: 'https://spam.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await eventually(() => expect(post).toHaveBeenCalled());
    expect(post.mock.lastCall?.[1]).toMatchObject({ website: 'https://spam.example' });
  });
  it('starts with the address and the choices the page gives (issue 45)', async () => {
    post.mockResolvedValue({ data: { status: 'active' } });
    renderWithProviders(
      <SubscribeForm
        options={OPTIONS}
        start={{
          email: 'member@example.jo',
          choices: {
            content_types: ['trade_barriers'],
            industry_ids: [3],
            country_ids: [784],
            hs_chapters: ['09'],
          },
        }}
      />,
    );
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveValue(
      'member@example.jo',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await eventually(() => expect(post).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/alerts/subscriptions', {
      email: 'member@example.jo',
      content_types: ['trade_barriers'],
      industry_ids: [3],
      country_ids: [784],
      hs_chapters: ['09'],
      frequency: 'weekly',
      locale: 'en',
    });
  });
});
