import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { FaqTabs } from '@/features/faq/components/faq-tabs';
import type { FaqTabPanel } from '@/features/faq/components/faq-tabs-view';
import { searchFromLocation } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

// Next syncs history.replaceState into useSearchParams; the mock reads the URL the same way.
searchFromLocation();

const panels: FaqTabPanel[] = [
  { slug: 'freight-and-logistic', label: 'Freight and logistics', content: <p>Freight answers</p> },
  { slug: 'financing', label: 'Financing', content: <p>Financing answers</p> },
  {
    slug: 'legal-and-regulatory-requirements',
    label: 'Legal and regulatory requirements',
    content: <p>Legal answers</p>,
  },
];

const setup = () => renderWithProviders(<FaqTabs panels={panels} label="FAQ topics" />);
const visiblePanel = () => screen.getByRole('tabpanel');

describe('FaqTabs (part 2 "FAQ for exporters")', { timeout: 30_000 }, () => {
  beforeEach(() => window.history.replaceState(null, '', '/pages/100-faq-for-exporters'));

  it('selects freight and logistics by default', () => {
    setup();
    expect(screen.getByRole('tablist', { name: 'FAQ topics' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Freight and logistics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(visiblePanel()).toHaveTextContent('Freight answers');
    expect(visiblePanel()).toHaveAttribute('aria-labelledby', 'faq-tab-freight-and-logistic');
  });

  it('opens the tab the URL names', () => {
    window.history.replaceState(null, '', '/pages/100-faq-for-exporters?tab=financing');
    setup();
    expect(screen.getByRole('tab', { name: 'Financing' })).toHaveAttribute('aria-selected', 'true');
    expect(visiblePanel()).toHaveTextContent('Financing answers');
  });

  it('switches tabs and writes the choice into the URL', () => {
    setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Legal and regulatory requirements' }));
    expect(screen.getByRole('tab', { name: 'Legal and regulatory requirements' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(visiblePanel()).toHaveTextContent('Legal answers');
    expect(window.location.search).toBe('?tab=legal-and-regulatory-requirements');

    fireEvent.click(screen.getByRole('tab', { name: 'Financing' }));
    expect(visiblePanel()).toHaveTextContent('Financing answers');
    expect(window.location.pathname + window.location.search).toBe(
      '/pages/100-faq-for-exporters?tab=financing',
    );
  });

  it('works from the keyboard', () => {
    setup();
    const first = screen.getByRole('tab', { name: 'Freight and logistics' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Financing' })).toHaveFocus();
  });
});
