import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { GuideDownload } from '@/features/guide/components/guide-download';
import { useCurrentUser } from '@/lib/session/current-user';
import { atPage } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

import { labels } from './guide-fixtures';

atPage('/pages/120-export-guide');

vi.mock('@/lib/session/current-user', () => ({ useCurrentUser: vi.fn() }));

const mockUser = (user: object | null) =>
  vi.mocked(useCurrentUser).mockReturnValue({ data: user } as ReturnType<typeof useCurrentUser>);

describe('GuideDownload (part 1 §2.6 and §6)', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a visitor a warning with a login link for 5 s, then hides it', () => {
    mockUser(null);
    renderWithProviders(<GuideDownload file="/files/guide/full-en.pdf" labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Download guide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Download guide' }));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please login to download the guide');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fpages%2F120-export-guide',
    );
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a member the guide in the locale as a download', () => {
    mockUser({ id: 7, name: 'Rana', email: 'rana@example.jo' });
    renderWithProviders(<GuideDownload file="/files/guide/full-ar.pdf" labels={labels} />, {
      locale: 'ar',
    });
    const link = screen.getByRole('link', { name: 'Download guide' });
    expect(link).toHaveAttribute('href', '/files/guide/full-ar.pdf');
    expect(link).toHaveAttribute('download');
    fireEvent.click(link);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows nothing when the guide has no file', () => {
    mockUser(null);
    renderWithProviders(<GuideDownload file="" labels={labels} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
