import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { VatCorrectionsList } from '@/features/market-indicators/components/console/vat-corrections-list';
import type { VatCorrection } from '@/features/market-indicators/vat-correction-schemas';
import { http } from '@/lib/http/client';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, eventually, renderConsole } from '../console/console-fixtures';

const refresh = router.refresh;

// Issue 58: editors keep the corrections of the VAT file at /admin/vat-corrections, through
// /api/staff/market-indicators/vat-corrections, from the version they opened; the rate is typed as
// a percentage and sent as a rate.

const row = (over: Partial<VatCorrection> = {}): VatCorrection => ({
  id: 1,
  country: 'BH',
  kind: 'vat',
  rate: 0.1,
  note_en: 'VAT rose from 5 % to 10 % on 1 January 2022.',
  note_ar: 'ارتفعت ضريبة القيمة المضافة من ٥٪ إلى ١٠٪ في ١ يناير ٢٠٢٢.',
  source_name_en: 'National Bureau for Revenue, Kingdom of Bahrain',
  source_name_ar: 'الجهاز الوطني للإيرادات، مملكة البحرين',
  url: 'https://www.nbr.gov.bh/',
  source_date: '2022-01-01',
  checked_on: '2026-11-27',
  version: 3,
  ...over,
});

async function renderList(rows = [row()], locale: 'en' | 'ar' = 'en') {
  const tree = await resolveServer(<VatCorrectionsList locale={locale} rows={rows} />, locale);
  renderConsole(<>{tree}</>, locale);
}

describe('the VAT corrections console', { timeout: 20_000 }, () => {
  let put: MockInstance<typeof http.put>;

  beforeEach(() => {
    refresh.mockReset();
    put = vi.spyOn(http, 'put').mockResolvedValue(answer(row()));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists each market with its tax, rate, source and day checked', async () => {
    await renderList([row(), row({ id: 2, country: 'KW', kind: 'none', rate: 0 })]);
    const table = screen.getByRole('table', { name: 'VAT corrections' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('10 %')).toBeInTheDocument();
    expect(within(table).getByText('No VAT in force')).toBeInTheDocument();
    expect(
      within(table).getAllByRole('link', {
        name: 'National Bureau for Revenue, Kingdom of Bahrain',
      })[0],
    ).toHaveAttribute('href', 'https://www.nbr.gov.bh/');
  });

  it('reads in Arabic with Arabic-Indic digits', async () => {
    await renderList([row()], 'ar');
    const table = screen.getByRole('table', { name: 'تصحيحات ضريبة القيمة المضافة' });
    expect(within(table).getByText('١٠ %')).toBeInTheDocument();
  });

  it('saves an edit at the version it opened, the percentage sent as a rate', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the correction of BH' }));
    const dialog = await screen.findByRole('dialog');
    const percent = within(dialog).getByLabelText(/^Rate \(%\)/);
    expect(percent).toHaveValue('10');
    fireEvent.change(percent, { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent('was saved.'),
    );
    expect(put).toHaveBeenCalledWith(
      '/staff/market-indicators/vat-corrections/1',
      expect.objectContaining({ country: 'BH', rate: 0.125, version: 3 }),
    );
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('refuses a rate for a market with no VAT in force before sending it', async () => {
    await renderList([row({ kind: 'none', rate: 0 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the correction of BH' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Rate \(%\)/), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(within(dialog).getByLabelText(/^Rate \(%\)/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(put).not.toHaveBeenCalled();
  });
});
