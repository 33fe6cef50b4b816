import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';

import {
  enquiryDetailDialog,
  UserEnquiriesView,
} from '@/features/enquiries/components/user-enquiries-view';
import { http } from '@/lib/http/client';
import type { Locale } from '@/lib/i18n/routing';
import { atPage, router } from '@/tests/setup/navigation';

import { answer, failure, renderAccount } from '../account/account-fixtures';

import { DETAIL, LIST, READINESS } from './user-enquiries-fixtures';

atPage('/profile/user-enquiries');

const replace = router.replace;

// The detail dialog loads on demand in the browser; the test fetches it up front, as
// tests/setup/preload-dialogs.ts does for the shared dialogs.
beforeAll(async () => {
  await enquiryDetailDialog.preload();
}, 30_000);

let get: MockInstance<typeof http.get>;

function serve(list: unknown = LIST) {
  get = vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/user-all-enquiries/7') return answer(list);
    if (url === '/user-enquiries/7') return answer(DETAIL);
    if (url === '/user-enquiries/8') return answer(READINESS);
    throw failure(404);
  });
}

const renderView = (locale: Locale = 'en') =>
  renderAccount(<UserEnquiriesView userId={7} />, locale);
const bodyRows = () =>
  within(screen.getByTestId('user-enquiries-table')).getAllByRole('row').slice(1);
const ids = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('UserEnquiriesView (part 3 "User enquiries")', { timeout: 20_000 }, () => {
  beforeEach(() => {
    replace.mockReset();
    serve();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows 10 rows per page with dates and times in the page’s language, without fractions', async () => {
    renderView();
    await screen.findByTestId('user-enquiries-table');
    expect(ids()).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8', '#9', '#10']);
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('Business Matchmaking');
    // Issue 11: the locale's date and time (Amman), no longer the API's 2026-03-02 10:11:12.
    expect(cells[2]).toHaveTextContent(/^Mar 2, 2026, 10:11:12\sAM$/);
    expect(cells[3]).toHaveTextContent(/^Apr 1, 2026, 10:00:05\sAM$/);
    expect(cells[4]).toHaveTextContent('Closed');
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the last page' }));
    expect(ids()).toEqual(['#21', '#22', '#23']);
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
  });

  it('filters by status chip, toggles it off and clears with All', async () => {
    renderView();
    await screen.findByTestId('user-enquiries-table');
    const pending = screen.getByRole('button', { name: 'Pending' });
    expect(pending).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(pending);
    expect(pending).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(ids()).toEqual(['#6', '#7', '#8', '#9', '#10', '#11']);
    fireEvent.click(screen.getByRole('button', { name: 'Closed' }));
    expect(ids()).toHaveLength(10);
    expect(screen.getByText('1–10 of 11')).toBeInTheDocument();
    fireEvent.click(pending);
    expect(ids()).toEqual(['#1', '#2', '#3', '#4', '#5']);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmed' }));
    expect(screen.getByText('There is no data for this filter')).toBeInTheDocument();
  });

  it('filters by the status text, case-insensitive', async () => {
    renderView();
    await screen.findByTestId('user-enquiries-table');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by status' }), {
      target: { value: '  CLOS ' },
    });
    expect(ids()).toEqual(['#1', '#2', '#3', '#4', '#5']);
    expect(screen.getByText('5 enquiries')).toBeInTheDocument();
  });

  it('opens the detail from the enquiry number with the field labels and lookup names', async () => {
    renderView();
    await screen.findByTestId('user-enquiries-table');
    fireEvent.click(screen.getByRole('button', { name: 'View enquiry number 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry number 7' });
    expect(get).toHaveBeenCalledWith('/user-enquiries/7');
    const fields = await within(dialog).findByTestId('enquiry-detail-fields');
    const terms = within(fields)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Full name',
      'Job title',
      'Company name',
      'E-mail',
      'Phone number',
      'Sector',
      'Target country',
      'Type of client',
      'Description of your enquiry',
      'Terms and conditions',
    ]);
    expect(within(fields).getByText('Food industries')).toBeInTheDocument();
    expect(within(fields).getByText('Germany')).toBeInTheDocument();
    expect(within(fields).getByText('Distributor')).toBeInTheDocument();
    expect(within(fields).getByText('Yes')).toBeInTheDocument();
    expect(within(dialog).getByText('Pending')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the team's replies oldest first, as text", async () => {
    renderView();
    await screen.findByTestId('user-enquiries-table');
    fireEvent.click(screen.getByRole('button', { name: 'View enquiry number 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry number 7' });
    const conversation = await within(dialog).findByRole('region', { name: 'Conversation' });
    const replies = within(conversation).getAllByTestId('enquiry-reply');
    expect(replies).toHaveLength(2);
    expect(replies[0]).toHaveTextContent('Jordan Exports team');
    expect(replies[0]).toHaveTextContent('Thank you, we are on it.');
    expect(replies[0]).toHaveAccessibleName(/Mar 9, 2026/);
    expect(replies[1]).toHaveTextContent('Two distributors: <img src=x onerror=alert(1)>');
    expect(conversation.querySelector('img')).toBeNull();
  });

  it('shows readiness answers grouped by section with their points', async () => {
    renderView();
    await screen.findByTestId('user-enquiries-table');
    fireEvent.click(screen.getByRole('button', { name: 'View enquiry number 8' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry number 8' });
    const answers = await within(dialog).findByRole('region', { name: 'Your answers' });
    const sections = within(answers).getAllByRole('heading', { level: 4 });
    expect(sections.map((heading) => heading.textContent)).toEqual(['Management', 'Production']);
    expect(
      within(answers)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['We have an export plan.', 'Staff speak English.', 'We can raise production.']);
    expect(within(answers).getByText('Section total: 9 of 10')).toBeInTheDocument();
    expect(within(answers).getByText('Section total: 2 of 5')).toBeInTheDocument();
    expect(within(dialog).getByText('lina@example.jo')).toBeInTheDocument();
    // No reply yet (an answer without the conversation, as before issue 13): no conversation.
    expect(within(dialog).queryByRole('region', { name: 'Conversation' })).toBeNull();
  });

  it('says so when the member has sent nothing', async () => {
    serve([]);
    renderView();
    expect(await screen.findByText(/You have not sent any enquiries yet/)).toBeInTheDocument();
    expect(screen.queryByTestId('user-enquiries-table')).not.toBeInTheDocument();
  });

  it('sends a member whose session ended to the login page and back', async () => {
    vi.spyOn(http, 'get').mockRejectedValue(failure(401));
    renderView('ar');
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        `/auth/login?redirect=${encodeURIComponent('/ar/profile/user-enquiries')}`,
      ),
    );
  });

  it('reads right to left in Arabic with Arabic names', async () => {
    renderView('ar');
    await screen.findByTestId('user-enquiries-table');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('التوفيق بين الأعمال');
    fireEvent.change(screen.getByRole('searchbox', { name: 'البحث حسب الحالة' }), {
      target: { value: 'مغلق' },
    });
    expect(ids()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'قيد الانتظار' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
