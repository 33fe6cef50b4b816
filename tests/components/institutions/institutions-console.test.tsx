import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { InstitutionsList } from '@/features/institutions/components/console/institutions-list';
import { withNames, type ReferenceLists } from '@/features/institutions/institution-list';
import type { InstitutionRow } from '@/features/institutions/schemas';
import { http } from '@/lib/http/client';
import { listPage } from '@/lib/pagination';
import { BLANK_INSTITUTION_TEXTS } from '@/tests/fixtures/staff-records';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually, renderConsole } from '../console/console-fixtures';

const refresh = router.refresh;
// next/form needs Next's router; the filter form is a plain form here.

const lists: ReferenceLists = {
  types: [
    { id: 1, type_eng: 'Government agency', type_ara: 'جهة حكومية' },
    { id: 3, type_eng: 'Chamber of commerce', type_ara: 'غرفة تجارة' },
  ],
  modes: [{ id: 1, mode_eng: 'Public sector', mode_ara: 'القطاع العام' }],
  govs: [
    { id: 1, name: 'Amman', name_ara: 'عمّان' },
    { id: 2, name: 'Irbid', name_ara: 'إربد' },
  ],
};

const row = (overrides: Partial<InstitutionRow> = {}): InstitutionRow => ({
  id: 4,
  name: 'Irbid Chamber of Commerce',
  name_ara: 'غرفة تجارة إربد',
  type_id: [3],
  mode_id: 1,
  gov_id: 2,
  ...BLANK_INSTITUTION_TEXTS,
  version: 3,
  ...overrides,
});

const query = { page: 1, page_size: 20 };

async function renderList(rows = [row()], locale: 'en' | 'ar' = 'en') {
  const page = listPage(withNames(rows, lists), 1, 20);
  const tree = await resolveServer(
    <InstitutionsList locale={locale} query={query} page={page} lists={lists} />,
    locale,
  );
  renderConsole(<>{tree}</>, locale);
}

describe('the institutions console (issues 14 and 24)', { timeout: 20_000 }, () => {
  let put: MockInstance<typeof http.put>;
  let remove: MockInstance<typeof http.delete>;

  beforeEach(() => {
    refresh.mockReset();
    put = vi.spyOn(http, 'put').mockResolvedValue(answer(row()));
    remove = vi.spyOn(http, 'delete').mockResolvedValue(answer({ id: 4 }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the institutions on the server with their types, mode and governorate', async () => {
    await renderList([
      row(),
      row({ id: 5, name: 'Amman Chamber', name_ara: 'غرفة عمّان', gov_id: 1 }),
    ]);
    const table = screen.getByRole('table', { name: 'Institutions' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Irbid Chamber of Commerce').tagName).toBe('BDI');
    expect(within(table).getAllByText('Chamber of commerce')).toHaveLength(2);
    expect(within(table).getByText('Irbid')).toBeInTheDocument();
    expect(screen.getByTestId('institutions-total')).toHaveTextContent('2 institutions');
    expect(screen.getByRole('search', { name: 'Search the institutions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Amman Chamber' })).toBeInTheDocument();
  });

  it('reads in Arabic: names, lists and counts in the page’s language', async () => {
    await renderList([row(), row({ id: 5 }), row({ id: 6 })], 'ar');
    const table = screen.getByRole('table', { name: 'المؤسسات' });
    expect(within(table).getAllByText('غرفة تجارة إربد')[0]!.tagName).toBe('BDI');
    expect(within(table).getAllByText('إربد')).toHaveLength(3);
    expect(screen.getByTestId('institutions-total')).toHaveTextContent('٣ مؤسسات');
    expect(screen.getAllByRole('button', { name: 'تعديل غرفة تجارة إربد' })).toHaveLength(3);
  });

  it('saves an edit from the version it opened, announces it and renders the rows again', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Irbid Chamber of Commerce' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Irbid Chamber of Commerce' });
    const name = within(dialog).getByLabelText(/^Name \(English\)/);
    expect(name).toHaveValue('Irbid Chamber of Commerce');
    expect(within(dialog).getByRole('checkbox', { name: 'Chamber of commerce' })).toBeChecked();
    expect(within(dialog).getByLabelText(/^Governorate/)).toHaveValue('2');
    fireEvent.change(name, { target: { value: 'Irbid Chamber' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'Irbid Chamber was saved.',
      ),
    );
    expect(put).toHaveBeenCalledWith(
      '/staff/institutions/4',
      expect.objectContaining({ name: 'Irbid Chamber', type_id: [3], gov_id: 2, version: 3 }),
    );
    expect(refresh).toHaveBeenCalledOnce();
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps what was typed when the institution moved on meanwhile (409), with a reload', async () => {
    const stale = 'This record was changed by someone else. Reload it to see the change.';
    put.mockRejectedValue(apiError(409, { message: stale, errors: { version: [stale] } }));
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Irbid Chamber of Commerce' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/^Name \(English\)/);
    fireEvent.change(name, { target: { value: 'Irbid Chamber' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('stale-version')).toHaveTextContent(stale);
    expect(within(dialog).getByRole('button', { name: 'Reload to see the change' })).toBeVisible();
    expect(name).toHaveValue('Irbid Chamber');
    expect(refresh).not.toHaveBeenCalled();
  });

  it("puts the API's field errors on their fields", async () => {
    put.mockRejectedValue(
      apiError(422, {
        message: 'Invalid.',
        errors: { email: ['The e-mail address is not valid.'] },
      }),
    );
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Irbid Chamber of Commerce' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The e-mail address is not valid.')).toBeVisible();
    await eventually(() => expect(within(dialog).getByLabelText(/^E-mail/)).toHaveFocus());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the form with the API’s schema before sending it', async () => {
    const post = vi.spyOn(http, 'post');
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Irbid Chamber of Commerce' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name \(English\)/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Chamber of commerce' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required.')).toHaveLength(2);
    expect(post).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
  });

  it('deletes after the question, at the version the list showed', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Irbid Chamber of Commerce' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Irbid Chamber of Commerce?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'Irbid Chamber of Commerce was deleted.',
      ),
    );
    expect(remove).toHaveBeenCalledWith('/staff/institutions/4', {
      headers: { 'If-Match': '"3"' },
    });
    expect(refresh).toHaveBeenCalledOnce();
  });
});
