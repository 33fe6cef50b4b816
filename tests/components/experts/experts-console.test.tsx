import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ExpertsList } from '@/features/experts/components/console/experts-list';
import { PoolsList } from '@/features/experts/components/console/pools-list';
import type { StaffExpert, StaffPool } from '@/features/experts/schemas';
import { http } from '@/lib/http/client';
import { listPage } from '@/lib/pagination';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually, renderConsole } from '../console/console-fixtures';

const refresh = router.refresh;

const expert = (id: number, name: string, nameAr: string): StaffExpert => ({
  id,
  FULL_NAME: name,
  FULL_NAME_ARA: nameAr,
  TITLE_ENG: 'Export adviser',
  TITLE_ARA: 'مستشار تصدير',
  DESCRIPTION_ENG: 'Helps.',
  DESCRIPTION_ARA: 'يساعد.',
  EXPERTISE_ENG: 'Olive oil',
  EXPERTISE_ARA: 'زيت الزيتون',
  sectors: [1],
  languages: ['ar'],
  email: '',
  phone: '',
  pools: [7],
  version: 4,
  updated_at: '2026-01-02T10:00:00.000Z',
});

const experts = [
  expert(1, 'Rami Haddad', 'رامي حداد'),
  expert(2, 'Hiba Nabulsi', 'هبة النابلسي'),
  expert(3, 'Omar Zoubi', 'عمر الزعبي'),
];
const pool: StaffPool = {
  id: 7,
  NAME_ENG: 'Digital Trade',
  NAME_ARA: 'التجارة الرقمية',
  DESCRIPTION_ENG: '',
  DESCRIPTION_ARA: '',
  experts: [1, 2, 3],
  version: 9,
  updated_at: '2026-01-02T10:00:00.000Z',
};
const sectors = [{ iid: 1, name_eng: 'Food Processing', name_ara: 'الصناعات الغذائية' }];

async function renderConsolePage(locale: 'en' | 'ar' = 'en') {
  const tree = await resolveServer(
    <>
      <ExpertsList
        locale={locale}
        query={{ page: 1, page_size: 20 }}
        page={listPage(experts, 1, 20)}
        pools={[pool]}
        sectors={sectors}
      />
      <PoolsList locale={locale} pools={[pool]} experts={experts} />
    </>,
    locale,
  );
  renderConsole(<>{tree}</>, locale);
}

describe('the pool of experts console (issues 14 and 24)', { timeout: 20_000 }, () => {
  beforeEach(() => refresh.mockReset());
  afterEach(() => vi.restoreAllMocks());

  it('lists the experts and the pools on the server, counts in Arabic digits', async () => {
    await renderConsolePage('ar');
    expect(screen.getByRole('heading', { level: 2, name: 'الخبراء' })).toBeVisible();
    expect(screen.getAllByTestId('console-expert')).toHaveLength(3);
    expect(screen.getByTestId('experts-total')).toHaveTextContent('٣ خبراء');
    const pools = screen.getByRole('table', { name: 'المجموعات وعدد الخبراء في كل منها' });
    expect(within(pools).getByText('٣ خبراء')).toBeInTheDocument();
    expect(within(pools).getByText('التجارة الرقمية').tagName).toBe('BDI');
  });

  it('saves a pool from its version with its experts in their new order', async () => {
    const put = vi.spyOn(http, 'put').mockResolvedValue(answer(pool));
    await renderConsolePage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Digital Trade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pool' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Omar Zoubi up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent('Saved.'),
    );
    expect(put).toHaveBeenCalledWith(
      '/staff/pools/7',
      expect.objectContaining({ NAME_ENG: 'Digital Trade', experts: [1, 3, 2], version: 9 }),
    );
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('keeps an expert’s edit when the expert moved on meanwhile (409)', async () => {
    const stale = 'This record was changed by someone else.';
    vi.spyOn(http, 'put').mockRejectedValue(
      apiError(409, { message: stale, errors: { version: [stale] } }),
    );
    await renderConsolePage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Hiba Nabulsi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit expert' });
    expect(within(dialog).getByRole('checkbox', { name: 'Food Processing' })).toBeChecked();
    const title = within(dialog).getByLabelText(/^Title \(English\)/);
    fireEvent.change(title, { target: { value: 'Senior adviser' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('stale-version')).toHaveTextContent(stale);
    expect(http.put).toHaveBeenCalledWith(
      '/staff/experts/2',
      expect.objectContaining({ TITLE_ENG: 'Senior adviser', version: 4 }),
    );
    expect(title).toHaveValue('Senior adviser');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('deletes an expert after the question, at the version the list showed', async () => {
    const remove = vi.spyOn(http, 'delete').mockResolvedValue(answer({ id: 1 }));
    await renderConsolePage();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Rami Haddad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Rami Haddad?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent('Removed.'),
    );
    expect(remove).toHaveBeenCalledWith('/staff/experts/1', { headers: { 'If-Match': '"4"' } });
  });
});
