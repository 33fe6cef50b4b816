import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AddStaffButton } from '@/features/staff-auth/components/console/add-staff-button';
import { StaffAccountsList } from '@/features/staff-auth/components/console/staff-accounts-list';
import type { StaffAccount } from '@/features/staff-auth/schemas';
import { http } from '@/lib/http/client';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually, renderConsole } from '../console/console-fixtures';

const refresh = router.refresh;

const account = (overrides: Partial<StaffAccount>): StaffAccount => ({
  id: 1,
  name: 'Lina',
  last_name: 'Khoury',
  email: 'lina@staff.example.jo',
  role: 'admin',
  second_factor: true,
  suspended_at: null,
  created_at: '2026-03-12T08:00:00.000Z',
  version: 1,
  ...overrides,
});

const accounts = [
  account({}),
  account({
    id: 2,
    name: 'Sami',
    last_name: null,
    email: 'sami@staff.example.jo',
    role: 'officer',
    version: 5,
  }),
  account({
    id: 3,
    name: 'Huda',
    last_name: null,
    email: 'huda@staff.example.jo',
    role: 'editor',
    second_factor: false,
    suspended_at: '2026-04-01T08:00:00.000Z',
    version: 2,
  }),
];

async function renderStaff(locale: 'en' | 'ar' = 'en') {
  const tree = await resolveServer(
    <StaffAccountsList locale={locale} accounts={accounts} currentUserId={1} />,
    locale,
  );
  renderConsole(
    <>
      <AddStaffButton />
      {tree}
    </>,
    locale,
  );
}

const row = (id: number) => screen.getByTestId(`staff-account-${id}`);

describe('the staff accounts console (issues 13 and 24)', { timeout: 20_000 }, () => {
  beforeEach(() => refresh.mockReset());
  afterEach(() => vi.restoreAllMocks());

  it('shows each account’s role, second factor and state in words; one’s own row has no control', async () => {
    await renderStaff();
    expect(screen.getByRole('table', { name: 'Staff accounts' })).toBeVisible();
    expect(within(row(1)).getByText('(you)')).toBeInTheDocument();
    expect(within(row(1)).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row(1)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row(1)).getByText('lina@staff.example.jo')).toHaveAttribute('dir', 'ltr');
    expect(within(row(2)).getByRole('combobox', { name: 'Role of Sami' })).toHaveValue('officer');
    expect(within(row(2)).getByText('Set up')).toBeInTheDocument();
    expect(within(row(2)).getByText('Active')).toBeInTheDocument();
    expect(within(row(3)).getByText('Not set up yet')).toBeInTheDocument();
    expect(within(row(3)).getByText('Suspended')).toBeInTheDocument();
    expect(within(row(3)).getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    expect(within(row(3)).queryByRole('button', { name: 'Reset second factor' })).toBeNull();
  });

  it('writes the days in Arabic-Indic digits on an Arabic page', async () => {
    await renderStaff('ar');
    expect(screen.getByRole('table', { name: 'حسابات الموظفين' })).toBeVisible();
    expect(within(row(2)).getByText(/٢٠٢٦/)).toBeInTheDocument();
    expect(within(row(2)).getByText('مُعدّ')).toBeInTheDocument();
  });

  it('asks before a new role; Cancel keeps the role and sends nothing', async () => {
    const put = vi.spyOn(http, 'put');
    await renderStaff();
    const role = within(row(2)).getByRole('combobox', { name: 'Role of Sami' });
    fireEvent.change(role, { target: { value: 'editor' } });
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the role of Sami to Editor?',
    });
    expect(role).toHaveValue('officer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(put).not.toHaveBeenCalled();
  });

  it('changes a role from the version the list showed', async () => {
    const put = vi.spyOn(http, 'put').mockResolvedValue(answer(accounts[1]));
    await renderStaff();
    fireEvent.change(within(row(2)).getByRole('combobox', { name: 'Role of Sami' }), {
      target: { value: 'editor' },
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent('Sami is now Editor.'),
    );
    expect(put).toHaveBeenCalledWith('/staff/staff-accounts/2', { role: 'editor', version: 5 });
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('suspends with the version; a refusal stays in the question with its reason', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValue(apiError(422, { message: 'You cannot do this to your own account.' }));
    await renderStaff();
    fireEvent.click(within(row(2)).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Sami?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot do this to your own account.',
    );
    expect(post).toHaveBeenCalledWith('/staff/staff-accounts/2/suspend', { version: 5 });
  });

  it('adds an account: the form checks first, an address taken is said on its field', async () => {
    const taken = 'This address already has an account.';
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValueOnce(apiError(409, { message: taken, errors: { email: [taken] } }))
      .mockResolvedValueOnce(answer(account({ id: 9, name: 'Rana', role: 'officer' }), 201));
    await renderStaff();
    fireEvent.click(screen.getByRole('button', { name: 'Add staff account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add staff account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await eventually(() => expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus());
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Rana' } });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail address/), {
      target: { value: 'rana@staff.example.jo' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Initial password/), {
      target: { value: 'Dead-Sea-Window-2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText(taken)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'The account of Rana was created.',
      ),
    );
    expect(post).toHaveBeenLastCalledWith('/staff/staff-accounts', {
      name: 'Rana',
      email: 'rana@staff.example.jo',
      role: 'officer',
      password: 'Dead-Sea-Window-2026',
      locale: 'en',
    });
    expect(refresh).toHaveBeenCalledOnce();
  });
});
