import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  SNACKBAR_DURATION_MS,
  SnackbarProvider,
  snackbarView,
  useSnackbar,
} from '@/components/feedback/snackbar-provider';

import { renderWithProviders } from '../../setup/render';

// The snackbar's code loads with the first message in the browser; fetch it once up front.
beforeAll(async () => {
  await snackbarView.preload();
});

function Harness() {
  const { show } = useSnackbar();
  return (
    <div>
      <button onClick={() => show('Error: Failed to log out')}>fail</button>
      <button onClick={() => show('Profile saved')}>save</button>
      <button onClick={() => show('تم الحفظ', { severity: 'error' })}>forced</button>
    </div>
  );
}

function setup(locale: 'en' | 'ar' = 'en') {
  renderWithProviders(
    <SnackbarProvider>
      <Harness />
    </SnackbarProvider>,
    { locale },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SnackbarProvider', () => {
  it('shows a message containing "Error" in red (error severity)', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to log out');
    expect(alert).toHaveClass('MuiAlert-colorError');
    expect(alert).toHaveClass('MuiAlert-filled');
  });

  it('shows any other message in green (success severity)', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Profile saved');
    expect(alert).toHaveClass('MuiAlert-colorSuccess');
    expect(alert).not.toHaveClass('MuiAlert-colorError');
  });

  it('lets the caller force the severity', () => {
    setup('ar');
    fireEvent.click(screen.getByRole('button', { name: 'forced' }));
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorError');
  });

  it('hides itself after 5000 ms', () => {
    expect(SNACKBAR_DURATION_MS).toBe(5000);
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    // Let the exit transition finish.
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restarts the timer for a new message', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to log out');
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes from the translated close button', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
