import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EnquiryList } from '@/features/enquiries/components/console/enquiry-list';
import { ENQUIRY_LIST_DEFAULTS, type EnquiryListView } from '@/features/enquiries/staff-list-query';
import type { StaffEnquiryPage, StaffEnquiryRow } from '@/features/enquiries/staff-schemas';
import { renderServer } from '@/tests/setup/server-components';

const row = (id: number, changes: Partial<StaffEnquiryRow> = {}): StaffEnquiryRow => ({
  id,
  type: { code: 7, name: 'Other Enquiries' },
  status: { code: 10, name: 'New' },
  member: { id: 9, name: 'Rania Haddad', email: 'rania@example.jo' },
  owner: null,
  created_at: '2026-03-02T08:00:00.000Z',
  age: 1,
  overdue: false,
  captcha_unverified: false,
  ...changes,
});

const list: StaffEnquiryPage = {
  rows: [
    row(12, { overdue: true, age: 3 }),
    row(13, {
      status: { code: 70, name: 'Ongoing' },
      owner: { id: 2, name: 'Omar Officer' },
      captcha_unverified: true,
    }),
  ],
  total: 27,
  page: 2,
  page_size: 25,
  page_count: 2,
  target_days: 2,
};

const view = (changes: Partial<EnquiryListView> = {}): EnquiryListView => ({
  ...ENQUIRY_LIST_DEFAULTS,
  owner: 'me',
  q: 'oil',
  page: 2,
  ...changes,
});

const owners = [{ id: 2, name: 'Omar Officer', role: 'officer' as const }];

describe("the console's enquiry list (issues 13 and 24)", () => {
  it('keeps its filters in the form, the export and the page links', async () => {
    await renderServer(<EnquiryList locale="en" view={view()} list={list} owners={owners} />);
    const search = screen.getByRole('search', { name: 'Filter the enquiries' });
    expect(within(search).getByRole('combobox', { name: 'Owner' })).toHaveValue('me');
    expect(within(search).getByRole('searchbox', { name: 'Search' })).toHaveValue('oil');
    expect(within(search).getByRole('combobox', { name: 'Overdue' })).toHaveValue('');
    expect(screen.getByTestId('enquiries-total')).toHaveTextContent('27 enquiries found');
    expect(screen.getByTestId('export-csv')).toHaveAttribute(
      'href',
      '/api/staff/enquiries.csv?owner=me&q=oil&sort=created&order=desc&lang=en',
    );
    const pages = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(within(pages).getByRole('link', { name: /Page 1/ })).toHaveAttribute(
      'href',
      '/admin/enquiries?owner=me&q=oil',
    );
    const sizes = screen.getByRole('navigation', { name: 'Rows per page' });
    expect(within(sizes).getByRole('link', { name: '100 rows per page' })).toHaveAttribute(
      'href',
      '/admin/enquiries?owner=me&q=oil&page_size=100',
    );
  });

  it("sorts by its headings with the API's sorts, newest first by default", async () => {
    await renderServer(<EnquiryList locale="en" view={view()} list={list} owners={owners} />);
    const table = screen.getByRole('table', { name: 'Enquiries' });
    const received = within(table).getByRole('columnheader', { name: /Received/ });
    expect(received).toHaveAttribute('aria-sort', 'descending');
    expect(within(received).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/enquiries?owner=me&q=oil&order=asc',
    );
    const age = within(table).getByRole('columnheader', { name: /Age/ });
    expect(within(age).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/enquiries?owner=me&q=oil&sort=age&order=asc',
    );
    const search = screen.getByRole('search', { name: 'Filter the enquiries' });
    const sorted = await renderServer(
      <EnquiryList
        locale="en"
        view={view({ sort: 'age', order: 'asc' })}
        list={list}
        owners={owners}
      />,
    );
    const kept = within(sorted.container).getAllByRole('search')[0]!;
    expect(kept.querySelector('input[name="sort"]')).toHaveValue('age');
    expect(kept.querySelector('input[name="order"]')).toHaveValue('asc');
    expect(search.querySelector('input[name="sort"]')).toBeNull();
  });

  it('marks an overdue row in words, and one sent without the captcha check', async () => {
    await renderServer(<EnquiryList locale="en" view={view()} list={list} owners={owners} />);
    const [late, held] = screen.getAllByRole('row').slice(1);
    expect(late).toHaveAttribute('data-attention', 'overdue');
    expect(late).toHaveTextContent('3 working days');
    expect(within(late!).getByText('Overdue')).toBeVisible();
    expect(within(late!).getByRole('link', { name: 'Open enquiry 12' })).toHaveAttribute(
      'href',
      '/admin/enquiries/12',
    );
    expect(within(late!).getByText('rania@example.jo').closest('bdi')).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(held).not.toHaveAttribute('data-attention');
    expect(within(held!).getByText('Not verified')).toBeVisible();
    expect(within(held!).getByText('Omar Officer').tagName).toBe('BDI');
  });

  it('is in Arabic on Arabic pages: headings, marks and numbers (no English column menu)', async () => {
    const arabic = {
      ...list,
      rows: list.rows.map((item) => ({ ...item, type: { code: 7, name: 'استفسارات أخرى' } })),
    };
    await renderServer(
      <EnquiryList locale="ar" view={view()} list={arabic} owners={owners} />,
      'ar',
    );
    const table = screen.getByRole('table', { name: 'الاستفسارات' });
    const headings = table.querySelector('thead')!.textContent ?? '';
    expect(headings).not.toMatch(/[A-Za-z]/);
    expect(screen.getByTestId('enquiries-total')).toHaveTextContent('٢٧ استفسارًا');
    const [late] = screen.getAllByRole('row').slice(1);
    expect(late).toHaveTextContent('٣ أيام عمل');
    expect(within(late!).getByText('متأخر')).toBeVisible();
    expect(screen.getByTestId('export-csv')).toHaveAttribute(
      'href',
      expect.stringContaining('lang=ar'),
    );
  });

  it('says when nothing matches the filters, and when there is nothing at all', async () => {
    const empty = { ...list, rows: [], total: 0, page: 1, page_count: 1 };
    await renderServer(
      <EnquiryList locale="en" view={view({ page: 1 })} list={empty} owners={owners} />,
    );
    expect(screen.getByTestId('enquiries-table-empty')).toHaveTextContent(
      'No enquiry matches these filters.',
    );
    const none = await renderServer(
      <EnquiryList locale="en" view={{ ...ENQUIRY_LIST_DEFAULTS }} list={empty} owners={owners} />,
    );
    expect(within(none.container).getByText('No enquiries yet.')).toBeVisible();
  });
});
