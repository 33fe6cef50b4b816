import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { AgreementsConsoleList } from '@/features/agreements/components/console/agreements-list';
import { CountriesConsoleList } from '@/features/agreements/components/console/countries-list';
import type { FtaCountryRow, TradeAgreement } from '@/features/agreements/schemas';
import { http } from '@/lib/http/client';
import { listPage } from '@/lib/pagination';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, eventually, renderConsole } from '../console/console-fixtures';

const refresh = router.refresh;

// Issue 27 "Staff console": the trade agreements and the map's country pages, in both languages,
// each change sent with the version the list showed.

const agreement = (over: Partial<TradeAgreement> = {}): TradeAgreement => ({
  id: 7,
  title_eng: 'Jordan–Turkey Free Trade Agreement',
  title_ara: 'اتفاقية التجارة الحرة بين الأردن وتركيا',
  summary_eng: 'Suspended in 2018.',
  summary_ara: 'علّق الأردن العمل بها.',
  covers_eng: '',
  covers_ara: '',
  signed_on: '2009-12-01',
  in_force_on: '2011-03-01',
  link: '',
  status: 0,
  legal_status: 'in_force',
  version: 2,
  ...over,
});

const page = (over: Partial<FtaCountryRow> = {}): FtaCountryRow => ({
  id: 4,
  country_code: 'SG',
  visible: true,
  title_eng: 'Singapore',
  title_ara: 'سنغافورة',
  subtitle_eng: '',
  subtitle_ara: '',
  sub_subtitle_eng: '',
  sub_subtitle_ara: '',
  image: '/images/banners/agreements.svg',
  url: 'singapore',
  keywords: '',
  keywords_ara: '',
  content_eng: '<p>Gateway.</p>',
  content_ara: '<p>بوابة.</p>',
  agreement_ids: [5],
  version: 3,
  ...over,
});

const agreements = [
  agreement({ id: 5, title_eng: 'Jordan–Singapore Free Trade Agreement', status: 1 }),
  agreement(),
];
const query = { page: 1, page_size: 20 };
const choices = {
  countries: [
    { value: 'SG', label: 'Singapore (SG)' },
    { value: 'JP', label: 'Japan (JP)' },
  ],
  agreements: agreements.map((row) => ({ id: row.id, label: row.title_eng })),
};

describe('the agreements console', { timeout: 20_000 }, () => {
  let put: MockInstance<typeof http.put>;
  let remove: MockInstance<typeof http.delete>;

  beforeEach(() => {
    refresh.mockReset();
    put = vi.spyOn(http, 'put').mockResolvedValue(answer({}));
    remove = vi.spyOn(http, 'delete').mockResolvedValue(answer({ id: 7 }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the agreements, hidden ones in words, and deletes one at its version', async () => {
    const rows = agreements.map((row) => ({ ...row, pages: row.id === 5 ? 1 : 0 }));
    const tree = await resolveServer(
      <AgreementsConsoleList locale="en" query={query} page={listPage(rows, 1, 20)} />,
    );
    renderConsole(<>{tree}</>);
    const table = screen.getByRole('table', { name: 'Trade agreements' });
    expect(within(table).getByText('Hidden')).toBeInTheDocument();
    expect(within(table).getByText('Shown')).toBeInTheDocument();
    const name = 'Jordan–Turkey Free Trade Agreement';
    fireEvent.click(screen.getByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${name}?` });
    expect(dialog).toHaveTextContent('every country page that names it');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await eventually(() => expect(remove).toHaveBeenCalledOnce());
    expect(remove).toHaveBeenCalledWith('/staff/agreements/7', { headers: { 'If-Match': '"2"' } });
  });

  it('shows an agreement’s legal status beside its status, and edits it (issue 37)', async () => {
    const rows = [{ ...agreements[1]!, legal_status: 'suspended' as const, pages: 1 }];
    const tree = await resolveServer(
      <AgreementsConsoleList locale="en" query={query} page={listPage(rows, 1, 20)} />,
    );
    renderConsole(<>{tree}</>);
    const table = screen.getByRole('table', { name: 'Trade agreements' });
    expect(within(table).getByText('Suspended')).toBeInTheDocument();
    const name = 'Jordan–Turkey Free Trade Agreement';
    fireEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${name}` });
    const legal = within(dialog).getByLabelText(/^Legal status/);
    expect(legal).toHaveValue('suspended');
    fireEvent.change(legal, { target: { value: 'terminated' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() => expect(put).toHaveBeenCalledOnce());
    expect(put).toHaveBeenCalledWith(
      '/staff/agreements/7',
      expect.objectContaining({ legal_status: 'terminated', status: 0, version: 2 }),
    );
  });

  it('edits a country page: its country, the map, its agreements and its content', async () => {
    const tree = await resolveServer(
      <CountriesConsoleList
        locale="en"
        query={query}
        page={listPage([page()], 1, 20)}
        agreements={agreements}
        choices={choices}
      />,
    );
    renderConsole(<>{tree}</>);
    const table = screen.getByRole('table', { name: 'Country pages of the map' });
    expect(within(table).getByText('Jordan–Singapore Free Trade Agreement')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Singapore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Singapore' });
    expect(within(dialog).getByLabelText(/^Country/)).toHaveValue('SG');
    expect(within(dialog).getByRole('checkbox', { name: /Shown on the map/ })).toBeChecked();
    const turkey = within(dialog).getByRole('checkbox', {
      name: 'Jordan–Turkey Free Trade Agreement',
    });
    expect(turkey).not.toBeChecked();
    fireEvent.click(turkey);
    fireEvent.change(within(dialog).getByLabelText(/^Content \(English\)/), {
      target: { value: '<p>A gateway to South-East Asia.</p>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent('Singapore was saved.'),
    );
    expect(put).toHaveBeenCalledWith(
      '/staff/fta-countries/4',
      expect.objectContaining({
        country_code: 'SG',
        agreement_ids: [5, 7],
        content_eng: '<p>A gateway to South-East Asia.</p>',
        version: 3,
      }),
    );
  });

  it('asks for at least one agreement before sending a country page', async () => {
    const tree = await resolveServer(
      <CountriesConsoleList
        locale="ar"
        query={query}
        page={listPage([page()], 1, 20)}
        agreements={agreements}
        choices={choices}
      />,
      'ar',
    );
    renderConsole(<>{tree}</>, 'ar');
    fireEvent.click(screen.getByRole('button', { name: 'تعديل سنغافورة' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Jordan–Singapore Free Trade Agreement' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await eventually(() =>
      expect(within(dialog).getAllByRole('checkbox')[1]).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(put).not.toHaveBeenCalled();
  });
});
