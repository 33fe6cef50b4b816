import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { LoginLink } from '@/components/layout/login-link';
import { address } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

// next-intl's Link adds the login page's own prefix (/ar); the mock shows the href it is given.

afterEach(() => {
  address.pathname = '/news';
  window.history.replaceState(null, '', '/');
});

describe('LoginLink (issue 25: the login link returns to the page in its language)', () => {
  it('returns an Arabic visitor to the Arabic page', () => {
    renderWithProviders(<LoginLink>دخول</LoginLink>, { locale: 'ar' });
    expect(screen.getByRole('link', { name: 'دخول' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Far%2Fnews',
    );
  });

  it('returns from the Arabic home to the Arabic home', () => {
    address.pathname = '/';
    renderWithProviders(<LoginLink>دخول</LoginLink>, { locale: 'ar' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/auth/login?redirect=%2Far');
  });

  it('returns an English visitor to the English page', () => {
    renderWithProviders(<LoginLink>Log in</LoginLink>);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/auth/login?redirect=%2Fnews');
  });

  it('adds the query (a chosen tab) when the visitor reaches for the link', () => {
    address.pathname = '/pages/130-market-information';
    window.history.replaceState(null, '', '/ar/pages/130-market-information?tab=5');
    renderWithProviders(<LoginLink>دخول</LoginLink>, { locale: 'ar' });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent('/ar/pages/130-market-information')}`,
    );
    fireEvent.focus(link);
    expect(link).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent('/ar/pages/130-market-information?tab=5')}`,
    );
  });
});
