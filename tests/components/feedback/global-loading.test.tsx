import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { GlobalLoading } from '@/components/feedback/global-loading';
import { activeRequests } from '@/lib/http/active-requests';

import { renderWithProviders } from '../../setup/render';

afterEach(() => {
  // The store is module state: drain it so tests stay independent.
  while (activeRequests.getSnapshot() > 0) activeRequests.finish();
});

describe('GlobalLoading', () => {
  it('renders nothing while no request is in flight', () => {
    const { container } = renderWithProviders(<GlobalLoading />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a labelled progress bar while requests are active and hides it after the last one', () => {
    renderWithProviders(<GlobalLoading />);
    act(() => activeRequests.start());
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();

    act(() => activeRequests.start());
    act(() => activeRequests.finish());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    act(() => activeRequests.finish());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('uses the Arabic label', () => {
    renderWithProviders(<GlobalLoading />, { locale: 'ar' });
    act(() => activeRequests.start());
    expect(screen.getByRole('progressbar', { name: 'جارٍ التحميل…' })).toBeInTheDocument();
  });
});
