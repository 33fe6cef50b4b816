import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MyEvents } from '@/features/events/components/my-events';
import type { PublicEvent } from '@/features/events/schemas';
import { http } from '@/lib/http/client';
import { atPage, router } from '@/tests/setup/navigation';
import { renderWithApp } from '@/tests/setup/render-app';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually } from '../auth/auth-test-utils';

import { GULFOOD } from './event-fixtures';

atPage('/profile/my-events');

const refresh = router.refresh;

// Issue 27 "My events" (beyond the specification): the member's events with Add to calendar and
// Leave until each is over; leaving is asked first.

const joined = (overrides: Partial<PublicEvent>): PublicEvent & { joined_at: string } => ({
  ...GULFOOD,
  joined_at: '2026-11-20 08:00:00+00',
  ...overrides,
});

async function renderMine(events: ReturnType<typeof joined>[], locale: 'en' | 'ar' = 'en') {
  const tree = await resolveServer(
    <MyEvents events={events} locale={locale} today="2026-11-21" />,
    locale,
  );
  return renderWithApp(tree, { locale });
}

afterEach(() => {
  vi.restoreAllMocks();
  refresh.mockReset();
});

describe('MyEvents', { timeout: 20_000 }, () => {
  it('lists the member’s events; one that is over has no calendar and no Leave', async () => {
    await renderMine([
      joined({}),
      joined({ id: 1, name_eng: 'Gulfood 2026', date_start: '2026-01-26', date_end: '2026-01-30' }),
    ]);
    const [next, over] = screen.getAllByTestId('my-event');
    expect(next).toHaveTextContent('Joined on Nov 20, 2026');
    expect(within(next!).getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
      'href',
      '/api/events/9/calendar.ics?lang=en',
    );
    expect(within(next!).getByRole('button', { name: 'Leave Gulfood 2027' })).toBeEnabled();
    expect(over).toHaveTextContent('Expired');
    expect(within(over!).queryByRole('button')).toBeNull();
    expect(within(over!).queryByRole('link')).toBeNull();
  });

  it('asks before leaving, then leaves and renders the list again', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue(answer({ event_id: 9, is_joined: false }));
    await renderMine([joined({})]);
    fireEvent.click(screen.getByRole('button', { name: 'Leave Gulfood 2027' }));
    const question = await screen.findByRole('dialog', { name: 'Leave Gulfood 2027?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    await eventually(() => expect(post).toHaveBeenCalledWith('/events/9/join'));
    expect(await screen.findByText('You have left Gulfood 2027.')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });

  it('says when leaving failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(http, 'post').mockRejectedValue(apiError(422, { message: 'This event is over.' }));
    await renderMine([joined({})]);
    fireEvent.click(screen.getByRole('button', { name: 'Leave Gulfood 2027' }));
    const question = await screen.findByRole('dialog');
    fireEvent.click(within(question).getByRole('button', { name: 'Leave' }));
    expect(
      await screen.findByText('Error: your place could not be given up. Please try again.'),
    ).toBeInTheDocument();
  });

  it('invites a member without events to browse them, in Arabic too', async () => {
    await renderMine([], 'ar');
    const empty = screen.getByTestId('my-events-empty');
    expect(within(empty).getByRole('link', { name: 'الفعاليات الدولية' })).toHaveAttribute(
      'href',
      '/ar/international-events',
    );
  });
});
