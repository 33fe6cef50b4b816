import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { InterestBox } from '@/features/trade-leads/components/interest-box';
import type { MemberInterest } from '@/features/trade-leads/schemas';
import { http } from '@/lib/http/client';
import type { User } from '@/lib/session/user';
import { atPage } from '@/tests/setup/navigation';
import { renderWithApp } from '@/tests/setup/render-app';

import { answer, apiError, member } from '../auth/auth-test-utils';

atPage('/trade-leads/3');

// Issue 39 "Express interest": the lead's page is cached for everyone, so the island asks who is
// signed in (GET /api/user) and, for a member, their interests (GET /api/user/trade-lead-interests).

const INTEREST: MemberInterest = {
  id: 5,
  lead_id: 3,
  title_eng: 'Fresh tomatoes and peppers for winter supply',
  title_ara: 'بندورة وفلفل طازجان للتوريد الشتوي',
  deadline: '2027-01-05',
  lead_state: 'open',
  message: 'GlobalG.A.P. certified farm.',
  state: 'new',
  created_at: '2026-11-21 09:00:00+00',
};

function mockApi(user: User | null, interests: MemberInterest[] = []) {
  vi.spyOn(http, 'get').mockImplementation((async (url: string) => {
    if (url === '/user') {
      if (!user) throw apiError(401, { message: 'Unauthenticated.' });
      return answer(user);
    }
    if (url === '/user/trade-lead-interests') return answer({ data: interests });
    throw new Error(`unexpected GET ${url}`);
  }) as typeof http.get);
  return vi.spyOn(http, 'post');
}

const renderBox = (open = true, locale: 'en' | 'ar' = 'en') =>
  renderWithApp(<InterestBox leadId={3} path="/trade-leads/3" open={open} />, { locale });

afterEach(() => vi.restoreAllMocks());

describe('InterestBox', { timeout: 20_000 }, () => {
  it('gives a visitor a login link that returns to the lead, in the page’s language', async () => {
    mockApi(null);
    renderBox(true, 'ar');
    const link = await screen.findByTestId('interest-login');
    expect(link).toHaveAttribute('href', '/ar/auth/login?redirect=%2Far%2Ftrade-leads%2F3');
  });

  it('sends a member’s message once and then shows the state', async () => {
    const post = mockApi(member);
    post.mockResolvedValue(answer(INTEREST, 201));
    renderBox();
    const field = await screen.findByLabelText(/Your message/);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'GlobalG.A.P. certified farm.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Your interest was sent. Follow it in your account.'),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/trade-leads/3/interest', {
      message: 'GlobalG.A.P. certified farm.',
    });
    expect(screen.getByText('Status: Received')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my trade lead interests' })).toHaveAttribute(
      'href',
      '/profile/trade-lead-interests',
    );
  });

  it('shows the state staff gave an interest already sent, and no form', async () => {
    mockApi(member, [{ ...INTEREST, state: 'shortlisted' }]);
    renderBox();
    expect(await screen.findByText('Status: Shortlisted')).toBeInTheDocument();
    expect(screen.getByText('You have expressed interest in this lead.')).toBeInTheDocument();
    expect(screen.queryByTestId('interest-form')).not.toBeInTheDocument();
  });

  it('says a closed lead takes no interest', async () => {
    mockApi(member);
    renderBox(false);
    expect(await screen.findByText('This lead is closed.')).toBeInTheDocument();
    expect(screen.queryByTestId('interest-form')).not.toBeInTheDocument();
  });
});
