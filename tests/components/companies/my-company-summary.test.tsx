import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MyCompanySummary } from '@/features/companies/components/my-company-summary';
import { MyCompanyTabs } from '@/features/companies/components/my-company-tabs';
import { NoCompanyNotice } from '@/features/companies/components/no-company-notice';
import type { Locale } from '@/lib/i18n/routing';
import { renderWithProviders } from '@/tests/setup/render';

import { makeCompany } from './company-fixtures';

function renderSummary(company = makeCompany(), locale: Locale = 'en') {
  renderWithProviders(<MyCompanySummary company={company} locale={locale} />, { locale });
  return screen.getByTestId('my-company');
}

/** The value a term of the summary's lists shows. */
const valueOf = (section: HTMLElement, term: string) =>
  within(section).getByText(term, { selector: 'dt' }).nextElementSibling;

describe('MyCompanySummary (part 3 "My Company")', () => {
  it('shows the logo, the names, the type and the status', () => {
    const section = renderSummary(
      makeCompany({ status: 30, status_belongs: { iid: 30 }, status_note: 'Wrong phone.' }),
    );
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Dead Sea Minerals Co.' }),
    ).toBeInTheDocument();
    expect(section).toHaveAccessibleName('Dead Sea Minerals Co.');
    expect(section.querySelector('img')).toHaveAttribute('alt', '');
    expect(valueOf(section, 'Trading name')).toHaveTextContent('DSM');
    expect(valueOf(section, 'Company type')).toHaveTextContent('Limited liability company');
    expect(within(section).getByTitle('Refused by an administrator.')).toHaveTextContent('Refused');
    expect(within(section).getByText('Reason: Wrong phone.')).toBeInTheDocument();
  });

  it("shows the company's contacts and its contact person", () => {
    const section = renderSummary();
    const website = within(section).getByRole('link', { name: /www\.dsm\.example\.jo/ });
    expect(website).toHaveAttribute('href', 'https://www.dsm.example.jo');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAccessibleName('www.dsm.example.jo (opens in a new tab)');
    expect(within(section).getByRole('link', { name: 'info@dsm.example.jo' })).toHaveAttribute(
      'href',
      'mailto:info@dsm.example.jo',
    );
    expect(within(section).getByRole('link', { name: '065000000' })).toHaveAttribute(
      'href',
      'tel:065000000',
    );
    expect(within(section).getByRole('heading', { name: 'Contact person' })).toBeInTheDocument();
    expect(valueOf(section, 'Name')).toHaveTextContent('Ms. Lina Haddad');
    expect(valueOf(section, 'Position')).toHaveTextContent('Export manager');
    expect(valueOf(section, 'Mobile')).toHaveTextContent('0791111111');
    expect(valueOf(section, 'E-mail')).toHaveTextContent('lina@dsm.example.jo');
    expect(within(section).getByRole('link', { name: 'Edit company' })).toHaveAttribute(
      'href',
      '/profile/my-company/3/edit',
    );
  });

  it('keeps an address with its own scheme and links no other kind', () => {
    const https = renderSummary(makeCompany({ website_url: 'https://dsm.example.jo/en' }));
    expect(within(https).getByRole('link', { name: /dsm\.example\.jo\/en/ })).toHaveAttribute(
      'href',
      'https://dsm.example.jo/en',
    );
  });

  it('lists no website when the company has none (issue 36)', () => {
    const section = renderSummary(makeCompany({ website_url: '' }));
    expect(within(section).queryByText('Website', { selector: 'dt' })).toBeNull();
    expect(valueOf(section, 'Company e-mail')).toHaveTextContent('info@dsm.example.jo');
  });

  it('names the type, title and position in Arabic, addresses left to right', () => {
    const section = renderSummary(makeCompany(), 'ar');
    expect(valueOf(section, 'نوع الشركة')).toHaveTextContent('شركة ذات مسؤولية محدودة');
    expect(valueOf(section, 'الاسم')).toHaveTextContent('السيدة Lina Haddad');
    expect(valueOf(section, 'المنصب')).toHaveTextContent('مدير التصدير');
    expect(within(section).getByText('info@dsm.example.jo')).toHaveAttribute('dir', 'ltr');
    expect(within(section).getByRole('link', { name: 'تعديل الشركة' })).toBeInTheDocument();
  });
});

describe('MyCompanyTabs', () => {
  it('links My products and My services and marks the current one', () => {
    renderWithProviders(<MyCompanyTabs active="services" />);
    const nav = screen.getByRole('navigation', { name: 'My products and services' });
    const products = within(nav).getByRole('link', { name: 'My products' });
    const services = within(nav).getByRole('link', { name: 'My services' });
    expect(products).toHaveAttribute('href', '/my-products');
    expect(products).not.toHaveAttribute('aria-current');
    expect(services).toHaveAttribute('href', '/my-services');
    expect(services).toHaveAttribute('aria-current', 'page');
  });
});

describe('NoCompanyNotice (part 3 §8)', () => {
  it('says the member has no company and links the key trade players page', () => {
    renderWithProviders(<NoCompanyNotice keyTradePlayersHref="/pages/170-key-trade-players" />);
    expect(screen.getByText('You dont have a company!!!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Become a key trade player' })).toHaveAttribute(
      'href',
      '/pages/170-key-trade-players',
    );
  });

  it('speaks Arabic', () => {
    renderWithProviders(<NoCompanyNotice keyTradePlayersHref="/pages/170" />, { locale: 'ar' });
    expect(screen.getByText('ليس لديك شركة!!!')).toBeVisible();
  });
});
