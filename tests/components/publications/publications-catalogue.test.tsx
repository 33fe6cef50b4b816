import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PublicationsCatalogue } from '@/features/publications/components/publications-catalogue';
import { PublicationsPanel } from '@/features/publications/components/publications-panel';
import { http } from '@/lib/http/client';
import { useCurrentUser } from '@/lib/session/current-user';
import { address, atPage, router } from '@/tests/setup/navigation';
import { renderWithApp } from '@/tests/setup/render-app';

import { FILTERS, PAGE } from './publications-fixtures';

atPage('/pages/130-market-information', 'tab=1');

const push = router.push;

vi.mock('@/lib/session/current-user', async (original) => ({
  ...(await original<typeof import('@/lib/session/current-user')>()),
  useCurrentUser: vi.fn(),
}));

const mockUser = (user: object | null) =>
  vi.mocked(useCurrentUser).mockReturnValue({ data: user } as ReturnType<typeof useCurrentUser>);

/** The API's answers: the page and the filters' choices (or a failure for the page). */
function answer({ failPage = false, page = PAGE } = {}) {
  return vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path === '/publications/filters') return { data: FILTERS, status: 200 };
    if (path.startsWith('/publications')) {
      if (failPage) throw Object.assign(new Error('down'), { isAxiosError: true });
      return { data: page, status: 200 };
    }
    throw new Error(`unexpected GET ${path}`);
  });
}

const renderCatalogue = (isVip = false, locale: 'en' | 'ar' = 'en') =>
  renderWithApp(
    <PublicationsCatalogue
      isVip={isVip}
      pagePath="/pages/130-market-information"
      keep={{ tab: '1' }}
    />,
    { modals: true, locale },
  );

describe('the publications catalogue (part 1 §2.7)', () => {
  beforeEach(() => {
    address.search = 'tab=1';
    push.mockClear();
    // jsdom does not scroll; the catalogue brings its top into view after a change.
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a visitor the login warning with a link that comes back here', () => {
    mockUser(null);
    renderWithApp(<PublicationsPanel pagePath="/pages/130-market-information" />);
    const warning = screen.getByTestId('publications-login-warning');
    expect(warning).toHaveTextContent('Please log in to see the publications catalogue.');
    expect(within(warning).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fpages%2F130-market-information',
    );
    expect(screen.queryByTestId('publications-catalogue')).not.toBeInTheDocument();
  });

  it('asks for the page the address names and shows its cards with their downloads', async () => {
    address.search = 'tab=1&country=682&year=2026&page=2';
    const get = answer();
    renderCatalogue();
    expect(await screen.findByText('19 publications')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/publications?country=682&year=2026&page=2');
    const cards = screen.getAllByTestId('publication-card');
    expect(cards).toHaveLength(2);
    const free = within(cards[0]!);
    expect(free.getByRole('heading', { name: 'Saudi Arabia market brief' })).toBeInTheDocument();
    expect(free.getByText('Sep 14, 2026')).toBeInTheDocument();
    expect(free.getByText('Food Processing')).toBeInTheDocument();
    expect(free.getByText('A summary.')).toBeInTheDocument();
    const download = free.getByRole('link', { name: 'Download PDF: Saudi Arabia market brief' });
    expect(download).toHaveAttribute('href', '/api/files/publications/1-en.pdf');
    expect(download).toHaveAttribute('download');
  });

  it('offers a member without VIP "VIP users only", which opens Premium Access Required', async () => {
    answer();
    renderCatalogue(false);
    const cards = await screen.findAllByTestId('publication-card');
    const vip = within(cards[1]!);
    expect(vip.queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
    fireEvent.click(vip.getByRole('button', { name: 'VIP users only' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium Access Required' });
    expect(within(dialog).getByRole('link', { name: 'support@jordanexports.jo' })).toHaveAttribute(
      'href',
      'mailto:support@jordanexports.jo',
    );
  });

  it('lets a VIP member download the VIP publication', async () => {
    answer();
    renderCatalogue(true);
    const cards = await screen.findAllByTestId('publication-card');
    expect(
      within(cards[1]!).getByRole('link', { name: 'Download PDF: UAE cosmetics study' }),
    ).toHaveAttribute('href', '/api/files/publications/3-en.pdf');
  });

  it('filters by countries (GMK first) and years on Search, back to page 1; Clear empties them', async () => {
    address.search = 'tab=1&page=3';
    answer();
    renderCatalogue();
    const country = await screen.findByRole('button', { name: /^Country All countries$/ });
    fireEvent.click(country);
    expect(country).toHaveAttribute('aria-expanded', 'true');
    const choices = within(screen.getByRole('group', { name: 'Country' })).getAllByRole('checkbox');
    expect(choices.map((box) => box.closest('label')!.textContent)).toEqual([
      'Global markets',
      'Jordan',
      'Germany',
      'Saudi Arabia',
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saudi Arabia' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Germany' }));
    expect(country).toHaveAccessibleName('Country Germany, Saudi Arabia');
    fireEvent.keyDown(country, { key: 'Escape' });
    expect(country).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: /^Year/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: '2026' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: ' olive ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).toHaveBeenLastCalledWith(
      '/pages/130-market-information?tab=1&country=682&country=276&year=2026&q=olive',
      { scroll: false },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(push).toHaveBeenLastCalledWith('/pages/130-market-information?tab=1', {
      scroll: false,
    });
  });

  it('follows a page link in place, the filters kept', async () => {
    address.search = 'tab=1&sector=3';
    answer();
    renderCatalogue();
    const pages = await screen.findByRole('navigation', { name: 'Pages of publications' });
    const second = within(pages).getByRole('link', { name: 'Go to page 2' });
    expect(second).toHaveAttribute('href', '/pages/130-market-information?tab=1&sector=3&page=2');
    fireEvent.click(second);
    expect(push).toHaveBeenLastCalledWith('/pages/130-market-information?tab=1&sector=3&page=2', {
      scroll: false,
    });
  });

  it('says when nothing matches, and offers a retry when the list cannot be loaded', async () => {
    answer({ page: { ...PAGE, data: [], total: 0, page_count: 1 } });
    const view = renderCatalogue();
    expect(await screen.findByTestId('publications-empty')).toHaveTextContent(
      'There is no data for this filter',
    );
    view.unmount();
    vi.restoreAllMocks();
    const get = answer({ failPage: true });
    renderCatalogue();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The publications could not be loaded',
    );
    get.mockRestore();
    answer();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('publication-card')).toHaveLength(2);
  });

  it('in Arabic: the Arabic edition, Arabic-Indic years and the count in words', async () => {
    answer();
    renderCatalogue(false, 'ar');
    expect(await screen.findByText('١٩ منشوراً')).toBeInTheDocument();
    const [first] = screen.getAllByTestId('publication-card');
    expect(within(first!).getByRole('link', { name: /تنزيل PDF/ })).toHaveAttribute(
      'href',
      '/api/files/publications/1-ar.pdf',
    );
    fireEvent.click(screen.getByRole('button', { name: /^السنة/ }));
    expect(screen.getByRole('checkbox', { name: '٢٠٢٦' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^الدولة/ }));
    const countries = within(screen.getByRole('group', { name: 'الدولة' })).getAllByRole(
      'checkbox',
    );
    expect(countries.slice(0, 2).map((box) => box.closest('label')!.textContent)).toEqual([
      'الأسواق العالمية',
      'الأردن',
    ]);
  });
});

describe('the catalogue for a member', () => {
  it('loads the catalogue behind the panel', async () => {
    mockUser({ id: 4, is_vip: false });
    answer();
    renderWithApp(
      <PublicationsPanel pagePath="/pages/130-market-information" keep={{ tab: '1' }} />,
      {
        modals: true,
      },
    );
    await waitFor(() => expect(screen.getAllByTestId('publication-card')).toHaveLength(2));
    vi.restoreAllMocks();
  });
});
