import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ConsoleLanguageLink } from '@/features/console/components/console-language-link';
import { address, atPage } from '@/tests/setup/navigation';
import { renderWithProviders } from '@/tests/setup/render';

atPage('/ar/admin/audit', 'action=member.vip');

// Issue 24: the console's language link opens the page shown, with its filters, in the other language.
describe("the console's language link", () => {
  it('keeps the page and its query', () => {
    renderWithProviders(<ConsoleLanguageLink locale="en" label="English" />, { locale: 'ar' });
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/admin/audit?action=member.vip');
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('hreflang', 'en');
  });

  it('follows the address as the list moves (a filter, a page)', () => {
    address.pathname = '/admin/members/12';
    address.search = '';
    renderWithProviders(<ConsoleLanguageLink locale="ar" label="العربية" />);
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/ar/admin/members/12',
    );
  });
});
