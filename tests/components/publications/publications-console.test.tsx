import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { AddPublicationButton } from '@/features/publications/components/console/publication-buttons';
import type { PublicationChoices } from '@/features/publications/components/console/publication-form-dialog';
import { PublicationsList } from '@/features/publications/components/console/publications-list';
import type { StaffPublication } from '@/features/publications/schemas';
import { http } from '@/lib/http/client';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually, renderConsole } from '../console/console-fixtures';

const refresh = router.refresh;

const choices: PublicationChoices = {
  countries: [
    { id: 400, code_3: 'JOR', name_eng: 'Jordan', name_ara: 'الأردن' },
    { id: 682, code_3: 'SAU', name_eng: 'Saudi Arabia', name_ara: 'المملكة العربية السعودية' },
  ],
  sectors: [
    { id: 3, name_eng: 'Food Processing', name_ara: 'الصناعات الغذائية' },
    { id: 12, name_eng: 'Cosmetics', name_ara: 'مستحضرات التجميل' },
  ],
  today: '2026-11-21',
};

const row = (changes: Partial<StaffPublication> = {}): StaffPublication => ({
  id: 3,
  image: '/api/uploads/seed/publications/03.webp',
  DESCRIPTION_ENG: 'UAE cosmetics study',
  DESCRIPTION_ARA: 'دراسة سوق التجميل في الإمارات',
  TARIFF_ENG: '<p>Summary</p>',
  TARIFF_ARA: '<p>ملخص</p>',
  country_id: 682,
  country_belongs: { name_eng: 'Saudi Arabia', name_ara: 'المملكة العربية السعودية' },
  industry: [12],
  date_start: '2026-04-20',
  for_vip: true,
  status: 1,
  TARIFF_FILE: '/api/files/publications/seed-03-en.pdf',
  TARIFF_FILE_AR: '/api/files/publications/seed-03-ar.pdf',
  downloads: { en: 12, ar: 3 },
  updated_at: '2026-04-20T09:00:00Z',
  version: 4,
  ...changes,
});

const query = { page: 1, page_size: 20 };

async function renderList(rows = [row()], locale: 'en' | 'ar' = 'en') {
  const page = { data: rows, total: rows.length, page: 1, page_count: 1 };
  const tree = await resolveServer(
    <PublicationsList locale={locale} query={query} page={page} choices={choices} />,
    locale,
  );
  renderConsole(<>{tree}</>, locale);
}

describe('the publications console (issue 26)', { timeout: 20_000 }, () => {
  let put: MockInstance<typeof http.put>;

  beforeEach(() => {
    refresh.mockReset();
    put = vi.spyOn(http, 'put').mockResolvedValue(answer({ id: 3, version: 5 }));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the publications with their status, VIP flag and download counts', async () => {
    await renderList([row(), row({ id: 4, status: 0, for_vip: false, TARIFF_FILE_AR: '' })]);
    const table = screen.getByRole('table', { name: 'Publications' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('UAE cosmetics study')[0]!.tagName).toBe('BDI');
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByText('VIP only')).toBeInTheDocument();
    const [counts] = screen.getAllByTestId('publication-downloads');
    expect(counts).toHaveTextContent('English PDF: 12');
    expect(counts).toHaveTextContent('Arabic PDF: 3');
    expect(screen.getAllByTestId('publication-downloads')[1]).not.toHaveTextContent('Arabic');
    expect(screen.getByTestId('publications-total')).toHaveTextContent('2 publications');
  });

  it('reads in Arabic, counts in Arabic-Indic digits', async () => {
    await renderList([row()], 'ar');
    expect(screen.getByRole('table', { name: 'المنشورات' })).toBeInTheDocument();
    expect(screen.getByTestId('publication-downloads')).toHaveTextContent('الملف الإنجليزي: ١٢');
    expect(
      screen.getByRole('button', { name: 'تعديل دراسة سوق التجميل في الإمارات' }),
    ).toBeVisible();
  });

  it('saves an edit as a multipart form from the version it opened', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit UAE cosmetics study' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit UAE cosmetics study' });
    const title = within(dialog).getByLabelText(/^Title \(English\)/);
    expect(title).toHaveValue('UAE cosmetics study');
    expect(within(dialog).getByRole('checkbox', { name: 'Cosmetics' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /For VIP members only/ })).toBeChecked();
    expect(within(dialog).getByLabelText(/^Country/)).toHaveValue('682');
    fireEvent.change(title, { target: { value: 'UAE beauty market' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Food Processing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'UAE beauty market was saved.',
      ),
    );
    const [path, body] = put.mock.calls[0]! as [string, FormData];
    expect(path).toBe('/staff/publications/3');
    expect(body.get('DESCRIPTION_ENG')).toBe('UAE beauty market');
    expect(body.get('industry')).toBe('[12,3]');
    expect(body.get('for_vip')).toBe('1');
    expect(body.get('version')).toBe('4');
    expect(body.get('image')).toBeNull();
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('asks for the cover and the English PDF of a new publication, and puts API errors on fields', async () => {
    const post = vi.spyOn(http, 'post').mockRejectedValue(
      apiError(422, {
        message: 'The given data was invalid.',
        errors: { TARIFF_FILE: ['The file must be a PDF.'] },
      }),
    );
    renderConsole(<AddPublicationButton choices={choices} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add publication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a publication' });
    expect(within(dialog).getByLabelText(/^Publication date/)).toHaveValue('2026-11-21');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(within(dialog).getAllByText('Required.').length).toBeGreaterThan(4),
    );
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^Title \(English\)/), {
      target: { value: 'Dates in Malaysia' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Title \(Arabic\)/), {
      target: { value: 'التمور في ماليزيا' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Country/), { target: { value: '400' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Food Processing' }));
    const cover = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    const pdf = new File(['%PDF-1.4'], 'study.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText(/^Cover picture/), {
      target: { files: [cover] },
    });
    fireEvent.change(within(dialog).getByLabelText(/^PDF \(English\)/), {
      target: { files: [pdf] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The file must be a PDF.')).toBeInTheDocument();
    const [path, body] = post.mock.calls[0]! as [string, FormData];
    expect(path).toBe('/staff/publications');
    expect(body.get('image')).toBeInstanceOf(File);
    expect(body.get('country_id')).toBe('400');
    expect(body.get('version')).toBeNull();
  });

  it('deletes after asking, at the row’s version', async () => {
    const remove = vi.spyOn(http, 'delete').mockResolvedValue(answer({ id: 3 }));
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete UAE cosmetics study' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete UAE cosmetics study?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await eventually(() => expect(remove).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith('/staff/publications/3', {
      headers: { 'If-Match': '"4"' },
    });
  });
});
