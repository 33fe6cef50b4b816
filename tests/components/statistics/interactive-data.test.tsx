import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { InteractiveData } from '@/features/statistics/components/interactive-data/interactive-data';
import { statisticDialog } from '@/features/statistics/components/use-statistic-dialog';
import { http } from '@/lib/http/client';
import { atPage } from '@/tests/setup/navigation';
import { renderWithApp } from '@/tests/setup/render-app';

import { GEOLOCATIONS, INDUSTRIES, item, MEMBER, statistic } from './statistics-fixtures';

atPage('/pages/130-market-information');

// Issue 26, part 2 "Interactive data": the tab for a visitor and for a member, through statista/*.

// MUI X Charts draws nothing measurable in jsdom: the chart stands in as its labelled frame.
vi.mock('@/features/statistics/components/dialog/statistic-chart', () => ({
  StatisticChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const answer = (data: unknown, status = 200) => ({ data, status }) as AxiosResponse;
const refusal = (status: number, message: string) =>
  new AxiosError('refused', String(status), undefined, undefined, {
    data: { message, errors: {} },
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

let user: object | null = MEMBER;
const asked: string[] = [];
const lists: Record<string, unknown[]> = {};

beforeAll(async () => {
  await statisticDialog.preload();
});

beforeEach(() => {
  asked.length = 0;
  user = MEMBER;
  lists.statistics = [
    item(),
    item({
      identifier: '1017',
      title: 'Exports to India',
      premium: true,
      locked: true,
      description: '',
    }),
  ];
  lists.studies = [item({ identifier: '1025', type: 'studies', title: 'Olive oil in Germany' })];
  lists.infographics = [];
  vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
    asked.push(path);
    if (path === '/user') {
      if (!user) throw refusal(401, 'Unauthenticated.');
      return answer(user);
    }
    if (path === '/statista/geolocations') return answer({ items: GEOLOCATIONS });
    if (path === '/statista/industries') return answer({ items: INDUSTRIES });
    if (path === '/statista/statistic/1001') return answer(statistic());
    const type = /^\/statista\/(statistics|studies|infographics)/.exec(path)?.[1];
    if (type) return answer({ items: lists[type] });
    throw refusal(404, 'Not found.');
  });
});

const listAsked = () =>
  asked.filter((path) => /^\/statista\/(statistics|studies|infographics)/.test(path));

describe('InteractiveData (part 2 "Interactive data")', { timeout: 30_000 }, () => {
  it('asks a visitor to log in, with a link back to the tab, and calls nothing else', async () => {
    user = null;
    renderWithApp(<InteractiveData />, { modals: true });
    const warning = await screen.findByTestId('interactive-data-login');
    expect(warning).toHaveTextContent('Please log in to see the data');
    expect(within(warning).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fpages%2F130-market-information',
    );
    expect(listAsked()).toEqual([]);
  });

  it('lists the statistics; changing the type clears the list and loads the other type', async () => {
    renderWithApp(<InteractiveData />, { modals: true });
    const results = await screen.findByTestId('statistics-results');
    await within(results).findByText('Jordan’s phosphate exports, 2019–2024');
    expect(within(results).getByRole('status')).toHaveTextContent('2 items found');
    expect(listAsked()).toEqual(['/statista/statistics']);

    fireEvent.click(screen.getByRole('radio', { name: 'Studies' }));
    expect(
      within(results).queryByText('Jordan’s phosphate exports, 2019–2024'),
    ).not.toBeInTheDocument();
    await within(results).findByText('Olive oil in Germany');
    expect(listAsked()).toEqual(['/statista/statistics', '/statista/studies']);

    fireEvent.click(screen.getByRole('radio', { name: 'Infographics' }));
    expect(await within(results).findByText('No data available.')).toBeInTheDocument();
  });

  it('searches with q, a geolocation and an industry; Clear empties them and loads again', async () => {
    renderWithApp(<InteractiveData />, { modals: true });
    await screen.findByText('Jordan’s phosphate exports, 2019–2024');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'phosphate' },
    });
    const geolocation = screen.getByRole('combobox', { name: 'Geolocation' });
    await within(geolocation).findByRole('option', { name: /Jordan/ });
    fireEvent.change(geolocation, { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Industry' }), {
      target: { value: '9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listAsked().at(-1)).toBe('/statista/statistics?q=phosphate&geolocation=3&industry=9'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(listAsked().at(-1)).toBe('/statista/statistics'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(geolocation).toHaveValue('');
    // Clear with nothing to clear still loads the list again.
    const before = listAsked().length;
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(listAsked().length).toBe(before + 1));
  });

  it('opens a statistic: loads it whole and shows its figures as a table, with the sample note', async () => {
    renderWithApp(<InteractiveData />, { modals: true });
    fireEvent.click(await screen.findByRole('button', { name: /^View: Jordan’s phosphate/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Sample data/)).toBeInTheDocument();
    const table = await within(dialog).findByRole('table', {
      name: /The figures of Jordan’s phosphate/,
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CategoryExports', '20221,350', '20231,010', '2024940.5']);
    // The chart's code loads after the figures: on a busy machine it comes later than the table.
    expect(
      await within(dialog).findByRole(
        'img',
        { name: /Chart of Jordan’s phosphate/ },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(asked).toContain('/statista/statistic/1001');
    expect(within(dialog).getByText('Mining and quarrying')).toBeInTheDocument();
    expect(within(dialog).getByText('2510')).toHaveAttribute('dir', 'ltr');
  });

  it('a locked premium item opens the Premium Access Required dialog, not the statistic', async () => {
    renderWithApp(<InteractiveData />, { modals: true });
    const vip = await screen.findByRole('button', { name: 'VIP users only: Exports to India' });
    fireEvent.click(vip);
    expect(
      await screen.findByRole('dialog', { name: 'Premium Access Required' }),
    ).toBeInTheDocument();
    expect(asked).not.toContain('/statista/statistic/1017');
  });

  it('a study shows the agency’s phone and e-mail', async () => {
    renderWithApp(<InteractiveData />, { modals: true });
    await screen.findByText('Jordan’s phosphate exports, 2019–2024');
    fireEvent.click(screen.getByRole('radio', { name: 'Studies' }));
    fireEvent.click(await screen.findByRole('button', { name: /^View: Olive oil/ }));
    const contact = await screen.findByTestId('study-contact');
    expect(within(contact).getByRole('link', { name: 'studies@jordanexports.jo' })).toHaveAttribute(
      'href',
      'mailto:studies@jordanexports.jo',
    );
    expect(within(contact).getByRole('link', { name: '+962 6 500 0000' })).toHaveAttribute(
      'href',
      'tel:+96265000000',
    );
    expect(asked.some((path) => path.startsWith('/statista/statistic/'))).toBe(false);
  });

  it('shows the server’s message when the provider is away', async () => {
    vi.mocked(http.get).mockImplementation(async (path: string) => {
      if (path === '/user') return answer(MEMBER);
      if (path.startsWith('/statista/statistics')) {
        throw refusal(503, 'The statistics service is not answering right now.');
      }
      return answer({ items: [] });
    });
    renderWithApp(<InteractiveData />, { modals: true });
    // A server's failure is asked again once (React Query's retry) before it is shown.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The statistics service is not answering right now.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('writes numbers and dates in Arabic digits in Arabic', async () => {
    renderWithApp(<InteractiveData />, { locale: 'ar', modals: true });
    const results = await screen.findByTestId('statistics-results');
    await within(results).findByText('Jordan’s phosphate exports, 2019–2024');
    expect(within(results).getByRole('status')).toHaveTextContent('عنصران');
    expect(within(results).getAllByText('٢٠١٩–٢٠٢٤')[0]).toBeInTheDocument();
    fireEvent.click(within(results).getAllByRole('button', { name: /^عرض/ })[0]!);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('٢٠٢٢١٬٣٥٠');
  });
});
