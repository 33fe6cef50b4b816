import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { EnquiryHistory } from '@/features/enquiries/components/console/enquiry-history';
import { EnquirySent } from '@/features/enquiries/components/console/enquiry-sent';
import { EnquirySummary } from '@/features/enquiries/components/console/enquiry-summary';
import { EnquiryTile } from '@/features/enquiries/components/console/enquiry-tile';
import type { StaffEnquiryDetail } from '@/features/enquiries/staff-schemas';
import { renderServer } from '@/tests/setup/server-components';

const detail: StaffEnquiryDetail = {
  id: 12,
  type: { code: 3, name: 'تقييم الجاهزية' },
  status: { code: 30, name: 'قيد الانتظار' },
  member: {
    id: 9,
    name: 'Rania Haddad',
    last_name: 'Haddad',
    email: 'rania@example.jo',
    phone: '0795550101',
    locale: 'ar',
    vip: false,
  },
  owner: { id: 5, name: 'Aya Admin' },
  created_at: '2026-03-02T08:00:00.000Z',
  age: 4,
  overdue: true,
  captcha_unverified: false,
  date: '2026-03-02',
  locale: 'ar',
  data: {},
  answers: [
    { enq_question: 1, points: 4, section_eng: 'Market', section_ara: 'السوق' },
    { enq_question: 2, points: 3, section_eng: 'Market', section_ara: 'السوق' },
  ],
  labels: {},
  responded_at: null,
  target_days: 2,
  version: 3,
  moves: [70, 20],
  events: [
    {
      id: 1,
      kind: 'owner',
      actor: { id: 5, name: 'Aya Admin' },
      from_status: null,
      to_status: null,
      owner: { id: 5, name: 'Aya Admin' },
      note: null,
      message: null,
      created_at: '2026-03-02T09:00:00.000Z',
    },
  ],
};

describe("the console's enquiry page in Arabic (issues 13 and 24)", () => {
  it('sums the enquiry up with its status chip, age and overdue mark in Arabic words and digits', async () => {
    await renderServer(<EnquirySummary detail={detail} locale="ar" />, 'ar');
    const summary = screen.getByRole('region', { name: 'ملخص' });
    expect(within(summary).getByText('قيد الانتظار').closest('[data-status]')).toHaveAttribute(
      'data-status',
      '30',
    );
    expect(summary).toHaveTextContent('٤ أيام عمل');
    expect(summary).toHaveTextContent('متأخر: لم يُرد عليه خلال يومَي عمل');
    const member = screen.getByTestId('enquiry-member');
    expect(within(member).getByText('rania@example.jo')).toHaveAttribute('dir', 'ltr');
    expect(within(member).getByText('0795550101')).toHaveAttribute('dir', 'ltr');
  });

  it('writes readiness points in Arabic-Indic digits', async () => {
    await renderServer(<EnquirySent detail={detail} locale="ar" />, 'ar');
    expect(screen.getByText('٤ من ٥')).toBeVisible();
    expect(screen.getByText('مجموع القسم: ٧ من ١٠')).toBeVisible();
  });

  it('isolates the staff names in the history', async () => {
    await renderServer(<EnquiryHistory detail={detail} locale="ar" />, 'ar');
    const event = screen.getByTestId('enquiry-history').querySelector('[data-kind="owner"]');
    expect(event).toHaveTextContent('عيّن \u2068Aya Admin\u2069 المسؤول: \u2068Aya Admin\u2069');
  });

  it("the dashboard tile counts in the page's digits and links to the overdue enquiries", async () => {
    const summary = Promise.resolve({
      by_status: { '10': 12, '20': 0, '30': 1, '40': 0, '50': 0, '60': 0, '70': 3 },
      open: 16,
      overdue: 2,
      unassigned: 5,
      target_days: 2,
    });
    await renderServer(<EnquiryTile locale="ar" summary={summary} />, 'ar');
    const tile = screen.getByTestId('enquiry-tile');
    expect(tile).toHaveTextContent('١٦');
    expect(within(tile).getByText('جديد').closest('li')).toHaveTextContent('١٢');
    expect(within(tile).getByRole('link', { name: 'عرض الاستفسارات المتأخرة' })).toHaveAttribute(
      'href',
      '/ar/admin/enquiries?overdue=1',
    );
  });
});
