import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { StatisticsList } from '@/features/statistics/components/console/statistics-list';
import type { StatisticRecord } from '@/features/statistics/staff-schemas';
import type { StoredTrees } from '@/features/statistics/statistic-tree';
import { http } from '@/lib/http/client';
import { listPage } from '@/lib/pagination';
import { router } from '@/tests/setup/navigation';
import { resolveServer } from '@/tests/setup/server-components';

import { answer, apiError, eventually, renderConsole } from '../console/console-fixtures';

// Issue 26 "Staff console": editors list, add, edit (series in a grid or from CSV) and delete
// statistics, in both languages.

const refresh = router.refresh;

const trees: StoredTrees = {
  industries: [
    {
      id: 8,
      name_eng: 'Mining and quarrying',
      name_ara: 'التعدين واستغلال المحاجر',
      parent_id: null,
    },
    { id: 9, name_eng: 'Phosphate', name_ara: 'الفوسفات', parent_id: 8 },
  ],
  geolocations: [
    { id: 1, name_eng: 'World', name_ara: 'العالم', parent_id: null },
    { id: 3, name_eng: 'Jordan', name_ara: 'الأردن', parent_id: 1 },
  ],
};

const record = (overrides: Partial<StatisticRecord> = {}): StatisticRecord => ({
  id: 1,
  identifier: '1001',
  type: 'statistics',
  title_eng: 'Jordan’s phosphate exports',
  title_ara: 'صادرات الأردن من الفوسفات',
  subject_eng: '',
  subject_ara: '',
  date: '2025-03-10',
  publishers: [{ title: 'Jordan Exports portal (sample data)', title_ara: 'بوابة صادرات الأردن' }],
  survey_period: '2019–2024',
  comment_eng: 'Sample data.',
  comment_ara: 'بيانات تجريبية.',
  description_eng: '',
  description_ara: '',
  image_url: '',
  premium: false,
  industries: [9],
  geolocations: [3],
  hs_codes: ['2510'],
  chart: {
    data: {
      categories: ['2023', '2024'],
      series: [{ name: 'Exports', name_ara: 'الصادرات', data: [1010, 940] }],
    },
    kind: 'line',
    unit_eng: 'USD million',
    unit_ara: 'مليون دولار',
  },
  status: 1,
  version: 4,
  ...overrides,
});

async function renderList(rows = [record()], locale: 'en' | 'ar' = 'en') {
  const page = listPage(rows, 1, 25);
  const tree = await resolveServer(
    <StatisticsList locale={locale} query={{ page: 1, page_size: 25 }} page={page} trees={trees} />,
    locale,
  );
  renderConsole(<>{tree}</>, locale);
}

const csvFile = (text: string) => new File([text], 'figures.csv', { type: 'text/csv' });

describe('the statistics console (issue 26)', { timeout: 30_000 }, () => {
  let put: MockInstance<typeof http.put>;

  beforeEach(() => {
    refresh.mockReset();
    put = vi.spyOn(http, 'put').mockResolvedValue(answer(record()));
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the statistics with their type, date and state', async () => {
    await renderList([record(), record({ id: 2, identifier: '1017', premium: true, status: 0 })]);
    const table = screen.getByRole('table', { name: 'Statistics, studies and infographics' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('Draft')).toHaveLength(1);
    expect(within(table).getAllByText('Premium')).toHaveLength(1);
    expect(screen.getByTestId('statistics-total')).toHaveTextContent('2 items');
    screen.getByRole('search', { name: 'Filter the statistics' });
  });

  it('reads in Arabic', async () => {
    await renderList([record(), record({ id: 2 }), record({ id: 3 })], 'ar');
    expect(screen.getByTestId('statistics-total')).toHaveTextContent('٣ عناصر');
    expect(screen.getAllByText('صادرات الأردن من الفوسفات')[0]!.tagName).toBe('BDI');
    expect(screen.getAllByText('١٠ آذار ٢٠٢٥').length).toBeGreaterThan(0);
  });

  it('edits the figures in the grid and saves from the version it opened', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Jordan’s phosphate exports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Jordan’s phosphate exports' });
    expect(within(dialog).getByRole('checkbox', { name: 'Phosphate' })).toBeChecked();
    expect(within(dialog).getByLabelText(/^HS codes/)).toHaveValue('2510');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Exports for 2024' }), {
      target: { value: '٩٥٠٫٥' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a category' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Category 3 (English)' }), {
      target: { value: '2025' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Exports for 2025' }), {
      target: { value: '1,000' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^HS codes/), { target: { value: '2510, 31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() =>
      expect(screen.getByTestId('console-change-status')).toHaveTextContent(
        'Jordan’s phosphate exports was saved.',
      ),
    );
    expect(put).toHaveBeenCalledWith(
      '/staff/statistics/1',
      expect.objectContaining({
        version: 4,
        hs_codes: ['2510', '31'],
        chart: expect.objectContaining({
          categories: ['2023', '2024', '2025'],
          series: [{ name: 'Exports', name_ara: 'الصادرات', data: [1010, 950.5, 1000] }],
        }),
      }),
    );
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('refuses a figure that is not a number before sending', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Jordan’s phosphate exports' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Exports for 2024' }), {
      target: { value: 'n/a' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a number.')).toBeVisible();
    expect(put).not.toHaveBeenCalled();
  });

  it('imports the figures from CSV, or lists what is wrong by line', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Jordan’s phosphate exports' }));
    const dialog = await screen.findByRole('dialog');
    const file = within(dialog).getByLabelText('CSV file');
    fireEvent.change(file, { target: { files: [csvFile('Year,Exports\n2023,abc\n2024,1,2\n')] } });
    const problems = await within(dialog).findByRole('alert');
    expect(problems).toHaveTextContent('Line 2, column 2: “abc” is not a number.');
    expect(problems).toHaveTextContent('Line 3: 2 values where the first line names 1.');
    fireEvent.change(file, {
      target: {
        files: [csvFile('Market,Exports | الصادرات\nIraq | العراق,760\nIndia | الهند,1200\n')],
      },
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'figures.csv was imported.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Category 1 (English)' })).toHaveValue(
      'Iraq',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Category 2 (Arabic)' })).toHaveValue(
      'الهند',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Exports for India' })).toHaveValue('1200');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await eventually(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]![1]).toMatchObject({
      chart: {
        categories: ['Iraq', 'India'],
        categories_ara: ['العراق', 'الهند'],
        series: [{ name: 'Exports', name_ara: 'الصادرات', data: [760, 1200] }],
      },
    });
  });

  it('says by line in Arabic what is wrong in the file', async () => {
    await renderList([record()], 'ar');
    fireEvent.click(screen.getByRole('button', { name: 'تعديل صادرات الأردن من الفوسفات' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('ملف CSV'), {
      target: { files: [csvFile('Year,Exports\n2023,abc\n')] },
    });
    // The cell is quoted as the file has it, isolated from the Arabic sentence (issue 36).
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'السطر ٢، العمود ٢: «\u2068abc\u2069» ليس رقماً.',
    );
  });

  it("puts the API's refusal of the chart on the chart", async () => {
    put.mockRejectedValue(
      apiError(422, {
        message: 'Invalid.',
        errors: { 'chart.series.0.data': ['Each series needs one number for every category.'] },
      }),
    );
    await renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Jordan’s phosphate exports' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Each series needs one number for every category.'),
    ).toBeVisible();
  });
});
