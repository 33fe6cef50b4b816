import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MarketCostCard } from '@/features/landed-cost/components/market-cost-card';
import { NO_DUTY_FACTS } from '@/features/landed-cost/duty-facts-of';
import { landedCostOf } from '@/features/landed-cost/landed-cost';
import { renderServer } from '@/tests/setup/server-components';

import { RATES, free, indicators, input, vat } from '../../unit/landed-cost-fixtures';

// Issue 58: one market's landed cost as the page draws it: the arithmetic line by line with its
// rate and source, the totals in dinars and the market's currency (Arabic-Indic digits on Arabic
// pages), and what the portal does not know, said in words.

const saudi = landedCostOf(
  input({}),
  {
    country: 'SA',
    duties: free('GAFTA'),
    indicators: indicators('SA', vat(0.15), RATES.get('SAR')!),
    assessed: false,
  },
  RATES,
);

const render = (locale: 'en' | 'ar', market = saudi) =>
  renderServer(
    <MarketCostCard market={market} name="Saudi Arabia" incoterm="CIF" locale={locale} />,
    locale,
  );

describe('MarketCostCard', () => {
  it('writes each line with its rate and the totals (English)', async () => {
    await render('en');
    const tax = document.querySelector('[data-line="tax"]')!;
    expect(tax.textContent).toContain('150.000');
    expect(tax.textContent).toContain('15 % of 1,000.000');
    expect(screen.getByTestId('total-jod').textContent).toContain('1,150.000');
    expect(screen.getByTestId('total-local').textContent).toContain('6,082.51');
    expect(screen.queryByTestId('market-unknown')).toBeNull();
  });

  it('cites each line with the day its source was checked', async () => {
    await render('en');
    const tax = document.querySelector('[data-line="tax"] a')!;
    expect(tax.textContent).toBe('Source: Test source, Jan 1, 2026; checked on Nov 27, 2026');
    const duty = document.querySelector('[data-line="duty_preference"] a')!;
    expect(duty.textContent).toContain('; checked on Nov 20, 2026');
    await render('ar');
    // The exchange rates used say when each was checked too.
    const sarRate = [...document.querySelectorAll('li')].find((li) =>
      li.textContent?.startsWith('SAR'),
    );
    expect(sarRate?.textContent).toContain('; checked on Nov 27, 2026');
    const taxAr = document.querySelectorAll('[data-line="tax"] a')[1]!;
    expect(taxAr.textContent).toContain('تاريخ التحقق منه: ٢٧ تشرين الثاني ٢٠٢٦');
  });

  it('writes the figures in Arabic-Indic digits on Arabic pages', async () => {
    await render('ar');
    expect(screen.getByTestId('total-jod').textContent).toContain('١٬١٥٠٫٠٠٠');
    expect(screen.getByTestId('total-local').textContent).toContain('٦٬٠٨٢٫٥١');
  });

  it('says what is unknown and where to find it', async () => {
    const unknown = landedCostOf(
      input({ incoterm: 'FOB' }),
      {
        country: 'SA',
        duties: NO_DUTY_FACTS,
        indicators: indicators('SA', null, null),
        assessed: false,
      },
      RATES,
    );
    await render('en', unknown);
    const missing = screen.getByTestId('market-unknown');
    expect(missing.textContent).toContain('The international freight: enter it');
    expect(missing.textContent).toContain('The duty: the portal holds no figure');
    expect(screen.getByTestId('total-jod').textContent).toBe('Not known');
  });
});
