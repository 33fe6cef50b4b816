import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CompanyCard } from '@/features/account/components/company-card';
import type { Locale } from '@/lib/i18n/routing';
import { renderWithProviders } from '@/tests/setup/render';

import { makeCompany } from './company-fixtures';

const KEY_TRADE_PLAYERS = '/pages/170-jordan-key-trade-players';

function renderCard(company: ReturnType<typeof makeCompany> | null, locale: Locale = 'en') {
  renderWithProviders(<CompanyCard company={company} keyTradePlayersHref={KEY_TRADE_PLAYERS} />, {
    locale,
  });
  return screen.getByTestId('company-card');
}

describe('CompanyCard (part 3 "Profile")', () => {
  it('points a member without a company to the key trade players page', () => {
    const card = renderCard(null);
    expect(within(card).getByRole('heading', { name: 'My company' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Become a key trade player' })).toHaveAttribute(
      'href',
      KEY_TRADE_PLAYERS,
    );
    expect(within(card).queryByRole('link', { name: 'Add product' })).not.toBeInTheDocument();
  });

  it('shows the real company: its name, logo and status, and its actions', () => {
    const card = renderCard(makeCompany({ status: 10, status_belongs: { iid: 10 } }));
    expect(within(card).getByText('Dead Sea Minerals Co.')).toBeInTheDocument();
    const logo = card.querySelector('img');
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('width', '64');
    expect(logo?.getAttribute('src')).toContain(encodeURIComponent('/api/uploads/logos/3.webp'));
    expect(
      within(card).getByTitle('Pending: not yet approved by an administrator.'),
    ).toHaveTextContent('In process');
    expect(within(card).getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/add-product',
    );
    expect(within(card).getByRole('link', { name: 'Add service' })).toHaveAttribute(
      'href',
      '/add-service',
    );
    expect(within(card).getByRole('link', { name: 'More about my company' })).toHaveAttribute(
      'href',
      '/my-company',
    );
    expect(within(card).queryByText('Become a key trade player')).not.toBeInTheDocument();
  });

  it('warns while the administrator has not approved the company (international_buyers_access 0)', () => {
    const card = renderCard(makeCompany({ international_buyers_access: 0 }));
    expect(within(card).getByText('Your company is not approved by Administrator')).toBeVisible();
  });

  it('has no warning once approved, and shows a refusal reason', () => {
    const card = renderCard(
      makeCompany({
        international_buyers_access: 1,
        status: 30,
        status_belongs: { iid: 30 },
        status_note: 'The logo is missing.',
      }),
    );
    expect(within(card).queryByText('Your company is not approved by Administrator')).toBeNull();
    expect(within(card).getByText('Reason: The logo is missing.')).toBeInTheDocument();
  });

  it('reads right to left in Arabic', () => {
    const card = renderCard(makeCompany({ international_buyers_access: 0 }), 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(card).getByRole('link', { name: 'إضافة منتج' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'المزيد عن شركتي' })).toBeInTheDocument();
    expect(within(card).getByText('لم تتم الموافقة على شركتك من قبل المسؤول')).toBeVisible();
    expect(within(card).getByText('موافق عليه', { exact: false })).toBeInTheDocument();
  });
});
