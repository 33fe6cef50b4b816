import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { moveStatus, saveOwner, sendReply } from '@/features/enquiries/api/staff-enquiry-changes';
import { EnquiryActions } from '@/features/enquiries/components/console/enquiry-actions';
import { router } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

vi.mock('@/features/enquiries/api/staff-enquiry-changes', () => ({
  saveOwner: vi.fn(),
  moveStatus: vi.fn(),
  sendReply: vi.fn(),
}));
const refresh = router.refresh;

const owners = [
  { id: 2, name: 'Omar Officer', role: 'officer' as const },
  { id: 5, name: 'Aya Admin', role: 'admin' as const },
];

function renderActions(locale: 'en' | 'ar' = 'en') {
  renderWithProviders(
    <EnquiryActions
      id={12}
      ownerId={null}
      owners={owners}
      me={5}
      moves={[20, 70, 30, 50, 60]}
      memberLocale="ar"
      version={3}
    />,
    { locale },
  );
}

const stale = () =>
  new AxiosError('stale', '409', undefined, undefined, {
    status: 409,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: {
      message: 'This record was changed by someone else.',
      errors: { version: ['This record was changed by someone else.'] },
    },
  });

describe("the enquiry's actions (issues 13 and 24)", { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(saveOwner).mockReset();
    vi.mocked(moveStatus).mockReset();
    vi.mocked(sendReply).mockReset();
    refresh.mockReset();
  });

  it('assigns to me from the version shown, and the next change starts from the answer', async () => {
    vi.mocked(saveOwner).mockResolvedValue(4);
    vi.mocked(moveStatus).mockResolvedValue(5);
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('The owner is saved.')).toBeVisible();
    expect(saveOwner).toHaveBeenCalledWith(12, 5, 3);
    expect(refresh).toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox', { name: 'New status' }), {
      target: { value: '70' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), {
      target: { value: 'Called the member' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('The status is changed.')).toBeVisible();
    expect(moveStatus).toHaveBeenCalledWith(12, 70, 'Called the member', 4);
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('');
  });

  it('asks before a move that cannot be undone (closed), then makes it', async () => {
    vi.mocked(moveStatus).mockResolvedValue(4);
    renderActions();
    fireEvent.change(screen.getByRole('combobox', { name: 'New status' }), {
      target: { value: '60' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move enquiry no. 12 to “Closed”?' });
    expect(dialog).toHaveTextContent('A closed enquiry is final');
    expect(moveStatus).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moveStatus).toHaveBeenCalledWith(12, 60, '', 3));
    expect(await screen.findByText('The status is changed.')).toBeVisible();
  });

  it('keeps the note typed when the enquiry changed meanwhile (409), and says so', async () => {
    vi.mocked(moveStatus).mockRejectedValue(stale());
    renderActions();
    fireEvent.change(screen.getByRole('combobox', { name: 'New status' }), {
      target: { value: '20' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), {
      target: { value: 'Checked the company' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    const notice = await screen.findByTestId('stale-version');
    expect(notice).toHaveTextContent('This record was changed by someone else.');
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Checked the company');
    expect(screen.getByRole('combobox', { name: 'New status' })).toHaveValue('20');
    // The page renders the enquiry as it now is; what was typed stays for another try.
    expect(refresh).toHaveBeenCalled();
  });

  it('replies in the language the member reads, without a version (a reply changes no field)', async () => {
    vi.mocked(sendReply).mockResolvedValue(3);
    renderActions('ar');
    expect(screen.getByTestId('reply-language')).toHaveTextContent('يقرأ العضو العربية');
    const message = screen.getByRole('textbox', { name: 'الرسالة' });
    expect(message).toHaveAttribute('lang', 'ar');
    fireEvent.change(message, { target: { value: 'شكرًا لتواصلكم' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرد' }));
    expect(await screen.findByText('تم إرسال الرد.')).toBeVisible();
    expect(sendReply).toHaveBeenCalledWith(12, 'شكرًا لتواصلكم');
    expect(message).toHaveValue('');
  });
});
