import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetJoinedEvents } from '@/features/events/api/joined-events';
import { JoinButton } from '@/features/events/components/join-button';
import { http } from '@/lib/http/client';
import type { User } from '@/lib/session/user';
import { atPage } from '@/tests/setup/navigation';
import { renderWithApp } from '@/tests/setup/render-app';

import { answer, apiError, member } from '../auth/auth-test-utils';

atPage('/international-events');

// Issue 27: the join button of an event card. The page is cached for everyone, so who is signed in
// and what they joined are asked in the browser (GET /api/user, GET /api/events/joined).

function mockApi({ user, joined = [] }: { user: User | null; joined?: number[] }) {
  const get = vi.spyOn(http, 'get').mockImplementation((async (url: string) => {
    if (url === '/user') {
      if (!user) throw apiError(401, { message: 'Unauthenticated.' });
      return answer(user);
    }
    if (url === '/events/joined') return answer({ data: joined.map((id) => ({ id })) });
    throw new Error(`unexpected GET ${url}`);
  }) as typeof http.get);
  const post = vi.spyOn(http, 'post');
  return { get, post };
}

const renderButton = (props: { closed?: boolean } = {}, locale: 'en' | 'ar' = 'en') =>
  renderWithApp(<JoinButton eventId={9} name="Gulfood 2027" closed={props.closed ?? false} />, {
    locale,
    modals: true,
  });

beforeEach(() => resetJoinedEvents());
afterEach(() => vi.restoreAllMocks());

describe('JoinButton', { timeout: 20_000 }, () => {
  it('opens the login dialog for a visitor and sends nothing', async () => {
    const { post } = mockApi({ user: null });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Join Gulfood 2027' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('joins for a member: the button turns "Joined" and is disabled, and says so', async () => {
    const { post } = mockApi({ user: member });
    post.mockResolvedValue(answer({ event_id: 9, is_joined: true }, 201));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Join Gulfood 2027' }));
    const joined = await screen.findByRole('button', { name: 'Joined' });
    expect(joined).toBeDisabled();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]![0]).toBe('/events/9/join');
    // The body names no member: the server takes the session's.
    expect(post.mock.calls[0]![1]).toBeUndefined();
    expect(
      await screen.findByText(/You have joined Gulfood 2027\. A confirmation/),
    ).toBeInTheDocument();
  });

  it('shows "Joined" at once for an event the member joined before', async () => {
    mockApi({ user: member, joined: [4, 9] });
    renderButton();
    expect(await screen.findByRole('button', { name: 'Joined' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Join / })).toBeNull();
  });

  it('says why a join was refused and keeps the button', async () => {
    const { post } = mockApi({ user: member });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    post.mockRejectedValue(
      apiError(422, { message: 'This event is over: it can no longer be joined.', errors: {} }),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Join Gulfood 2027' }));
    expect(
      await screen.findByText('This event is over: it can no longer be joined.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Gulfood 2027' })).toBeEnabled();
    expect(error).toHaveBeenCalled();
  });

  it('marks an event the member had joined elsewhere (409) as joined', async () => {
    const { post } = mockApi({ user: member });
    post.mockRejectedValue(apiError(409, { message: 'You have already joined this event.' }));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Join Gulfood 2027' }));
    expect(await screen.findByRole('button', { name: 'Joined' })).toBeDisabled();
  });

  it('offers no join for a closed event, but still shows a member’s place', async () => {
    mockApi({ user: member, joined: [] });
    const { unmount } = renderButton({ closed: true });
    await waitFor(() => expect(http.get).toHaveBeenCalledWith('/events/joined'));
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    resetJoinedEvents();
    vi.restoreAllMocks();
    mockApi({ user: member, joined: [9] });
    renderButton({ closed: true });
    expect(await screen.findByRole('button', { name: 'Joined' })).toBeDisabled();
  });

  it('speaks Arabic on an Arabic page', async () => {
    mockApi({ user: null });
    renderButton({}, 'ar');
    expect(screen.getByRole('button', { name: 'انضم إلى Gulfood 2027' })).toHaveTextContent('انضم');
  });
});
