import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AuditLog } from '@/features/members/components/console/audit-log';
import type { AuditEntry, AuditList, AuditQuery } from '@/features/members/schemas';
import { renderServer } from '@/tests/setup/server-components';

const entry = (id: number, changes: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  actor_id: 1,
  actor_email: 'admin@example.jo',
  actor_role: 'admin',
  actor_name: 'Hala Admin',
  action: 'member.suspend',
  entity_type: 'users',
  entity_id: '12',
  before: { suspended_at: null, is_vip: false },
  after: { suspended_at: '2026-11-21T09:00:00.000Z', is_vip: true, reason: 'Forged papers' },
  created_at: '2026-11-21T09:00:00.000Z',
  ...changes,
});

const list: AuditList = {
  data: [
    entry(30),
    entry(29, { action: 'company.approve', entity_type: 'companies', entity_id: '4' }),
    entry(28, { action: 'report.export', entity_type: 'reports', before: null, after: null }),
  ],
  total: 53,
  page: 2,
  page_size: 25,
  page_count: 3,
  actions: ['company.approve', 'member.suspend', 'report.export'],
  entity_types: ['companies', 'reports', 'users'],
};

/** The log's own rows (each entry's before and after is a table of its own inside it). */
const entries = () => [
  ...screen.getByTestId('audit-table').querySelectorAll<HTMLElement>(':scope > tbody > tr'),
];

const query: AuditQuery = { page: 2, page_size: 25, action: 'member.suspend', actor: 'hala' };

describe('the audit log (issues 13 and 24)', () => {
  it('names each action and record type in words; an unknown action keeps its code', async () => {
    await renderServer(<AuditLog locale="en" query={query} list={list} />);
    const [suspended, approved, unknown] = entries();
    expect(suspended).toHaveAttribute('data-action', 'member.suspend');
    expect(within(suspended!).getByText('Member suspended')).toBeVisible();
    expect(within(suspended!).queryByText('member.suspend')).toBeNull();
    expect(within(suspended!).getByRole('link', { name: 'Account no. 12' })).toHaveAttribute(
      'href',
      '/admin/members/12',
    );
    expect(within(suspended!).getByText('Administrator')).toBeVisible();
    expect(within(suspended!).getByText('admin@example.jo')).toHaveAttribute('dir', 'ltr');
    expect(within(approved!).getByText('Company approved')).toBeVisible();
    expect(within(approved!).getByText('Company no. 4')).toBeVisible();
    expect(within(unknown!).getByText('Action without a name')).toBeVisible();
    expect(within(unknown!).getByText('report.export')).toBeVisible();
    expect(within(unknown!).getByText('reports no. 12')).toBeVisible();
    expect(within(unknown!).getByText('No values recorded.')).toBeVisible();
  });

  it('folds before and after under each row, readable, fields in words', async () => {
    await renderServer(<AuditLog locale="en" query={query} list={list} />);
    const changes = screen.getByTestId('audit-changes-30');
    const details = changes.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    fireEvent.click(within(details).getByText('Before / after'));
    expect(details).toHaveAttribute('open');
    const table = within(changes).getByRole('table', { name: 'Before and after of entry 30' });
    const [, instant, flag, reason] = within(table).getAllByRole('row');
    expect(instant).toHaveTextContent('Suspended on(empty)Nov 21, 2026, 12:00:00 PM');
    expect(within(instant!).getByText('Suspended on')).toHaveAttribute('title', 'suspended_at');
    expect(flag).toHaveTextContent('VIPNoYes');
    expect(reason).toHaveTextContent('Reason(empty)Forged papers');
  });

  it('shows a field the catalogues do not name as its code', async () => {
    const odd = entry(31, { before: null, after: { legacy_flag: 'x' } });
    await renderServer(<AuditLog locale="ar" query={query} list={{ ...list, data: [odd] }} />);
    const changes = screen.getByTestId('audit-changes-31');
    expect(within(changes).getByText('legacy_flag')).toHaveAttribute('dir', 'ltr');
  });

  it('filters with a GET form: actions in words, the values asked kept', async () => {
    await renderServer(<AuditLog locale="en" query={query} list={list} />);
    const search = screen.getByRole('search', { name: 'Filter the audit log' });
    const action = within(search).getByRole('combobox', { name: 'Action' });
    expect(action).toHaveValue('member.suspend');
    expect(within(action).getByRole('option', { name: 'Staff account created' })).toHaveValue(
      'staff.create',
    );
    expect(
      within(action).getByRole('option', { name: 'Action without a name (report.export)' }),
    ).toHaveValue('report.export');
    const type = within(search).getByRole('combobox', { name: 'Record type' });
    expect(within(type).getByRole('option', { name: 'Pool of experts' })).toHaveValue('pools');
    expect(within(search).getByRole('searchbox', { name: 'Staff member' })).toHaveValue('hala');
    expect(screen.getByTestId('audit-total')).toHaveTextContent('53 entries');
    const pages = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(within(pages).getByRole('link', { name: /Page 3/ })).toHaveAttribute(
      'href',
      '/admin/audit?actor=hala&action=member.suspend&page=3',
    );
  });

  it('is in Arabic on Arabic pages, and says when the end day came before the start', async () => {
    await renderServer(
      <AuditLog
        locale="ar"
        query={{ page: 1, page_size: 25, from: '2026-11-02' }}
        list={{ ...list, page: 1 }}
        rangeIgnored
      />,
      'ar',
    );
    const table = screen.getByRole('table', { name: 'قيود التدقيق' });
    expect(table.querySelector('thead')!.textContent).not.toMatch(/[A-Za-z]/);
    const [suspended, approved] = entries();
    expect(within(suspended!).getByText('إيقاف حساب عضو')).toBeVisible();
    expect(within(suspended!).getByText('مسؤول النظام')).toBeVisible();
    expect(within(approved!).getByText('الموافقة على شركة')).toBeVisible();
    expect(screen.getByTestId('audit-total')).toHaveTextContent('٥٣ قيداً');
    expect(
      screen.getByText('تاريخ النهاية يسبق تاريخ البداية، لذا طُبّق تاريخ البداية وحده.'),
    ).toBeVisible();
    const action = screen.getByRole('combobox', { name: 'الإجراء' });
    const words = within(action)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent ?? '')
      .filter((text) => !text.includes('report.export'));
    expect(words.filter((text) => /[A-Za-z]/.test(text))).toEqual([]);
  });
});
