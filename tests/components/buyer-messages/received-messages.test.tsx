import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ReceivedMessages } from '@/features/buyer-messages/components/received-messages';
import type { BuyerMessage, BuyerMessageList } from '@/features/buyer-messages/schemas';
import { http } from '@/lib/http/client';
import { atPage } from '@/tests/setup/navigation';
import { renderWithApp } from '@/tests/setup/render-app';

import { answer } from '../auth/auth-test-utils';

atPage('/profile/buyer-messages');

afterEach(() => vi.restoreAllMocks());

const unread: BuyerMessage = {
  id: 41,
  company_id: 7,
  company_name: 'Zaytouna',
  sender_name: 'Anna Berg',
  item_type: null,
  item_id: null,
  item: null,
  subject: 'Olive oil for Hamburg',
  message: 'Please send prices for 2 containers.',
  quantity: '2 containers',
  destination_country: null,
  created_at: '2026-03-02T08:00:00.000Z',
  read_at: null,
  reply: null,
  replied_at: null,
};
const read: BuyerMessage = { ...unread, read_at: '2026-03-02T09:00:00.000Z' };
const replied: BuyerMessage = {
  ...read,
  reply: 'Our price list follows.',
  replied_at: '2026-03-02T09:00:01.000Z',
};

const listOf = (message: BuyerMessage): BuyerMessageList => ({
  data: [message],
  total: 1,
  page: 1,
  page_size: 10,
  page_count: 1,
});

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The list's answers in order: each GET of the list takes the next one; the server's state is
 * whatever the last POST made it.
 */
function mockServer() {
  let stored = unread;
  const lists: ReturnType<typeof deferred<BuyerMessageList>>[] = [];
  const held = { next: false };
  vi.spyOn(http, 'get').mockImplementation((async (url: string) => {
    if (url !== '/buyer-messages/received') throw new Error(`unexpected GET ${url}`);
    if (!held.next) return answer(listOf(stored));
    const pending = deferred<BuyerMessageList>();
    lists.push(pending);
    return answer(await pending.promise);
  }) as typeof http.get);
  vi.spyOn(http, 'post').mockImplementation((async (url: string) => {
    if (url.endsWith('/read')) stored = stored.read_at ? stored : read;
    else if (url.endsWith('/reply')) stored = replied;
    else throw new Error(`unexpected POST ${url}`);
    return answer(stored);
  }) as typeof http.post);
  return {
    held,
    lists,
    /** Answers every held GET with the server's state now. */
    release: () => lists.splice(0).forEach((pending) => pending.resolve(listOf(stored))),
  };
}

const snackbarText = () => screen.getByRole('alert');

describe('ReceivedMessages', { timeout: 20_000 }, () => {
  it('confirms an answer sent while the list is still being read again after "mark as read"', async () => {
    const server = mockServer();
    renderWithApp(<ReceivedMessages hasCompany />);
    const message = await screen.findByTestId('received-message');
    expect(message).toHaveAttribute('data-state', 'unread');

    // The list asked again after "mark as read" answers only once the answer has gone out.
    server.held.next = true;
    fireEvent.click(within(message).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(server.lists).toHaveLength(1));
    // Done when the server has answered: said at once, the list read again behind it.
    await waitFor(() => expect(snackbarText()).toHaveTextContent('Marked as read.'));
    expect(message).toHaveAttribute('data-state', 'read');
    fireEvent.change(within(message).getByRole('textbox'), {
      target: { value: 'Our price list follows.' },
    });
    fireEvent.click(within(message).getByRole('button', { name: 'Send the answer' }));
    await waitFor(() => expect(server.lists.length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(message).toHaveAttribute('data-state', 'replied'));
    await act(async () => server.release());

    await waitFor(() => expect(message).toHaveAttribute('data-state', 'replied'));
    await waitFor(() =>
      expect(snackbarText()).toHaveTextContent('Your answer has been sent to the buyer.'),
    );
  });
});
