import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { lazyComponent } from '@/components/ui/lazy-component';

function Shown({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('lazyComponent', () => {
  it('renders the component once its code is fetched, and fetches it once', async () => {
    const load = vi.fn(async () => Shown);
    const lazy = lazyComponent(load, { formMessages: false });
    const { rerender } = render(<lazy.Component label="asked" />);
    expect(await screen.findByText('asked')).toBeInTheDocument();
    rerender(<lazy.Component label="asked again" />);
    expect(screen.getByText('asked again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again at the next render after a failed fetch (a phone that lost its network)', async () => {
    const load = vi
      .fn<() => Promise<typeof Shown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(Shown);
    const lazy = lazyComponent(load, { formMessages: false });
    const { rerender } = render(<lazy.Component label="asked" />);
    // The first fetch fails: nothing shows, and nothing is thrown at the page.
    await act(() => lazy.preload().catch(() => undefined));
    expect(screen.queryByText('asked')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // The visitor presses again: the component renders again and its code is fetched anew.
    rerender(<lazy.Component label="asked again" />);
    expect(await screen.findByText('asked again')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
