import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';

import { OfferingFormWithHsFinder } from '@/app/[locale]/_compositions/member-company/offering-form-with-hs-finder';
import { http } from '@/lib/http/client';
import type { Locale } from '@/lib/i18n/routing';
import '@/tests/setup/preload-dialogs';

import { finderPage, hsResult } from '../hs-codes/hs-fixtures';

import { answer, eventually, makeService, renderCompanies } from './company-fixtures';
import {
  fillOffering,
  lookupAnswer,
  pdf,
  attach,
  sentFields,
  submit,
} from './offering-form-helpers';

// Issue 37: the service form has the product form's HS code field, the finder's combobox, in
// English and Arabic; a service's code is optional.

const SPICES = [
  hsResult(
    '0910',
    'Ginger, saffron, turmeric, thyme, bay leaves, curry and other spices',
    'زنجبيل وزعفران وكركم وزعتر',
  ),
  hsResult('091099', 'Spices; n.e.c. in chapter 9', 'توابل أخرى'),
];

let post: MockInstance<typeof http.post>;

// The combobox's module is imported once up front: its first import can outlast findByRole's wait
// on a loaded machine; the field still renders as a text field first, then the combobox.
beforeAll(() => import('@/features/hs-codes/components/hs-code-combobox'), 30_000);

beforeEach(() => {
  vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (!url.startsWith('/hs-codes')) return lookupAnswer(url);
    const query = new URL(url, 'http://portal').searchParams.get('q') ?? '';
    const data = /thyme|زعتر/.test(query) ? SPICES : [];
    return answer(finderPage(data));
  });
  post = vi.spyOn(http, 'post').mockResolvedValue(answer('Success'));
});
afterEach(() => vi.restoreAllMocks());

const LABELS = { en: 'HS code', ar: 'رمز النظام المنسق (HS)' } as const;

function renderServiceForm(
  locale: Locale,
  offering = undefined as ReturnType<typeof makeService> | undefined,
) {
  return renderCompanies(
    <OfferingFormWithHsFinder
      kind="services"
      companyId={3}
      keyTradePlayersHref="/pages/170-jordan-key-trade-players"
      offering={offering}
    />,
    locale,
  );
}

/** The combobox once it has loaded (the form shows a text field until then). */
const combobox = (locale: Locale) => screen.findByRole('combobox', { name: LABELS[locale] });

/** The finder's list under the field (the sector selects have options of their own). */
const found = (locale: Locale) =>
  screen.getByRole('listbox', {
    name: locale === 'en' ? 'HS codes found' : 'رموز النظام المنسق المطابقة',
  });

async function typeInto(input: HTMLElement, text: string, locale: Locale) {
  fireEvent.change(input, { target: { value: text } });
  await waitFor(() => expect(within(found(locale)).getAllByRole('option')).toHaveLength(2), {
    timeout: 3000,
  });
}

describe('the service form’s HS code field', { timeout: 30_000 }, () => {
  it('is the finder’s combobox, optional, and sends the code picked with the keyboard (English)', async () => {
    renderServiceForm('en');
    const input = await combobox('en');
    expect(input).not.toBeRequired();
    expect(input).toHaveAccessibleDescription(
      'Optional: the goods your service is about. A code, or words to find one',
    );
    await typeInto(input, 'thyme', 'en');
    expect(found('en')).toBeVisible();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue('0910');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await fillOffering({ product: false });
    attach(/^Certificate file/, pdf());
    submit();
    await eventually(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe('/services');
    expect(sentFields(post).hs_code).toBe('0910');
  });

  it('lists the codes by their Arabic names and picks one with the pointer (Arabic)', async () => {
    renderServiceForm('ar');
    const input = await combobox('ar');
    await typeInto(input, 'زعتر', 'ar');
    const option = within(found('ar')).getByRole('option', { name: /0910\.99/ });
    expect(option).toHaveTextContent('توابل أخرى');
    expect(option.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    fireEvent.mouseDown(option);
    expect(input).toHaveValue('091099');
  });

  it('sends no code when none is given, and starts an edit from the service’s code', async () => {
    renderServiceForm('en', makeService({ hs_code: '091099' }));
    const input = await combobox('en');
    expect(input).toHaveValue('091099');
    await act(async () => {
      fireEvent.change(input, { target: { value: '' } });
    });
    submit();
    await eventually(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe('/edit-services/21');
    expect(sentFields(post).hs_code).toBe('');
  });

  it('marks a code the form refuses (letters left in the field)', async () => {
    renderServiceForm('en');
    const input = await combobox('en');
    fireEvent.change(input, { target: { value: 'thyme leaves' } });
    fireEvent.blur(input);
    await eventually(() =>
      expect(input).toHaveAccessibleDescription('Enter the HS code: 2 to 6 digits.'),
    );
    expect(post).not.toHaveBeenCalled();
  });
});
