import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ComparisonTable } from '@/features/market-comparison/components/comparison-table';
import { IndicatorSources } from '@/features/market-comparison/components/indicator-sources';
import type { ComparedMarket, MarketComparisonAnswer } from '@/features/market-comparison/schemas';
import { renderServer } from '@/tests/setup/server-components';

// Issue 58: the markets side by side. Every figure column sorts through a link to the same page
// in that order (the sorted one says so); the indicators show their year, their sources named
// once under the table with licence and days; the tax its kind and rate; the duty its basis, an agreement-wide "free" in a word; the rule in one line;
// a figure the portal lacks says so; Arabic pages write Arabic-Indic digits.

const SOURCE = {
  name_en: 'World Bank, World Development Indicators',
  name_ar: 'البنك الدولي، مؤشرات التنمية العالمية',
  url: 'https://data.worldbank.org',
  licence: 'CC BY 4.0',
  date: '2025-07-01',
  checked_on: '2026-11-20',
};
const DUTY_SOURCE = {
  name_en: 'Agreement',
  name_ar: 'الاتفاقية',
  url: 'https://example.org',
  date: null,
};

const market = (code: string, name: string, figures: Partial<ComparedMarket>): ComparedMarket => ({
  country: { code, name_en: name, name_ar: `${name} (ar)` },
  imports_usd: null,
  growth: null,
  jordan_exports_usd: null,
  jordan_share: null,
  gdp_usd: null,
  population: null,
  gdp_per_capita_usd: null,
  tax: null,
  currency: null,
  agreements: [],
  duty: null,
  rule_of_origin: null,
  ...figures,
});

const US = market('US', 'United States', {
  imports_usd: 2_200_000_000,
  growth: 0.063,
  jordan_exports_usd: 1_200_000,
  jordan_share: 0.0005,
  gdp_usd: { value: 27_000_000_000_000, year: 2023, source: SOURCE },
  population: { value: 334_900_000, year: 2023, source: SOURCE },
  gdp_per_capita_usd: { value: 80_600, year: 2023, source: SOURCE },
  tax: {
    kind: 'sales_tax',
    rate: 0.0725,
    corrected: false,
    note_en: 'State sales tax varies',
    note_ar: 'تختلف ضريبة المبيعات بين الولايات',
    source: SOURCE,
  },
  agreements: [
    {
      id: 2,
      title_eng: 'Jordan–US FTA',
      title_ara: 'اتفاقية التجارة الحرة',
      legal_status: 'in_force',
    },
  ],
  duty: {
    agreement_id: 2,
    code: '1509',
    text_en: 'Free (0 %)',
    text_ar: 'معفاة (٠٪)',
    sample: false,
    source: DUTY_SOURCE as never,
    basis: 'heading',
    kind: null,
    scope: null,
    since: null,
    tariff: null,
  },
  rule_of_origin: {
    agreement_id: 2,
    line: {
      kind: 'general',
      value_kind: 'value_added',
      value_percent: 35,
      tariff_shift: 'heading',
    },
  },
});
const IT = market('IT', 'Italy', {
  imports_usd: 1_500_000_000,
  growth: 0.135,
  jordan_exports_usd: 0,
  jordan_share: 0,
  agreements: [
    {
      id: 5,
      title_eng: 'EU–Jordan Association Agreement',
      title_ara: 'اتفاقية الشراكة',
      legal_status: 'in_force',
    },
  ],
  duty: {
    ...US.duty!,
    agreement_id: 5,
    text_en: 'A very long agreement-wide text with its exceptions',
    basis: 'agreement_scope',
    kind: 'free',
  },
});

const answer = (sort: MarketComparisonAnswer['sort'] = 'imports'): MarketComparisonAnswer => ({
  code: {
    code: '1509',
    level: 4,
    name_en: 'Olive oil',
    name_ar: 'زيت الزيتون',
    name_ar_of_heading: false,
    path: [],
  } as never,
  suggested: false,
  sort,
  year: 2023,
  growth_from: 2018,
  sample: true,
  source: null,
  markets: [US, IT],
});

const render = (sort: MarketComparisonAnswer['sort'], locale: 'en' | 'ar' = 'en') =>
  renderServer(
    <ComparisonTable
      answer={answer(sort)}
      view={{ countries: 'US,IT' }}
      code="1509"
      locale={locale}
    />,
    locale,
  );

const row = (code: string) =>
  screen.getAllByRole('row').find((item) => item.dataset.market === code)!;

describe('the comparison table', () => {
  it('links every other figure column to the page in its order, the sorted one marked', async () => {
    await render('imports');
    const table = screen.getByTestId('comparison-table');
    expect(table.querySelector('th[aria-sort="descending"]')).toHaveTextContent('Imports 2023');
    const sorts = [...table.querySelectorAll<HTMLAnchorElement>('a[data-sort]')];
    expect(sorts.map((link) => link.dataset.sort)).toEqual([
      'growth',
      'jordan-share',
      'gdp',
      'gdp-per-capita',
      'population',
      'tax',
    ]);
    expect(sorts[0]).toHaveAttribute('href', '/compare-markets/1509?countries=US%2CIT&sort=growth');
  });

  it('sorts the tax smallest first, and says so', async () => {
    await render('tax');
    expect(
      screen.getByTestId('comparison-table').querySelector('th[aria-sort="ascending"]'),
    ).toHaveTextContent('VAT or sales tax');
    expect(screen.getByText(/smallest first/)).toBeInTheDocument();
  });

  it('gives each indicator its year, the tax its kind, the duty its basis, the rule in a line', async () => {
    await render('imports');
    const us = within(row('US'));
    expect(us.getByText('27T')).toBeInTheDocument();
    expect(us.getAllByText('2023')).toHaveLength(3);
    expect(us.getByText('State sales tax varies')).toBeInTheDocument();
    expect(us.getByText('Sales tax 7.25%')).toBeInTheDocument();
    expect(us.getByText('Free (0 %)')).toBeInTheDocument();
    expect(us.getByText(/entered for heading/)).toBeInTheDocument();
    expect(us.getByText('at least 35% added in Jordan; change of heading')).toBeInTheDocument();
    expect(us.getByRole('link', { name: /Jordan–US FTA/ })).toHaveAttribute(
      'href',
      '/market-access/1509/US',
    );
    const italy = within(row('IT'));
    expect(italy.getByText('Free of duty')).toBeInTheDocument();
    expect(italy.getAllByText('Not available').length).toBeGreaterThanOrEqual(4);
    expect(italy.getByText('Not entered')).toBeInTheDocument();
  });

  it('writes Arabic-Indic digits on an Arabic page', async () => {
    await render('imports', 'ar');
    const us = row('US');
    expect(us).toHaveTextContent('الولايات');
    expect(us.textContent).toMatch(/[٠-٩]/);
    // Western digits only in the HS code, a Latin value on every page.
    expect(us.textContent!.replaceAll('15.09', '')).not.toMatch(/[0-9]/);
  });

  it('names each source of the indicators once, with its licence and days', async () => {
    await renderServer(<IndicatorSources answer={answer('imports')} locale="en" />, 'en');
    const sources = screen.getByTestId('indicator-sources');
    const items = within(sources).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      'https://data.worldbank.org',
    );
    expect(items[0]).toHaveTextContent('licence: CC BY 4.0');
    expect(items[0]).toHaveTextContent('checked on');
  });
});
