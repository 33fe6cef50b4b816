import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StaffMessageDetail } from '@/features/buyer-messages/components/console/staff-message-detail';
import { StaffMessages } from '@/features/buyer-messages/components/console/staff-messages';
import type {
  StaffBuyerMessage,
  StaffBuyerMessageList,
  StaffQuery,
} from '@/features/buyer-messages/schemas';
import { renderServer } from '@/tests/setup/server-components';

const message = (id: number, changes: Partial<StaffBuyerMessage> = {}): StaffBuyerMessage => ({
  id,
  company_id: 3,
  company_name: 'Dead Sea Minerals LLC',
  sender_id: 8,
  sender_name: 'Anna Berg',
  sender_email: 'anna@buyer.example',
  locale: 'en',
  item_type: null,
  item_id: null,
  item: null,
  subject: `Olive oil ${id}`,
  message: 'Your price list, please.',
  quantity: '2 containers',
  destination_country: null,
  created_at: '2026-03-02T08:00:00.000Z',
  read_at: null,
  reply: null,
  replied_at: null,
  held: false,
  ...changes,
});

const list: StaffBuyerMessageList = {
  data: [
    message(1, { held: true }),
    message(2, { read_at: '2026-03-02T09:00:00.000Z' }),
    message(3, {
      read_at: '2026-03-02T09:00:00.000Z',
      reply: 'Sent.',
      replied_at: '2026-03-03T09:00:00.000Z',
    }),
  ],
  total: 43,
  page: 2,
  page_size: 20,
  page_count: 3,
};

const query: StaffQuery = { q: 'oil', company_id: 3, state: undefined, page: 2, page_size: 20 };

describe("the console's relay list (issues 14 and 24)", () => {
  it('shows each state as a word, and keeps the filters in its page links (en)', async () => {
    await renderServer(<StaffMessages query={query} list={list} locale="en" />);
    expect(screen.getByTestId('staff-buyer-messages-total')).toHaveTextContent('43 messages');
    const rows = screen.getAllByTestId('staff-buyer-message');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual([
      'unread',
      'read',
      'replied',
    ]);
    expect(rows[2]).toHaveTextContent('Answered');
    // Issue 47: a message whose sender is held by screening waits, and says so.
    expect(rows[0]).toHaveTextContent('Held by screening: not relayed yet');
    expect(rows[1]).not.toHaveTextContent('Held by screening');
    // Issue 56: the mark links to the sender's hits.
    expect(within(rows[0]!).getByTestId('held-mark')).toHaveAttribute(
      'href',
      `/admin/screening/hits?subject_type=buyer&subject_id=${list.data[0]!.sender_id}`,
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Olive oil 1' })).toHaveAttribute(
      'href',
      '/admin/buyer-messages/1',
    );
    const search = screen.getByRole('search', { name: 'Filter the messages' });
    expect(search.querySelector('input[name="company_id"]')).toHaveValue('3');
    expect(within(search).getByRole('searchbox', { name: 'Search' })).toHaveValue('oil');
    const pages = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(within(pages).getByRole('link', { name: /Page 3/ })).toHaveAttribute(
      'href',
      '/admin/buyer-messages?q=oil&company_id=3&page=3',
    );
  });

  it('writes its numbers in Arabic-Indic digits (ar)', async () => {
    await renderServer(<StaffMessages query={query} list={list} locale="ar" />, 'ar');
    expect(screen.getByTestId('staff-buyer-messages-total')).toHaveTextContent('٤٣ رسالة');
    expect(screen.getAllByTestId('staff-buyer-message')[0]).toHaveTextContent('غير مقروءة');
  });

  it('shows one message with its state and the sender isolated (ar)', async () => {
    await renderServer(<StaffMessageDetail message={list.data[2]!} locale="ar" />, 'ar');
    expect(screen.getByRole('heading', { name: 'Olive oil 3' })).toBeVisible();
    expect(screen.getByText('تم الرد')).toBeVisible();
    expect(screen.getByText('anna@buyer.example')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Anna Berg').tagName).toBe('BDI');
    expect(screen.getByText('Sent.')).toBeVisible();
  });
});
