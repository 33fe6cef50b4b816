import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SearchDialog } from '@/features/search/components/search-dialog';
import { SEARCH_DEBOUNCE_MS } from '@/features/search/constants';
import { router } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

import { answer, COUNTS } from './search-answers';

// Issue 28: the Search dialog (part 3 "Global search"): results as the visitor types, asked once
// typing pauses and cancelled when the text changes, type chips with counts, matched words marked,
// the keyboard (arrows and Enter) and where each result leads.

const push = router.push;

type Call = { path: string; signal: AbortSignal | undefined };
const calls = vi.hoisted(() => [] as { path: string; signal: AbortSignal | undefined }[]);
const answerFor = vi.hoisted(() => ({ current: (_path: string): unknown => ({}) }));
vi.mock('@/lib/http/api-fetch', () => ({
  apiFetch: async (path: string, init: RequestInit = {}) => {
    calls.push({ path, signal: init.signal ?? undefined } satisfies Call);
    const body = answerFor.current(path);
    // null: the API is away.
    return body === null
      ? new Response('{}', { status: 503 })
      : new Response(JSON.stringify(body), { status: 200 });
  },
}));

const queryOf = (path: string) => new URLSearchParams(path.split('?')[1]);

beforeAll(() => {
  // jsdom has no modal dialogs: open and close as the browser would.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  push.mockClear();
  answerFor.current = (path) => answer(queryOf(path));
});
afterEach(() => vi.useRealTimers());

async function typeAndWait(box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  });
}

function open(locale: 'en' | 'ar' = 'en') {
  const onClose = vi.fn();
  renderWithProviders(<SearchDialog open onClose={onClose} />, { locale });
  return { onClose };
}

describe('SearchDialog', () => {
  it('is titled Search, asks once typing pauses and cancels the request of an older text', async () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox', { name: 'Search the portal' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('maxLength', '200');
    fireEvent.change(box, { target: { value: 'jor' } });
    fireEvent.change(box, { target: { value: 'jorda' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(calls).toHaveLength(0);
    await typeAndWait(box, 'jordan');
    expect(calls.map((call) => queryOf(call.path).get('q'))).toEqual(['jordan']);
    const first = calls[0]!;
    await typeAndWait(box, 'jordan food');
    expect(first.signal?.aborted).toBe(true);
    expect(calls.map((call) => queryOf(call.path).get('q'))).toEqual(['jordan', 'jordan food']);
  });

  it('shows the results with their type, the matched words marked, and the chips with counts', async () => {
    open();
    await typeAndWait(screen.getByRole('combobox'), 'jordan');
    const list = screen.getByRole('listbox', { name: 'Results' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent('Event');
    expect(within(options[0]!).getAllByText('Jordan', { selector: 'mark' })).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
    const chips = screen.getByRole('group', { name: 'Result types' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['All (3)', 'Events (2)', 'Companies (1)']);
    expect(screen.getByRole('link', { name: 'All results for “jordan”' })).toHaveAttribute(
      'href',
      '/search/jordan',
    );
  });

  it('filters by a chip', async () => {
    open();
    await typeAndWait(screen.getByRole('combobox'), 'jordan');
    fireEvent.click(screen.getByRole('button', { name: 'Events (2)' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    });
    expect(queryOf(calls.at(-1)!.path).get('type')).toBe('events');
    expect(screen.getByRole('button', { name: 'Events (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('chooses with the arrows and opens with Enter, the name as the list’s search value', async () => {
    const { onClose } = open();
    const box = screen.getByRole('combobox');
    await typeAndWait(box, 'jordan');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/local-events?q=Jordan+International+Food+Expo');
    expect(onClose).toHaveBeenCalled();
  });

  it('opens the results page on Enter when no result is chosen, and a company by a click', async () => {
    open();
    const box = screen.getByRole('combobox');
    await typeAndWait(box, ' jordan ');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/search/jordan');
    // A search that was opened is over: the field is empty for the next one.
    expect(box).toHaveValue('');
    await typeAndWait(box, 'jordan');
    fireEvent.click(screen.getByRole('option', { name: /Jordan Dates Co\./ }));
    expect(push).toHaveBeenLastCalledWith('/buyers/19');
    expect(box).toHaveValue('');
  });

  it('closes on Escape even with text in the field', async () => {
    const { onClose } = open();
    const box = screen.getByRole('combobox');
    await typeAndWait(box, 'jordan');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('a close event that comes after the dialog was opened again leaves it open', () => {
    const { onClose } = open();
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    // The browser fires close a task after closing; Escape then Enter at once opens it before then.
    fireEvent(dialog, new Event('close'));
    expect(onClose).not.toHaveBeenCalled();
    dialog.removeAttribute('open');
    fireEvent(dialog, new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so when nothing matches or the search fails', async () => {
    answerFor.current = (path) => ({
      ...answer(queryOf(path)),
      items: [],
      total: 0,
      counts: { ...COUNTS, events: 0, companies: 0 },
    });
    open();
    await typeAndWait(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('There is no data for this filter');
    expect(screen.queryByRole('option')).toBeNull();
    answerFor.current = () => null;
    await typeAndWait(screen.getByRole('combobox'), 'zzzz');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The search is not available right now. Please try again.',
    );
  });

  it('speaks Arabic, right to left, with Arabic-Indic counts', async () => {
    open('ar');
    const dialog = screen.getByRole('dialog', { name: 'البحث' });
    await typeAndWait(within(dialog).getByRole('combobox', { name: 'البحث في البوابة' }), 'الأردن');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'الفعاليات (٢)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('٣ نتائج');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('فعالية');
  });
});
