import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { ProfileView } from '@/features/account/components/profile-view';
import { http } from '@/lib/http/client';
import type { Locale } from '@/lib/i18n/routing';
import type { User } from '@/lib/session/user';
import { atPage } from '@/tests/setup/navigation';

import { answer, failure, makeEnquiry, makeUser, renderAccount } from './account-fixtures';

atPage('/profile');

// The company card is rendered by the page on the server (tests/components/companies/company-card).
const COMPANY_CARD = <section data-testid="company-card">The company card</section>;

function renderProfile(user: User, locale: Locale = 'en') {
  return renderAccount(<ProfileView initialUser={user} companyCard={COMPANY_CARD} />, locale);
}

const eventually = (assertion: () => void) => waitFor(assertion, { timeout: 5000 });

describe('ProfileView (part 3 "Profile", §4, §8)', { timeout: 20_000 }, () => {
  let get: MockInstance<typeof http.get>;
  let post: MockInstance<typeof http.post>;

  beforeEach(() => {
    get = vi.spyOn(http, 'get').mockResolvedValue(answer([]));
    post = vi.spyOn(http, 'post').mockResolvedValue(answer('Success'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the name, the e-mail left to right and the verified badge', () => {
    renderProfile(makeUser());
    const card = screen.getByTestId('identity-card');
    expect(within(card).getByText('Lina Haddad')).toBeInTheDocument();
    expect(within(card).getByText('lina@example.jo')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Profile picture of Lina Haddad' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Verify e-mail' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
  });

  it('offers an unverified member the verify button; 202 confirms the link was sent', async () => {
    get.mockImplementation(async (url) =>
      url === '/email/resend' ? answer({ message: 'sent' }, 202) : answer([]),
    );
    renderProfile(makeUser({ email_verified_at: null }));
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link for email verification successfully sent.',
    );
    expect(get).toHaveBeenCalledWith('/email/resend');
  });

  it('keeps the verify button busy while sending', async () => {
    let release: (value: ReturnType<typeof answer>) => void = () => {};
    get.mockImplementation((url) =>
      url === '/email/resend'
        ? new Promise((resolve) => (release = resolve))
        : Promise.resolve(answer([])),
    );
    renderProfile(makeUser({ email_verified_at: null }));
    const button = screen.getByRole('button', { name: 'Verify e-mail' });
    fireEvent.click(button);
    await eventually(() => expect(button).toBeDisabled());
    release(answer({ message: 'sent' }, 202));
    await eventually(() => expect(button).toBeEnabled());
  });

  it("shows the server's wait message on 429 and a generic error otherwise", async () => {
    const wait = 'Please try again after 42 seconds.';
    get.mockImplementation(async (url) => {
      if (url === '/email/resend') throw failure(429, { message: wait });
      return answer([]);
    });
    renderProfile(makeUser({ email_verified_at: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);

    get.mockImplementation(async (url) => {
      if (url === '/email/resend') throw failure(503, { message: 'Server error' });
      return answer([]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    await eventually(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error sending verification link'),
    );
  });

  it("places the page's company card second, after the account", () => {
    renderProfile(makeUser({ company_id: 3 }));
    const cards = [...screen.getByTestId('profile-view').children].map((card) =>
      card.getAttribute('data-testid'),
    );
    expect(cards).toEqual(['identity-card', 'company-card', 'newsletter-card', 'enquiries-card']);
  });

  it('subscribes at the right address, then re-fetches the user', async () => {
    let subscribed = false;
    post.mockImplementation(async () => {
      subscribed = true;
      return answer('Success');
    });
    get.mockImplementation(async (url) =>
      url === '/user' ? answer(makeUser({ subscribe: subscribed ? 1 : 0 })) : answer([]),
    );
    renderProfile(makeUser({ subscribe: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByRole('button', { name: 'Unsubscribe' }, { timeout: 5000 }),
    ).toBeEnabled();
    expect(post).toHaveBeenCalledWith('/subscribe-to-news/7');
    const refetch = get.mock.calls.findIndex(([url]) => url === '/user');
    expect(get.mock.invocationCallOrder[refetch]).toBeGreaterThan(
      post.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('unsubscribes; a failure is swallowed and the button stops its spinner', async () => {
    post.mockRejectedValue(failure(500));
    get.mockImplementation(async (url) =>
      url === '/user' ? answer(makeUser({ subscribe: 1 })) : answer([]),
    );
    renderProfile(makeUser({ subscribe: 1 }));
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    fireEvent.click(button);
    await eventually(() => expect(post).toHaveBeenCalledWith('/unsubscribe-from-news/7'));
    await eventually(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("counts the member's enquiries by status", async () => {
    const enquiries = [10, 10, 20, 30, 30, 30, 60, 70, 99].map((status, index) =>
      makeEnquiry(index + 1, status),
    );
    get.mockImplementation(async (url) =>
      url === '/user-all-enquiries/7' ? answer(enquiries) : answer([]),
    );
    renderProfile(makeUser());
    const count = (code: number) => screen.getByTestId(`enquiry-count-${code}`);
    await eventually(() => expect(count(10)).toHaveTextContent('New2'));
    expect(count(20)).toHaveTextContent('Confirmed1');
    expect(count(30)).toHaveTextContent('Pending3');
    expect(count(40)).toHaveTextContent('Completed0');
    expect(count(50)).toHaveTextContent('Rejected0');
    expect(count(60)).toHaveTextContent('Closed1');
    expect(count(70)).toHaveTextContent('Ongoing1');
    expect(screen.getByRole('link', { name: 'All enquiries' })).toHaveAttribute(
      'href',
      '/profile/user-enquiries',
    );
  });

  it('reads right to left in Arabic', async () => {
    const { container } = renderProfile(makeUser({ email_verified_at: null }), 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'توثيق البريد الإلكتروني' })).toBeInTheDocument();
    await eventually(() =>
      expect(screen.getByTestId('enquiry-count-10')).toHaveTextContent('جديد'),
    );
    expect(container.querySelector('[dir="ltr"]')).toHaveTextContent('lina@example.jo');
  });
});
