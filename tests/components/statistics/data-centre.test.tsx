import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { DataCentre } from '@/features/statistics/components/data-centre/data-centre';
import { http } from '@/lib/http/client';
import { atPage } from '@/tests/setup/navigation';
import { renderWithApp } from '@/tests/setup/render-app';

import { finderPage, hsResult } from '../hs-codes/hs-fixtures';

import { item, MEMBER } from './statistics-fixtures';

atPage('/pages/130-market-information');

// Issue 26, part 2 §5: the data centre searches the statistics by HS code ("Max 6 characters")
// or words, for members.

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
    if (path.startsWith('/hs-codes')) return answer(finderAnswer(path));
    return answer({ items: [item({ identifier: '1002', title: 'Jordan’s potash exports' })] });
  });
});

/** The HS finder's answer: potassic fertilizers for "potash" or "بوتاس", nothing else. */
function finderAnswer(path: string) {
  const q = new URL(path, 'http://portal').searchParams.get('q') ?? '';
  return finderPage(
    /potash|بوتاس/.test(q)
      ? [
          hsResult(
            '3104',
            'Fertilizers; mineral or chemical, potassic',
            'أسمدة معدنية أو كيميائية، بوتاسية',
          ),
        ]
      : [],
  );
}

const searches = () => asked.filter((path) => path.startsWith('/data-centre'));
// The field is a text field until the HS finder's picker has loaded, then its combobox (issue 37).
const hsCode = () => screen.getByLabelText('HS code');

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
    // The finder's picker, once its code has loaded: it takes the place of the plain field.
    const field = await screen.findByRole('combobox', { name: 'رمز النظام المنسّق (HS)' });
    // The hint's example in the page's digits, which the field reads (issue 45).
    expect(field).toHaveAccessibleDescription(
      'فصل أو بند أو بند فرعي: حتى ٦ أرقام، مثل ٣١٠٤؛ أو كلمات للبحث عنه',
    );
    fireEvent.change(field, { target: { value: '1234567' } });
    expect(field).toHaveAccessibleDescription('٦ أحرف كحدّ أقصى');
  });

  it('finds the code with the HS finder: words list codes, the one picked is searched', async () => {
    renderWithApp(<DataCentre />, { modals: true });
    await screen.findByText('Jordan’s potash exports');
    const field = await screen.findByRole('combobox', { name: 'HS code' });
    fireEvent.change(field, { target: { value: 'potash' } });
    // Words being typed are not a code too long: nothing is said until Search.
    expect(field).not.toHaveAttribute('aria-invalid');
    const option = await screen.findByRole('option', { name: /31\.04/ }, { timeout: 3000 });
    expect(option).toHaveTextContent('Fertilizers; mineral or chemical, potassic');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field).toHaveValue('3104');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches().at(-1)).toBe('/data-centre?hs_code=3104'));
  });

  it('takes a code as customs write it, and lists Arabic names on an Arabic page', async () => {
    renderWithApp(<DataCentre />, { locale: 'ar', modals: true });
    await screen.findByText('Jordan’s potash exports');
    const field = await screen.findByRole('combobox', { name: 'رمز النظام المنسّق (HS)' });
    fireEvent.change(field, { target: { value: 'بوتاس' } });
    const option = await screen.findByRole('option', { name: /31\.04/ }, { timeout: 3000 });
    expect(option).toHaveTextContent('أسمدة معدنية أو كيميائية، بوتاسية');
    fireEvent.change(field, { target: { value: '٣١.٠٤' } });
    fireEvent.click(screen.getByRole('button', { name: 'بحث' }));
    await waitFor(() =>
      expect(searches().at(-1)).toBe(`/data-centre?hs_code=${encodeURIComponent('٣١.٠٤')}`),
    );
  });
});
