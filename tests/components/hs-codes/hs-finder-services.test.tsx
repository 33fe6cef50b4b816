import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HsFinderView } from '@/features/hs-codes/components/hs-finder-view';
import type { Locale } from '@/lib/i18n/routing';
import { renderServer } from '@/tests/setup/server-components';

import { hsResult } from './hs-fixtures';

// Issue 55, item 3: the finder's page for a query naming a service shows, in the page's language,
// that HS codes classify goods, and links to the agency's services and to an enquiry. Item 5: a
// page of results, or of none, asks "Not sure?" with a link to the enquiry form carrying the
// search and its first codes.

const render = (q: string, locale: Locale) =>
  renderServer(
    <HsFinderView
      request={{ state: 'search', q, page: 1 }}
      found={{ results: [], total: 0, page: 1, pageCount: 0, services: true }}
      view={{ q }}
      locale={locale}
    />,
    locale,
  );

describe('HsFinderView: a service', () => {
  it('says in English that HS codes classify goods, and where to turn', async () => {
    await render('accounting services', 'en');
    const notice = screen.getByTestId('hs-services');
    expect(within(notice).getByRole('heading')).toHaveTextContent('A service has no HS code');
    expect(notice).toHaveTextContent('“accounting services”');
    expect(within(notice).getByRole('link', { name: /services for exporters/ })).toHaveAttribute(
      'href',
      '/e-services',
    );
    expect(within(notice).getByRole('link', { name: /enquiry/ })).toHaveAttribute(
      'href',
      '/pages/190',
    );
    expect(screen.queryByTestId('hs-empty')).toBeNull();
  });

  it('says it in Arabic on the Arabic page', async () => {
    await render('خدمات محاسبه', 'ar');
    const notice = screen.getByTestId('hs-services');
    expect(notice).toHaveTextContent('تصنّف السلع لا الخدمات');
    expect(within(notice).getByRole('link', { name: /خدمات المؤسسة/ })).toHaveAttribute(
      'href',
      '/ar/e-services',
    );
    expect(within(notice).getByRole('link', { name: /استفسارًا/ })).toHaveAttribute(
      'href',
      '/ar/pages/190',
    );
  });
});

const result = (code: string) => hsResult(code, `Code ${code}`, `رمز ${code}`);

describe('HsFinderView: Not sure? Ask the agency', () => {
  const codes = ['0710', '071080', '0714', '2005', '0709', '0713'];
  const renderFound = (locale: Locale, shown: string[]) =>
    renderServer(
      <HsFinderView
        request={{ state: 'search', q: 'frozen okra', page: 1 }}
        found={{ results: shown.map(result), total: shown.length, page: 1, pageCount: 1 }}
        view={{ q: 'frozen okra' }}
        locale={locale}
      />,
      locale,
    );

  it('links to the enquiry form with the search and its first five codes', async () => {
    await renderFound('en', codes);
    const link = within(screen.getByTestId('hs-ask')).getByRole('link', { name: 'Ask the agency' });
    const href = new URL(link.getAttribute('href')!, 'http://portal.test');
    expect(href.pathname).toBe('/pages/190');
    expect(href.hash).toBe('#other-enquiries');
    expect(href.searchParams.get('hs_q')).toBe('frozen okra');
    expect(href.searchParams.get('hs_codes')).toBe('0710,071080,0714,2005,0709');
  });

  it('asks in Arabic too, and on a page of no result', async () => {
    await renderFound('ar', []);
    expect(screen.getByTestId('hs-empty')).toBeInTheDocument();
    const link = within(screen.getByTestId('hs-ask')).getByRole('link', { name: 'اسأل المؤسسة' });
    expect(link.getAttribute('href')).toMatch(/^\/ar\/pages\/190\?hs_q=frozen\+okra&hs_codes=#/);
  });
});
