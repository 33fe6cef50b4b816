import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  MarketTabs,
  type MarketPanels,
} from '@/app/[locale]/_compositions/market-information/market-tabs';
import { address, router } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

const replace = router.replace;

const panels: MarketPanels = {
  content: <p>Page content</p>,
  studies: <p>General enquiry form</p>,
  matchmaking: <p>Matchmaking form</p>,
};

function setup(query: string, locale: 'en' | 'ar' = 'en') {
  address.search = query;
  const path = locale === 'ar' ? '/pages/130-معلومات-الأسواق' : '/pages/130-market-information';
  return renderWithProviders(<MarketTabs panels={panels} pagePath={path} />, { locale });
}

describe('MarketTabs (part 2 "Market information")', () => {
  beforeEach(() => replace.mockReset());

  it('shows the page content on the publications tab by default', () => {
    setup('');
    expect(screen.getByRole('tab', { name: 'Publications catalogue' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Page content');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Publications catalogue',
      'Data centre',
      'Interactive data',
      'Application for specific market studies',
      'Matchmaking',
    ]);
  });

  it.each([
    ['tab=2', 'Application for specific market studies', 'General enquiry form'],
    ['tab=3', 'Matchmaking', 'Matchmaking form'],
    ['tab=5', 'Interactive data', 'Page content'],
  ])('?%s opens %s', (query, tab, content) => {
    setup(query);
    const selected = screen.getByRole('tab', { name: tab });
    expect(selected).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: tab });
    expect(panel).toHaveTextContent(content);
    expect(selected).toHaveAttribute('aria-controls', panel.id);
  });

  it('rewrites the URL in place when a tab is chosen, keeping the scroll', () => {
    setup('tab=1');
    fireEvent.click(screen.getByRole('tab', { name: 'Matchmaking' }));
    expect(replace).toHaveBeenCalledWith('/pages/130-market-information?tab=3', { scroll: false });
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Matchmaking form');
  });

  it('lets the data centre be chosen (issue 26: a search by HS code, decisions)', () => {
    setup('');
    const dataCentre = screen.getByRole('tab', { name: 'Data centre' });
    expect(dataCentre).toBeEnabled();
    fireEvent.click(dataCentre);
    expect(replace).toHaveBeenCalledWith('/pages/130-market-information?tab=4', { scroll: false });
  });

  it('is labelled and uses the Arabic slug in Arabic', () => {
    setup('tab=2', 'ar');
    expect(screen.getByRole('tablist', { name: 'أقسام معلومات الأسواق' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'المواءمة التجارية' }));
    expect(replace).toHaveBeenCalledWith('/pages/130-معلومات-الأسواق?tab=3', { scroll: false });
  });
});
