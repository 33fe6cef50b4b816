import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { MemberAccount } from '@/features/members/components/console/member-account';
import { MemberEnquiries } from '@/features/members/components/console/member-enquiries';
import type { MemberDetail } from '@/features/members/schemas';
import { renderServer } from '@/tests/setup/server-components';

vi.mock('@/features/members/api/change-member', () => ({}));

const member: MemberDetail = {
  id: 12,
  name: 'Nadia',
  last_name: 'Saleh',
  email: 'nadia@example.jo',
  phone: '0795550101',
  locale: 'ar',
  email_verified_at: null,
  subscribe: 0,
  is_vip: true,
  suspended_at: '2026-11-21T09:00:00.000Z',
  version: 4,
  suspension: {
    suspended_at: '2026-11-21T09:00:00.000Z',
    reason: 'Forged papers',
    by: 'admin@example.jo',
  },
  international_buyers_access: 0,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-21T09:00:00.000Z',
  company: null,
  enquiries: [
    { id: 31, enq_type: 1, status: 70, date: '2026-11-20 10:00:00' },
    { id: 30, enq_type: 99, status: 99, date: '2026-11-19 10:00:00' },
  ],
  counts: { enquiries: 2, open_enquiries: 1, products: 0, services: 0 },
};

describe("the member's page in the console (issues 13 and 24)", () => {
  it('shows the suspension with its badges, who and why, and links the audit log', async () => {
    await renderServer(<MemberAccount member={member} locale="en" canReadAudit />);
    const status = screen.getByTestId('member-status');
    expect(status).toHaveAttribute('data-suspended', 'true');
    expect(within(status).getByText('Suspended')).toBeVisible();
    expect(within(status).getByText('VIP')).toBeVisible();
    expect(status).toHaveTextContent('Suspended by admin@example.jo.');
    expect(status).toHaveTextContent('Reason (for the agency only): Forged papers');
    expect(screen.getByRole('link', { name: 'This member in the audit log' })).toHaveAttribute(
      'href',
      '/admin/audit?entity_type=users&entity_id=12',
    );
    expect(within(screen.getByTestId('member-actions')).getByRole('switch')).toBeChecked();
  });

  it('is in Arabic, with the values isolated; no audit link for an officer', async () => {
    await renderServer(<MemberAccount member={member} locale="ar" canReadAudit={false} />, 'ar');
    const status = screen.getByTestId('member-status');
    expect(within(status).getByText('موقوف')).toBeVisible();
    expect(status).toHaveTextContent('أوقفه \u2066admin@example.jo\u2069.');
    expect(status).toHaveTextContent('\u2068Forged papers\u2069');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("lists the member's enquiries with the kit's table, statuses in words", async () => {
    await renderServer(<MemberEnquiries enquiries={member.enquiries} locale="ar" />, 'ar');
    const table = screen.getByTestId('member-enquiries');
    const [ongoing, odd] = [...table.querySelectorAll<HTMLElement>('tbody > tr')];
    expect(within(ongoing!).getByRole('link', { name: '#31' })).toHaveAttribute(
      'href',
      '/ar/admin/enquiries/31',
    );
    expect(within(ongoing!).getByText('قيد التنفيذ')).toBeVisible();
    expect(within(odd!).getByText('استفسار')).toBeVisible();
    expect(within(odd!).getByText('غير معروف')).toBeVisible();
    expect(table.querySelector('thead')!.textContent).not.toMatch(/[A-Za-z]/);
  });
});
