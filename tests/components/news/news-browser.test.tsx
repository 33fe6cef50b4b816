import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NewsBrowser, type NewsBrowserLabels } from '@/features/news/components/news-browser';
import { address, router } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

const push = router.push;

const labels: NewsBrowserLabels = {
  sort: 'Sort by',
  sortOptions: { 'date-desc': 'Newest first', 'date-asc': 'Oldest first' },
  loading: 'Loading news…',
  pagination: {
    nav: 'News pages',
    page: 'Go to page {page}',
    current: 'Page {page}, current page',
    previous: 'Go to previous page',
    next: 'Go to next page',
  },
};

function renderBrowser(props: Partial<Parameters<typeof NewsBrowser>[0]> = {}, locale?: 'ar') {
  return renderWithProviders(
    <NewsBrowser
      page={1}
      pageCount={3}
      sort="date-desc"
      summary="21 articles"
      labels={labels}
      {...props}
    >
      <p>cards</p>
    </NewsBrowser>,
    { locale },
  );
}

describe('NewsBrowser (part 1 §2.4)', () => {
  const scrollTo = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    push.mockClear();
    scrollTo.mockClear();
    address.pathname = '/news';
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => vi.useRealTimers());

  it('shows the count, the sort and crawlable page links', () => {
    renderBrowser({ sort: 'date-asc' });
    expect(screen.getByTestId('news-count')).toHaveTextContent('21 articles');
    expect(screen.getByLabelText('Sort by')).toHaveValue('date-asc');
    expect(screen.getByRole('navigation', { name: 'News pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute(
      'href',
      '/news?page=2&sort=date-asc',
    );
    expect(screen.getByRole('link', { name: 'Page 1, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Go to next page' })).toHaveAttribute(
      'href',
      '/news?page=2&sort=date-asc',
    );
  });

  it('moves to a page in the URL, scrolls to the top and is busy for 800 ms', () => {
    renderBrowser();
    fireEvent.click(screen.getByRole('link', { name: 'Go to page 3' }));
    expect(push).toHaveBeenCalledWith('/news?page=3', { scroll: false });
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    const results = screen.getByTestId('news-results');
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Loading news…' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(799));
    expect(results).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(results).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('goes back to page 1 when the sort changes', () => {
    renderBrowser({ page: 3 });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'date-asc' } });
    expect(push).toHaveBeenCalledWith('/news?sort=date-asc', { scroll: false });
  });

  it('leaves a modified click (new tab) and the current page to the browser', () => {
    renderBrowser({ page: 2 });
    fireEvent.click(screen.getByRole('link', { name: 'Go to page 3' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Page 2, current page' }));
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps the Arabic prefix of the current address', () => {
    address.pathname = '/ar/news';
    renderBrowser({}, 'ar');
    // Page numbers take the page's digits (issue 11: one digit rule in Arabic).
    expect(screen.getByRole('link', { name: 'Go to page ٢' })).toHaveAttribute(
      'href',
      '/ar/news?page=2',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Go to next page' }));
    expect(push).toHaveBeenCalledWith('/ar/news?page=2', { scroll: false });
  });

  it('links to the public address while the page is served from its rewritten path', () => {
    // On the server the pathname is the proxy's rewrite target (issue 11: /news from the cache).
    address.pathname = '/en/news/list/date-asc/2';
    renderBrowser({ page: 2, sort: 'date-asc' });
    expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/news?page=3&sort=date-asc',
    );
    expect(screen.getByRole('link', { name: 'Go to previous page' })).toHaveAttribute(
      'href',
      '/news?sort=date-asc',
    );
  });

  it('draws the arrows at either end without a link, and leaves out distant pages', () => {
    renderBrowser({ page: 12, pageCount: 12 });
    expect(screen.queryByRole('link', { name: 'Go to next page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to previous page' })).toHaveAttribute(
      'href',
      '/news?page=11',
    );
    const pages = screen
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter(Boolean);
    expect(pages).toEqual(['1', '8', '9', '10', '11', '12']);
    cleanup();
    renderBrowser({ page: 1, pageCount: 1 });
    expect(screen.queryByRole('link', { name: 'Go to previous page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 1, current page' })).toBeInTheDocument();
  });
});
