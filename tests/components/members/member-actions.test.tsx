import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { MemberActions } from '@/features/members/components/console/member-actions';
import { router } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

const refresh = router.refresh;

const api = vi.hoisted(() => ({
  setMemberVip: vi.fn(),
  suspendMember: vi.fn(),
  reinstateMember: vi.fn(),
}));
vi.mock('@/features/members/api/change-member', () => api);

const member = { id: 7, name: 'Nadia Saleh', is_vip: false, suspended_at: null, version: 3 };

beforeEach(() => {
  refresh.mockClear();
  for (const call of Object.values(api)) call.mockReset();
});

/** A failed call as axios rejects it, with the API's error body. */
const apiError = (status: number, data: unknown) =>
  new AxiosError('failed', String(status), undefined, undefined, {
    data,
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

const status = () => screen.getByTestId('console-change-status');

describe("the member's actions in the console (issues 13 and 24)", () => {
  it('sets VIP with the version shown, announces it and renders the page again', async () => {
    api.setMemberVip.mockResolvedValue({ ...member, is_vip: true, version: 4 });
    renderWithProviders(<MemberActions member={member} />);
    fireEvent.click(screen.getByRole('switch', { name: 'VIP member' }));
    await waitFor(() => expect(status()).toHaveTextContent('VIP set for Nadia Saleh.'));
    expect(api.setMemberVip).toHaveBeenCalledWith(7, true, 3);
    expect(screen.getByRole('switch', { name: 'VIP member' })).toBeChecked();
    expect(refresh).toHaveBeenCalled();
  });

  it('says why a VIP change failed, and renders a stale page again', async () => {
    api.setMemberVip.mockRejectedValue(
      apiError(409, { message: 'Someone changed this meanwhile.', errors: { version: ['x'] } }),
    );
    renderWithProviders(<MemberActions member={member} />);
    fireEvent.click(screen.getByRole('switch', { name: 'VIP member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The change was not saved: Someone changed this meanwhile.',
    );
    expect(screen.getByRole('switch', { name: 'VIP member' })).not.toBeChecked();
    expect(refresh).toHaveBeenCalled();
  });

  it('suspends only with a reason, in a dialog of its own', async () => {
    api.suspendMember.mockResolvedValue({
      ...member,
      suspended_at: '2026-11-21T09:00:00Z',
      version: 4,
    });
    renderWithProviders(<MemberActions member={member} />);
    fireEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Nadia Saleh?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend the member' }));
    expect(await within(dialog).findByText('Required.')).toBeVisible();
    expect(api.suspendMember).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Forged papers' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend the member' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent('Nadia Saleh is suspended; their sessions have ended.'),
    );
    expect(api.suspendMember).toHaveBeenCalledWith(7, 'Forged papers', 3);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Reinstate' })).toBeVisible();
  });

  it('asks the shared question before reinstating, in Arabic with the name isolated', async () => {
    api.reinstateMember.mockResolvedValue({ ...member, version: 5 });
    const suspended = { ...member, name: 'Nadia', suspended_at: '2026-11-21T09:00:00Z' };
    renderWithProviders(<MemberActions member={suspended} />, { locale: 'ar' });
    fireEvent.click(screen.getByRole('button', { name: 'إعادة الحساب' }));
    const dialog = await screen.findByRole('dialog', { name: 'إعادة حساب \u2068Nadia\u2069؟' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'أعد حساب العضو' }));
    await waitFor(() => expect(status()).toHaveTextContent('أُعيد حساب \u2068Nadia\u2069.'));
    expect(api.reinstateMember).toHaveBeenCalledWith(7, 3);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'إيقاف الحساب' })).toBeVisible();
  });
});
