import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DataTable } from '@/components/console/data-table';
import { ApprovalsTile } from '@/features/approvals/components/console/approvals-tile';
import { queueTable } from '@/features/approvals/components/console/queue-table';
import { QueueTabs } from '@/features/approvals/components/console/queue-tabs';
import type { QueueAnswer, QueueQuery, WaitingCounts } from '@/features/approvals/schemas';
import { renderServer } from '@/tests/setup/server-components';

/** The queue's table as the page renders it (the kit's table over the queue's columns). */
const renderQueueTable = async (props: Parameters<typeof queueTable>[0]) =>
  renderServer(<DataTable {...await queueTable(props)} />);

const counts: WaitingCounts = {
  company: { new: 12, changed: 3 },
  product: { new: 0, changed: 1 },
  service: { new: 0, changed: 0 },
};

const answer: QueueAnswer = {
  items: [
    {
      type: 'product',
      id: 41,
      status: 40,
      kind: 'changed',
      waiting_since: '2026-03-02T08:00:00.000Z',
      company: {
        id: 5,
        registered_name: 'Petra Olive Foods Co.',
        trading_name: 'Petra Olive',
        held: false,
      },
      item: { name_eng: 'Olive oil', name_ara: 'زيت زيتون' },
      member: {
        id: 9,
        name: 'Rania',
        last_name: 'Haddad',
        email: 'rania@example.jo',
        locale: 'ar',
      },
    },
  ],
  total: 1,
  page: 1,
  page_size: 20,
  page_count: 1,
  counts,
};

const query = (changes: Partial<QueueQuery> = {}): QueueQuery => ({
  type: 'product',
  kind: 'changed',
  q: 'oil',
  order: 'newest',
  page: 1,
  ...changes,
});

describe('the approvals queue (issues 13 and 24)', () => {
  it('is newest first by default; its "Waiting since" heading turns the order, filters kept', async () => {
    await renderQueueTable({ locale: 'en', query: query(), answer });
    const table = screen.getByTestId('approvals-table');
    expect(table.querySelector('caption')).toHaveTextContent(
      'Products waiting for a decision, newest first',
    );
    const heading = within(table).getByRole('columnheader', { name: /Waiting since/ });
    expect(heading).toHaveAttribute('aria-sort', 'descending');
    expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/approvals?type=product&kind=changed&q=oil&order=oldest',
    );
    const row = screen.getByTestId('approvals-row');
    expect(within(row).getByRole('link', { name: /^Review\s*Olive oil$/ })).toHaveAttribute(
      'href',
      '/admin/approvals/product/41',
    );
    expect(within(row).getByText('rania@example.jo')).toHaveAttribute('dir', 'ltr');
    expect(within(row).queryByText('Held by screening')).toBeNull();
  });

  it('marks a company held by the sanctions screening (issue 47)', async () => {
    const [item] = answer.items;
    const held = { ...answer, items: [{ ...item!, company: { ...item!.company, held: true } }] };
    await renderQueueTable({ locale: 'en', query: query(), answer: held });
    expect(
      within(screen.getByTestId('approvals-row')).getByText('Held by screening'),
    ).toBeVisible();
    // Issue 56: the mark is the way to the company's hits.
    expect(within(screen.getByTestId('approvals-row')).getByTestId('held-mark')).toHaveAttribute(
      'href',
      `/admin/screening/hits?subject_type=company&subject_id=${item!.company.id}`,
    );
  });

  it('shows the oldest first when asked; the heading goes back to the default address', async () => {
    await renderQueueTable({ locale: 'en', query: query({ order: 'oldest' }), answer });
    const heading = screen.getByRole('columnheader', { name: /Waiting since/ });
    expect(heading).toHaveAttribute('aria-sort', 'ascending');
    expect(within(heading).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/approvals?type=product&kind=changed&q=oil',
    );
  });

  it('counts each tab in Arabic digits and keeps the filters and order on a tab change', async () => {
    await renderServer(
      <QueueTabs locale="ar" query={query({ order: 'oldest', page: 3 })} counts={counts} />,
      'ar',
    );
    const nav = screen.getByRole('navigation', { name: 'ما ينتظر القرار' });
    const companies = within(nav).getByRole('link', { name: /الشركات/ });
    expect(companies).toHaveTextContent('١٥');
    expect(companies).not.toHaveTextContent(/[0-9]/);
    expect(companies).toHaveAttribute(
      'href',
      '/ar/admin/approvals?type=company&kind=changed&q=oil&order=oldest',
    );
    expect(within(nav).getByRole('link', { name: /المنتجات/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe("the dashboard's approvals tile (issue 24)", () => {
  it('counts what waits per type, each a link to its tab (en)', async () => {
    await renderServer(<ApprovalsTile locale="en" counts={counts} />);
    const tile = screen.getByTestId('approvals-tile');
    expect(within(tile).getByRole('heading', { name: 'Approvals' })).toBeVisible();
    const links = within(tile).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Companies: 15 waiting',
      'Products: 1 waiting',
      'Services: none',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/approvals?type=company',
      '/admin/approvals?type=product',
      '/admin/approvals?type=service',
    ]);
    expect(tile).toHaveTextContent('(3 changes)');
  });

  it('writes its numbers in Arabic-Indic digits on an Arabic page (ar)', async () => {
    await renderServer(
      <ApprovalsTile locale="ar" counts={{ ...counts, company: { new: 1200, changed: 34 } }} />,
      'ar',
    );
    const tile = screen.getByTestId('approvals-tile');
    expect(within(tile).getByRole('link', { name: /الشركات/ })).toHaveTextContent(
      'الشركات: ١٬٢٣٤ بالانتظار',
    );
    expect(within(tile).getByRole('link', { name: /الشركات/ })).toHaveAttribute(
      'href',
      '/ar/admin/approvals?type=company',
    );
    expect(tile).toHaveTextContent('(٣٤ تعديلاً)');
    expect(tile).not.toHaveTextContent(/[0-9]/);
  });
});
