import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SaveAssessmentButton } from '@/features/market-access/components/save-assessment-button';
import { http } from '@/lib/http/client';
import type { User } from '@/lib/session/user';
import { atPage } from '@/tests/setup/navigation';
import { renderWithApp } from '@/tests/setup/render-app';

import { answer, apiError, member } from '../auth/auth-test-utils';

atPage('/market-access/1509/US/assessment');

// Issue 37: "Save to my account" under the self-assessment's report. The page is cached for
// everyone, so who is signed in is asked in the browser (GET /api/user).

const REQUEST = {
  hs: '1509',
  country: 'US',
  agreementId: 2,
  answers: {
    non_originating_percent: 70,
    cumulation_percent: 0,
    cumulation_countries: [],
    classification_change: 'heading' as const,
  },
};

function mockApi(user: User | null) {
  vi.spyOn(http, 'get').mockImplementation((async (url: string) => {
    if (url === '/user') {
      if (!user) throw apiError(401, { message: 'Unauthenticated.' });
      return answer(user);
    }
    throw new Error(`unexpected GET ${url}`);
  }) as typeof http.get);
  return vi.spyOn(http, 'post');
}

const renderButton = (locale: 'en' | 'ar' = 'en') =>
  renderWithApp(<SaveAssessmentButton request={REQUEST} />, { locale, modals: true });

afterEach(() => vi.restoreAllMocks());

describe('SaveAssessmentButton', { timeout: 20_000 }, () => {
  it('opens the login dialog for a visitor and sends nothing', async () => {
    const post = mockApi(null);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    // Behind the dialog the button is ready for when they have logged in.
    expect(screen.getByTestId('save-assessment')).toBeEnabled();
  });

  it('posts the request for a member, says it is saved and links to the list', async () => {
    const post = mockApi(member);
    post.mockResolvedValue(answer({ id: 4 }, 201));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByText('The assessment is saved to your account.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toBe('/market-access/assessments');
    // The answers as the report holds them; no outcome (the server computes it), no member.
    expect(JSON.parse(String(post.mock.calls[0]![1]))).toEqual(REQUEST);
    expect(screen.getByRole('button', { name: 'Saved' })).toBeDisabled();
    const links = screen.getAllByRole('link', { name: 'See my saved assessments' });
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/profile/origin-assessments');
  });

  it('announces a refusal with the server’s message and keeps the button', async () => {
    const post = mockApi(member);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const full =
      'You keep 50 saved assessments, the most there may be. Delete one to save another.';
    post.mockRejectedValue(apiError(422, { message: full, errors: {} }));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByText(full)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save to my account' })).toBeEnabled();
    expect(error).toHaveBeenCalled();
  });

  it('announces a failure without a message', async () => {
    const post = mockApi(member);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    post.mockRejectedValue(apiError(500, {}));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save to my account' }));
    expect(
      await screen.findByText('Error: the assessment could not be saved. Please try again.'),
    ).toBeInTheDocument();
  });

  it('opens the login dialog when the session ended in the meantime (401)', async () => {
    const post = mockApi(member);
    post.mockRejectedValue(apiError(401, { message: 'Unauthenticated.' }));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Save to my account' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('speaks Arabic on an Arabic page, its link to the Arabic list', async () => {
    const post = mockApi(member);
    post.mockResolvedValue(answer({ id: 4 }, 201));
    renderButton('ar');
    fireEvent.click(screen.getByRole('button', { name: 'احفظ في حسابي' }));
    expect(await screen.findByText('حُفظ التقييم في حسابك.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'عرض تقييماتي المحفوظة' })[0]).toHaveAttribute(
      'href',
      '/ar/profile/origin-assessments',
    );
  });
});
