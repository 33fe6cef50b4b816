import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FaqPagedList } from '@/features/faq/components/faq-paged-list';
import { renderWithProviders } from '@/tests/setup/render';

const items = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  node: <p>{`Question ${index + 1}`}</p>,
}));

const setup = () => renderWithProviders(<FaqPagedList items={items} pageSize={9} />);
const list = () => screen.getByTestId('faq-paged-list');
const pages = () => screen.getByRole('navigation', { name: 'Pages of questions' });

describe('FaqPagedList (part 2 "FAQ for exporters")', () => {
  it('shows the first 9 questions and where the visitor is', () => {
    setup();
    expect(list()).toHaveTextContent('12 questions · page 1 of 2');
    expect(within(list()).getAllByText(/^Question \d+$/)).toHaveLength(9);
    expect(within(pages()).getByRole('button', { name: 'Page 1, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages()).getByRole('button', { name: 'Go to the previous page' })).toBeDisabled();
  });

  it('goes to another page with its button and with next and previous', () => {
    setup();
    fireEvent.click(within(pages()).getByRole('button', { name: 'Go to page 2' }));
    expect(list()).toHaveTextContent('12 questions · page 2 of 2');
    expect(within(list()).getAllByText(/^Question \d+$/)).toHaveLength(3);
    expect(within(pages()).getByRole('button', { name: 'Go to the next page' })).toBeDisabled();
    fireEvent.click(within(pages()).getByRole('button', { name: 'Go to the previous page' }));
    expect(list()).toHaveTextContent('page 1 of 2');
    fireEvent.click(within(pages()).getByRole('button', { name: 'Go to the next page' }));
    expect(list()).toHaveTextContent('page 2 of 2');
  });

  it('draws no page buttons for a single page', () => {
    renderWithProviders(<FaqPagedList items={items.slice(0, 4)} pageSize={9} />);
    expect(list()).toHaveTextContent('4 questions · page 1 of 1');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
