import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { GuideExplorer } from '@/features/guide/components/guide-explorer';
import { atPage } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

import { GUIDE_PATH, labels, steps } from './guide-fixtures';

atPage('/pages/120-export-guide');

vi.mock('@/lib/session/current-user', () => ({
  useCurrentUser: () => ({ data: null }),
}));

const scrollTo = vi.fn();

function setup() {
  renderWithProviders(
    <GuideExplorer steps={steps} guideFile="/files/guide/full.pdf" labels={labels} intro={null} />,
  );
  // jsdom lays nothing out: put the fourth entry 1200 px down the page.
  const entry = document.getElementById('guide-step-4')!;
  entry.getBoundingClientRect = () => ({ top: 1200 }) as DOMRect;
}

// The diagram's buttons, in step order (role queries by name are slow in jsdom with 7 accordions).
const diagramButtons = () => within(screen.getByTestId('guide-diagram')).getAllByRole('button');
const phoneButtons = () => within(screen.getByTestId('guide-mobile-steps')).getAllByRole('button');
const entryHeader = (step: number) => document.getElementById(`guide-step-${step}-header`)!;

describe('GuideExplorer (part 1 §2.6)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    // Reduced motion: the scroll lands in one call, so the test can see where it goes.
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as never;
    window.history.replaceState(null, '', GUIDE_PATH);
  });
  afterEach(() => vi.useRealTimers());

  it('opens the chosen step in the list and scrolls to it after 0.6 s', () => {
    setup();
    const button = diagramButtons()[3]!;
    expect(button).toHaveTextContent('Step 4Financing export');
    expect(button).toHaveAttribute('aria-controls', 'guide-step-4-panel');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(entryHeader(4)).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(entryHeader(4)).toHaveAttribute('aria-expanded', 'true');
    expect(entryHeader(4)).toHaveTextContent('4.Financing export');
    const region = document.getElementById('guide-step-4-panel')!;
    expect(region).toHaveAttribute('role', 'region');
    expect(region).toHaveAttribute('aria-labelledby', 'guide-step-4-header');
    expect(region).toHaveTextContent('Financing export explained');
    expect(within(region).getByRole('link')).toHaveAttribute('href', '/files/guide/step-4-en.pdf');
    expect(within(region).getByRole('link')).toHaveTextContent('Download this step (PDF)');

    act(() => vi.advanceTimersByTime(599));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1200 - 96 });
    expect(entryHeader(4)).toHaveFocus();
  });

  it('opens one entry at a time, and the phone list goes to its step by index', () => {
    setup();
    fireEvent.click(diagramButtons()[0]!);
    const third = phoneButtons()[2]!;
    expect(third).toHaveTextContent('Step 3Developing export strategy');

    fireEvent.click(third);

    expect(entryHeader(3)).toHaveAttribute('aria-expanded', 'true');
    expect(entryHeader(1)).toHaveAttribute('aria-expanded', 'false');
    expect(third).toHaveAttribute('aria-expanded', 'true');
    expect(diagramButtons()[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('animates the scroll over about a second when motion is welcome', () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as never;
    setup();
    fireEvent.click(diagramButtons()[3]!);
    act(() => vi.advanceTimersByTime(600 + 1100));
    expect(scrollTo.mock.calls.length).toBeGreaterThan(5);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1104 });
  });
});
