import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { HsCodeCombobox } from '@/features/hs-codes/components/hs-code-combobox';
import { http } from '@/lib/http/client';
import type { Locale } from '@/lib/i18n/routing';
import { renderWithProviders } from '@/tests/setup/render';

import { hsResult } from './hs-fixtures';

// Issue 37: members pick a product's HS code with the finder, by keyboard or pointer, in both
// languages; what the field keeps is the code's digits.

const OLIVE = [
  hsResult('1509', 'Olive oil and its fractions', 'زيت الزيتون وأجزاؤه'),
  hsResult('1510', 'Other oils obtained solely from olives', 'زيوت أخرى متحصل عليها من الزيتون'),
];

let fetchSpy: MockInstance;

function Harness() {
  const form = useForm<{ hs_code: string }>({ defaultValues: { hs_code: '' } });
  const value = useWatch({ control: form.control, name: 'hs_code' });
  return (
    <>
      <span data-testid="kept">{value}</span>
      <HsCodeCombobox control={form.control} name="hs_code" label="HS code" hint="Up to 6 digits" />
    </>
  );
}

const kept = () => screen.getByTestId('kept');

const renderField = (locale: Locale = 'en') =>
  renderWithProviders(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Harness />
    </QueryClientProvider>,
    { locale },
  );

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // The component tests' apiFetch goes through the axios client (tests/setup).
  fetchSpy = vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
    const query = new URL(path, 'http://portal').searchParams.get('q') ?? '';
    const data = /olive|زيت/.test(query) ? OLIVE : [];
    return {
      data: { data, total: data.length, page: 1, page_size: 8, page_count: 1 },
      status: 200,
    };
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function type(text: string) {
  const input = screen.getByRole('combobox', { name: /HS code|رمز/ });
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
  return input;
}

describe('the HS code combobox', () => {
  it('lays an empty box out in the page’s direction, what is typed in its own (issue 45)', async () => {
    // With dir="auto" an empty box is left to right, and the Arabic placeholder's «زيت زيتون»
    // had its guillemets drawn at the wrong ends.
    renderField('ar');
    const input = screen.getByRole('combobox', { name: /HS code/ });
    expect(input).toHaveAttribute('placeholder', 'رمز، أو كلمات مثل «زيت زيتون»');
    expect(input).not.toHaveAttribute('dir');
    await type('olive oil');
    expect(input).toHaveAttribute('dir', 'auto');
  });

  it('asks the finder once the typing pauses, and picks a result with the keyboard', async () => {
    renderField();
    const input = await type('olive oil');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]![0])).toContain('/hs-codes?q=olive+oil');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(kept()).toHaveTextContent('1509');
    expect(input).toHaveValue('1509');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks with the pointer, and shows Arabic names on an Arabic page', async () => {
    renderField('ar');
    await type('زيت زيتون');
    const option = await screen.findByRole('option', { name: /زيوت أخرى/ });
    expect(option).toHaveTextContent('15.10');
    fireEvent.mouseDown(option);
    expect(kept()).toHaveTextContent('1510');
  });

  it('says so when nothing matches, and Escape closes the list', async () => {
    renderField();
    const input = await type('qwerty');
    expect(await screen.findByRole('status')).toHaveTextContent('No HS code matches');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(kept()).toHaveTextContent('qwerty');
  });

  it('asks nothing for a single character', async () => {
    renderField();
    await type('o');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
