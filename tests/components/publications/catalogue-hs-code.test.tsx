import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PublicationsCatalogue } from '@/features/publications/components/publications-catalogue';
import { http } from '@/lib/http/client';
import { address, atPage, router } from '@/tests/setup/navigation';
import { renderWithApp } from '@/tests/setup/render-app';

import { finderPage, hsResult } from '../hs-codes/hs-fixtures';

import { FILTERS, PAGE } from './publications-fixtures';

atPage('/pages/130-market-information', 'tab=1');

// Issue 37: the catalogue accepts an HS code from the finder: the field lists codes for words, the
// one picked goes into the address and the API's `hs`, and the list says which code it read and
// what that means for publications (they carry none), in English and Arabic.

const push = router.push;

const OLIVE_OIL = hsResult(
  '1509',
  'Olive oil and its fractions; whether or not refined, but not chemically modified',
  'زيت الزيتون وأجزاؤه، وإن كان مكرراً، ولكن غير معدل كيميائياً',
);

function answer(hsCode?: object | null) {
  return vi.spyOn(http, 'get').mockImplementation(async (path: string) => {
    if (path === '/publications/filters') return { data: FILTERS, status: 200 };
    if (path.startsWith('/publications')) {
      return {
        data: { ...PAGE, ...(hsCode === undefined ? {} : { hs_code: hsCode }) },
        status: 200,
      };
    }
    if (path.startsWith('/hs-codes')) {
      const q = new URL(path, 'http://portal').searchParams.get('q') ?? '';
      const data = /olive|زيت/.test(q) ? [OLIVE_OIL] : [];
      return { data: finderPage(data), status: 200 };
    }
    throw new Error(`unexpected GET ${path}`);
  });
}

const renderCatalogue = (locale: 'en' | 'ar' = 'en') =>
  renderWithApp(
    <PublicationsCatalogue
      isVip={false}
      pagePath="/pages/130-market-information"
      keep={{ tab: '1' }}
    />,
    { modals: true, locale },
  );

describe('the catalogue’s HS code (issue 37)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    address.search = 'tab=1';
    push.mockClear();
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('picks a code with the finder and searches by it', async () => {
    answer();
    renderCatalogue();
    const field = await screen.findByRole('combobox', { name: 'HS code' }, { timeout: 5000 });
    fireEvent.change(field, { target: { value: 'olive oil' } });
    const list = screen.getByRole('listbox', { name: 'HS codes found', hidden: true });
    const option = await within(list).findByRole('option', { name: /15\.09/ }, { timeout: 3000 });
    fireEvent.mouseDown(option);
    expect(field).toHaveValue('1509');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).toHaveBeenCalledWith('/pages/130-market-information?tab=1&hs=1509', {
      scroll: false,
    });
  });

  it('takes a code as customs write it, and refuses words left in the field', async () => {
    answer();
    renderCatalogue();
    const field = await screen.findByRole('combobox', { name: 'HS code' }, { timeout: 5000 });
    fireEvent.change(field, { target: { value: 'olive oil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('An HS code is 2 to 6 digits.');
    fireEvent.change(field, { target: { value: '15.09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).toHaveBeenCalledWith('/pages/130-market-information?tab=1&hs=1509', {
      scroll: false,
    });
  });

  it('asks the API for the address’s code and says which code it read', async () => {
    address.search = 'tab=1&hs=15.09';
    const get = answer({ code: '1509', name_en: OLIVE_OIL.name_en, name_ar: OLIVE_OIL.name_ar });
    renderCatalogue();
    const topic = await screen.findByTestId('publications-hs-topic');
    expect(get).toHaveBeenCalledWith('/publications?hs=1509');
    expect(topic).toHaveTextContent(`Publications about HS code 15.09: ${OLIVE_OIL.name_en}`);
    expect(topic).toHaveTextContent('Publications carry no HS code');
  });

  it('says so in Arabic, the code isolated left to right', async () => {
    address.search = 'tab=1&hs=1509';
    answer({ code: '1509', name_en: OLIVE_OIL.name_en, name_ar: OLIVE_OIL.name_ar });
    renderCatalogue('ar');
    const topic = await screen.findByTestId('publications-hs-topic');
    expect(topic.textContent).toContain(`\u206615.09\u2069: ${OLIVE_OIL.name_ar}`);
    expect(topic).toHaveTextContent('لا تحمل المنشورات رموز النظام المنسق');
  });

  it('says when the nomenclature has no such code', async () => {
    address.search = 'tab=1&hs=9999';
    answer(null);
    renderCatalogue();
    await waitFor(() =>
      expect(screen.getByTestId('publications-hs-topic')).toHaveTextContent(
        'The HS nomenclature has no code 99.99.',
      ),
    );
  });
});
