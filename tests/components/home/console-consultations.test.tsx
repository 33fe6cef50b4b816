import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { markConsultationHandled } from '@/features/home/api/mark-consultation-handled';
import { ConsultationList } from '@/features/home/components/console/consultation-list';
import type {
  StaffConsultation,
  StaffConsultationPage,
} from '@/features/home/staff-consultation-schemas';
import { router } from '@/tests/setup/navigation';
import { renderServer } from '@/tests/setup/server-components';

vi.mock('@/features/home/api/mark-consultation-handled', () => ({
  markConsultationHandled: vi.fn(),
}));
const refresh = router.refresh;

const request = (id: number, changes: Partial<StaffConsultation> = {}): StaffConsultation => ({
  id,
  name: 'Lina Haddad',
  email: 'lina@example.jo',
  locale: 'ar',
  created_at: '2026-03-02T08:00:00.000Z',
  handled_at: null,
  handled_by: null,
  version: 2,
  captcha_unverified: false,
  ...changes,
});

const page: StaffConsultationPage = {
  rows: [
    request(31, { captcha_unverified: true }),
    request(30, {
      name: 'Sami Odeh',
      handled_at: '2026-03-03T09:00:00.000Z',
      handled_by: { id: 5, name: 'Aya Admin' },
      version: 3,
    }),
  ],
  total: 26,
  page: 1,
  page_size: 25,
  page_count: 2,
};

describe("the console's consultation requests (issues 13 and 24)", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(markConsultationHandled).mockReset();
    refresh.mockReset();
  });

  it('shows each request with its state in words, its filters and pages', async () => {
    await renderServer(
      <ConsultationList locale="en" query={{ handled: '0', q: 'lina', page: 1 }} page={page} />,
    );
    const search = screen.getByRole('search', { name: 'Filter the requests' });
    expect(within(search).getByRole('combobox', { name: 'State' })).toHaveValue('0');
    expect(within(search).getByRole('searchbox', { name: 'Name or e-mail' })).toHaveValue('lina');
    expect(screen.getByTestId('consultations-total')).toHaveTextContent('26 requests found');
    const table = screen.getByRole('table', { name: 'Consultation requests' });
    const [waiting, handled] = within(table).getAllByRole('row').slice(1);
    expect(waiting).toHaveTextContent('Not handled');
    expect(within(waiting!).getByText('Not verified')).toBeVisible();
    expect(within(waiting!).getByText('lina@example.jo')).toHaveAttribute('dir', 'ltr');
    expect(within(waiting!).getByText('Arabic')).toBeVisible();
    expect(within(handled!).getByText('Aya Admin').tagName).toBe('BDI');
    expect(within(handled!).queryByRole('button')).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(within(pages).getByRole('link', { name: /Page 2/ })).toHaveAttribute(
      'href',
      '/admin/consultations?handled=0&q=lina&page=2',
    );
  });

  it('asks, then marks a request handled from the version it showed', async () => {
    vi.mocked(markConsultationHandled).mockResolvedValue();
    await renderServer(<ConsultationList locale="en" query={{}} page={page} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled: Lina Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the request handled?' });
    expect(dialog).toHaveTextContent('The request of Lina Haddad will show as handled by you.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(markConsultationHandled).toHaveBeenCalledWith(31, 2));
    await waitFor(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent('Marked handled.'),
    );
    expect(refresh).toHaveBeenCalled();
  });

  it('is in Arabic on Arabic pages, numbers in Arabic-Indic digits', async () => {
    await renderServer(<ConsultationList locale="ar" query={{}} page={page} />, 'ar');
    expect(screen.getByTestId('consultations-total')).toHaveTextContent('٢٦ طلبًا');
    const table = screen.getByRole('table', { name: 'طلبات الاستشارة' });
    expect(table.querySelector('thead')!.textContent).not.toMatch(/[A-Za-z]/);
    expect(within(table).getByRole('button', { name: 'تمييزه كمُعالج: Lina Haddad' })).toBeVisible();
  });
});
