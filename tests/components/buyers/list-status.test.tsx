import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListStatus } from '@/features/buyers/components/list-status';
import { renderWithProviders } from '@/tests/setup/render';

// Issue 25: a company page with nothing listed said "No listings yet" and "There is no data for
// this filter" at once, with no filter set. A list now says one thing that fits.

const renderStatus = (total: number, filtered: boolean, locale: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <ListStatus
      total={total}
      summary={`${total} listings`}
      filtered={filtered}
      emptyText={
        locale === 'ar' ? 'لا توجد إدراجات لهذه الشركة بعد.' : 'This company has no listings yet.'
      }
      data-testid="offerings-count"
    />,
    { locale },
  );

describe('ListStatus', () => {
  it('a list that holds something shows its count, as a status', () => {
    renderStatus(14, false);
    expect(screen.getByRole('status')).toHaveTextContent('14 listings');
    expect(screen.queryByTestId('empty-list')).toBeNull();
  });

  it('with no filter set, an empty list says only that nothing is listed yet', () => {
    renderStatus(0, false);
    expect(screen.getByTestId('empty-list')).toHaveTextContent('This company has no listings yet.');
    expect(screen.queryByText(/There is no data for this filter/)).toBeNull();
    expect(screen.queryByTestId('offerings-count')).toBeNull();
    expect(document.body.textContent).not.toMatch(/No listings yet/);
  });

  it('with a filter that matches nothing, it says only the filter message, with the way out', () => {
    renderStatus(0, true);
    const empty = screen.getByTestId('empty-list');
    expect(empty).toHaveTextContent('There is no data for this filter');
    expect(empty).toHaveTextContent('clear the filters');
    expect(screen.queryByText(/no listings yet/i)).toBeNull();
    expect(screen.queryByTestId('offerings-count')).toBeNull();
  });

  it('in Arabic too', () => {
    renderStatus(0, true, 'ar');
    expect(screen.getByTestId('empty-list')).toHaveTextContent('لا توجد بيانات لهذا الفلتر');
    expect(screen.getAllByTestId('empty-list')).toHaveLength(1);
  });
});
