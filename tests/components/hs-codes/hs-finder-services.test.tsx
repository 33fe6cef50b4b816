import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { HsFinderView } from '@/features/hs-codes/components/hs-finder-view';
import type { Locale } from '@/lib/i18n/routing';
import { renderServer } from '@/tests/setup/server-components';

// Issue 55, item 3: the finder's page for a query naming a service shows, in the page's language,
// that HS codes classify goods, and links to the agency's services and to an enquiry.

vi.mock('next-intl/server', () => import('@/tests/setup/next-intl-server'));
vi.mock('@/lib/i18n/navigation', () => import('../feedback/nav-mock'));

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
