import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { withAgreementTerms } from '@/features/market-access/agreement-origin-terms';
import { MarketAccessView } from '@/features/market-access/components/market-access-view';
import { renderServer } from '@/tests/setup/server-components';

import { agreement, answer, COUNTRIES, general } from './market-access-fixtures';

vi.mock('next-intl/server', () => import('@/tests/setup/next-intl-server'));
vi.mock('@/features/hs-codes/components/hs-trail', async (original) => {
  const { HsTrail } = await original<typeof import('@/features/hs-codes/components/hs-trail')>();
  return { HsTrail: async (props: Parameters<typeof HsTrail>[0]) => HsTrail(props) };
});

// Issue 57: the EU's and Canada's origin terms on the market-access card: each statement titled,
// with its sources and the day the portal checked them; what no source settles marked "To check".

const withTerms = (id: number, over: Parameters<typeof general>[0] = {}) =>
  agreement({
    id,
    rule_of_origin: withAgreementTerms(
      { kind: 'general', ...general({ agreement_id: id, ...over }) },
      id,
      '3304',
    ),
  });

const renderView = (id: number, locale: 'en' | 'ar' = 'en') =>
  renderServer(
    <MarketAccessView
      access={answer([withTerms(id)])}
      countries={COUNTRIES}
      locale={locale}
      tariffUnavailable={false}
    />,
    locale,
  );

describe('the origin terms on the market-access card', () => {
  it('shows the EU’s revised PEM rules, each sourced and checked, the open points to check', async () => {
    await renderView(3);
    const terms = screen.getByTestId('origin-terms');
    const proofs = within(terms).getByTestId('origin-term-pemProofs');
    expect(proofs).toHaveTextContent('Proofs of origin under the revised rules');
    expect(proofs).toHaveTextContent('REVISED RULES');
    expect(proofs).toHaveTextContent('Checked on Nov 27, 2026');
    expect(within(proofs).getAllByTestId('figure-source').length).toBeGreaterThan(0);
    expect(within(proofs).queryByTestId('origin-term-check')).toBeNull();
    const day = within(terms).getByTestId('origin-term-pemJordanDate');
    expect(within(day).getByTestId('origin-term-check')).toHaveTextContent('To check');
    expect(day).toHaveTextContent('16 January 2025');
  });

  it('reads in Arabic on the Arabic page: titles, texts and the checked-on day', async () => {
    await renderView(8, 'ar');
    const annex = screen.getByTestId('origin-term-caAnnexRule');
    expect(annex).toHaveTextContent('القاعدة الخاصة بالمنتج (الملحق ٤-١)');
    expect(annex).toHaveTextContent('يلزم التحقق');
    expect(annex).toHaveTextContent('تاريخ التحقق');
    expect(annex).toHaveTextContent('وزارة الشؤون العالمية الكندية');
  });

  it('shows nothing more for an agreement without terms (the US)', async () => {
    await renderServer(
      <MarketAccessView
        access={answer([agreement()])}
        countries={COUNTRIES}
        locale="en"
        tariffUnavailable={false}
      />,
      'en',
    );
    expect(screen.queryByTestId('origin-terms')).toBeNull();
  });
});
