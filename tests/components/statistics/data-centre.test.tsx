import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { DataCentre } from '@/features/statistics/components/data-centre/data-centre';
import { http } from '@/lib/http/client';
import { renderWithApp } from '@/tests/setup/render-app';

import { item, MEMBER } from './statistics-fixtures';

// Issue 26, part 2 §5: the data centre searches the statistics by HS code ("Max 6 characters")
// or words, for members.

vi.mock('@/lib/i18n/navigation', async () => {
  const { MockLink } = await import('../feedback/nav-mock');
  return { Link: MockLink, usePathname: () => '/pages/130-market-information' };
});

const answer = (data: unknown) => ({ data, status: 200 }) as AxiosResponse;
const unauthenticated = () =>
  new AxiosError('refused', '401', undefined, undefined, {
    data: { message: 'Unauthenticated.', errors: {} },
    status: 401,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

let user: object | null = MEMBER;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  user = MEMBER;
  vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
    asked.push(path);
    if (path === '/user') {
      if (!user) throw unauthenticated();
      return answer(user);
    }
    return answer({ items: [item({ identifier: '1002', title: 'Jordan’s potash exports' })] });
  });
});

const searches = () => asked.filter((path) => path.startsWith('/data-centre'));
const hsCode = () => screen.getByRole('textbox', { name: 'HS code' });

describe('DataCentre (part 2 §5)', { timeout: 30_000 }, () => {
  it('asks a visitor to log in', async () => {
    user = null;
    renderWithApp(<DataCentre />, { modals: true });
    expect(await screen.findByTestId('data-centre-login')).toHaveTextContent(
      'Please log in to see the data',
    );
    expect(searches()).toEqual([]);
  });

  it('says "Max 6 characters" as soon as the code is longer, and sends nothing', async () => {
    renderWithApp(<DataCentre />, { modals: true });
    await screen.findByText('Jordan’s potash exports');
    fireEvent.change(hsCode(), { target: { value: '3104201' } });
    expect(hsCode()).toHaveAttribute('aria-invalid', 'true');
    expect(hsCode()).toHaveAccessibleDescription('Max 6 characters');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(searches()).toEqual(['/data-centre']);
    expect(hsCode()).toHaveFocus();
  });

  it('says "Numbers only" for letters once Search is pressed', async () => {
    renderWithApp(<DataCentre />, { modals: true });
    await screen.findByText('Jordan’s potash exports');
    fireEvent.change(hsCode(), { target: { value: '31a' } });
    expect(hsCode()).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(hsCode()).toHaveAccessibleDescription('Numbers only');
    expect(searches()).toEqual(['/data-centre']);
  });

  it('searches by HS code and words; Clear empties both and searches again', async () => {
    renderWithApp(<DataCentre />, { modals: true });
    await screen.findByText('Jordan’s potash exports');
    fireEvent.change(hsCode(), { target: { value: ' 3104 ' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Words' }), {
      target: { value: 'potash' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches().at(-1)).toBe('/data-centre?hs_code=3104&q=potash'));
    const results = screen.getByTestId('data-centre-results');
    await within(results).findByText('Jordan’s potash exports');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(searches().length).toBe(3));
    expect(searches().at(-1)).toBe('/data-centre');
    expect(hsCode()).toHaveValue('');
  });

  it('gives the rule in Arabic', async () => {
    renderWithApp(<DataCentre />, { locale: 'ar', modals: true });
    await screen.findByText('Jordan’s potash exports');
    const field = screen.getByRole('textbox', { name: 'رمز النظام المنسّق (HS)' });
    fireEvent.change(field, { target: { value: '1234567' } });
    expect(field).toHaveAccessibleDescription('٦ أحرف كحدّ أقصى');
  });
});
