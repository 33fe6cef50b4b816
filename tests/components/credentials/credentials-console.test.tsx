import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { CredentialsList } from '@/features/credentials/components/console/credentials-list';
import type { Credential } from '@/features/credentials/schemas';
import { http } from '@/lib/http/client';
import { listPage } from '@/lib/pagination';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually, renderConsole } from '../console/console-fixtures';

const refresh = router.refresh;

// Issue 27 "Staff console": editors keep the credentials through the specification's
// PUT /api/credentials/{id} and DELETE /api/credentials/{id}, from the version they opened.

const row = (over: Partial<Credential> = {}): Credential => ({
  id: 7,
  name_eng: 'Cooperation agreement with the East African Buyers Alliance',
  name_ara: 'اتفاقية تعاون مع تحالف المشترين في شرق أفريقيا',
  country_id: 404,
  date: '2021-04-22',
  type: 2,
  issuer_eng: 'East African Buyers Alliance',
  issuer_ara: 'تحالف المشترين في شرق أفريقيا',
  description_eng: 'Virtual matchmaking.',
  description_ara: 'مواءمة افتراضية.',
  link: 'https://www.east-africa-buyers.example',
  document: '',
  status: 0,
  version: 4,
  type_eng: 'Cooperation agreement',
  type_ara: 'اتفاقية تعاون',
  country_name_eng: 'Kenya',
  country_name_ara: 'كينيا',
  recent: false,
  ...over,
});

const choices = {
  types: [
    { value: 1, label: 'Memorandum of understanding' },
    { value: 2, label: 'Cooperation agreement' },
  ],
  countries: [
    { value: 404, label: 'Kenya' },
    { value: 818, label: 'Egypt' },
  ],
};
const query = { page: 1, page_size: 20 };
const NAME = 'Cooperation agreement with the East African Buyers Alliance';

async function renderList(rows = [row()], locale: 'en' | 'ar' = 'en') {
  const tree = await resolveServer(
    <CredentialsList
      locale={locale}
      query={query}
      page={listPage(rows, 1, 20)}
      choices={choices}
    />,
    locale,
  );
  renderConsole(<>{tree}</>, locale);
}

describe('the credentials console', { timeout: 20_000 }, () => {
  let put: MockInstance<typeof http.put>;
  let remove: MockInstance<typeof http.delete>;

  beforeEach(() => {
    refresh.mockReset();
    put = vi.spyOn(http, 'put').mockResolvedValue(answer(row()));
    remove = vi.spyOn(http, 'delete').mockResolvedValue(answer({ id: 7 }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the credentials with type, country, date and status in words', async () => {
    await renderList([row(), row({ id: 8, status: 1, name_eng: 'Memorandum with Egypt' })]);
    const table = screen.getByRole('table', { name: 'Credentials' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText(NAME).tagName).toBe('BDI');
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(within(table).getAllByText('Apr 22, 2021')).toHaveLength(2);
    expect(screen.getByTestId('credentials-total')).toHaveTextContent('2 credentials');
  });

  it('reads in Arabic', async () => {
    await renderList([row(), row({ id: 9 }), row({ id: 10 })], 'ar');
    const table = screen.getByRole('table', { name: 'الاعتمادات' });
    expect(screen.getByTestId('credentials-total')).toHaveTextContent('٣ اعتمادات');
    expect(within(table).getAllByText('غير ساري')).toHaveLength(3);
  });

  it('saves an edit at the version it opened, through PUT /api/credentials/{id}', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: `Edit ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${NAME}` });
    expect(within(dialog).getByLabelText(/^Type/)).toHaveValue('2');
    expect(within(dialog).getByLabelText(/^Country/)).toHaveValue('404');
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2021-04-22');
    fireEvent.change(within(dialog).getByLabelText(/^Status/), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Country/), { target: { value: '818' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(`${NAME} was saved.`),
    );
    expect(put).toHaveBeenCalledWith(
      '/credentials/7',
      expect.objectContaining({ status: 1, country_id: 818, type: 2, version: 4 }),
    );
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('checks the form before sending it', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: `Edit ${NAME}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name \(Arabic\)/), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(/^Partner's website/), {
      target: { value: 'not an address' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required.')).toBeVisible();
    expect(put).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the credential moved on meanwhile (409)', async () => {
    const stale = 'This record was changed by someone else. Reload it to see the change.';
    put.mockRejectedValue(apiError(409, { message: stale, errors: { version: [stale] } }));
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: `Edit ${NAME}` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('stale-version')).toHaveTextContent(stale);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('deletes after the question, at the version the list showed', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: `Delete ${NAME}` }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${NAME}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(`${NAME} was deleted.`),
    );
    expect(remove).toHaveBeenCalledWith('/credentials/7', { headers: { 'If-Match': '"4"' } });
  });
});
