import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { MemberAlerts } from '@/features/alerts/components/member-alerts';
import type { AlertSubscriptionView } from '@/features/alerts/schemas';
import { http } from '@/lib/http/client';
import en from '@/messages/en.json';
import { renderWithProviders } from '@/tests/setup/render';

import { apiError } from '../auth/auth-test-utils';

vi.mock('@/lib/http/client', () => ({ http: { put: vi.fn(), delete: vi.fn() } }));

// Issue 39 "Alerts" and issue 44: My alerts changes and deletes a subscription at the version it
// shows; one changed since (by its manage link) is refused with the stale-version notice.

const put = vi.mocked(http.put);
const remove = vi.mocked(http.delete);
const OPTIONS = {
  sectors: [{ value: '3', label: 'Food Processing' }],
  countries: [{ value: '682', label: 'Saudi Arabia' }],
  chapters: [{ value: '09', label: '09 – Coffee, tea, maté and spices' }],
};
const ROW: AlertSubscriptionView = {
  id: 5,
  email: 'rana@example.jo',
  content_types: ['trade_leads'],
  industry_ids: [],
  country_ids: [],
  hs_chapters: [],
  frequency: 'weekly',
  locale: 'en',
  status: 'active',
  next_digest_at: null,
  version: 3,
};
const STALE = apiError(409, {
  message: en.Api.staleVersion,
  errors: { version: [en.Api.staleVersion] },
});
const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 5000 });
const t = en.Alerts;

describe('MemberAlerts', { timeout: 20_000 }, () => {
  beforeEach(() => {
    put.mockReset();
    remove.mockReset();
  });

  const askToDelete = () => {
    fireEvent.click(screen.getByRole('button', { name: t.member.delete }));
    const question = screen.getByRole('group');
    fireEvent.click(within(question).getByRole('button', { name: t.member.delete }));
  };

  it('deletes a subscription at the version it shows', async () => {
    remove.mockResolvedValue({ data: { id: 5 } });
    renderWithProviders(<MemberAlerts subscriptions={[ROW]} options={OPTIONS} />);
    askToDelete();
    await eventually(() => expect(screen.getByText(t.member.deleted)).toBeInTheDocument());
    expect(remove).toHaveBeenCalledWith('/user/alert-subscriptions/5', {
      headers: { 'If-Match': '"3"' },
    });
    expect(screen.queryByTestId('member-alert')).toBeNull();
  });

  it('keeps a subscription that changed since, with the stale-version notice', async () => {
    remove.mockRejectedValue(STALE);
    renderWithProviders(<MemberAlerts subscriptions={[ROW]} options={OPTIONS} />);
    askToDelete();
    await eventually(() =>
      expect(screen.getByTestId('stale-version')).toHaveTextContent(en.Api.staleVersion),
    );
    expect(screen.getByTestId('member-alert')).toBeInTheDocument();
  });

  it('saves new choices with the version, then the next save names the new one', async () => {
    put
      .mockResolvedValueOnce({ data: { ...ROW, frequency: 'daily', version: 4 } })
      .mockRejectedValueOnce(STALE);
    renderWithProviders(<MemberAlerts subscriptions={[ROW]} options={OPTIONS} />);
    fireEvent.click(screen.getByRole('button', { name: t.member.edit }));
    fireEvent.click(screen.getByRole('radio', { name: t.form.daily }));
    fireEvent.click(screen.getByRole('button', { name: t.form.save }));
    await eventually(() => expect(screen.getByText(t.manage.saved)).toBeInTheDocument());
    expect(put).toHaveBeenLastCalledWith('/user/alert-subscriptions/5', {
      content_types: ['trade_leads'],
      industry_ids: [],
      country_ids: [],
      hs_chapters: [],
      frequency: 'daily',
      locale: 'en',
      version: 3,
    });

    fireEvent.click(screen.getByRole('checkbox', { name: t.types.news }));
    fireEvent.click(screen.getByRole('button', { name: t.form.save }));
    await eventually(() => expect(screen.getByTestId('stale-version')).toBeInTheDocument());
    expect(put.mock.lastCall?.[1]).toMatchObject({
      content_types: ['trade_leads', 'news'],
      version: 4,
    });
    // What was chosen stays until the member reloads.
    expect(screen.getByRole('checkbox', { name: t.types.news })).toBeChecked();
  });

  it('refuses a change without a kind of content, in the page’s language', async () => {
    renderWithProviders(<MemberAlerts subscriptions={[ROW]} options={OPTIONS} />, {
      locale: 'ar',
    });
    const ar = (await import('@/messages/ar.json')).default.Alerts;
    fireEvent.click(screen.getByRole('button', { name: ar.member.edit }));
    fireEvent.click(screen.getByRole('checkbox', { name: ar.types.trade_leads }));
    fireEvent.click(screen.getByRole('button', { name: ar.form.save }));
    await eventually(() => expect(screen.getByText(ar.rules.contentTypes)).toBeInTheDocument());
    expect(put).not.toHaveBeenCalled();
  });
});
