import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { MarketAccessView } from '@/features/market-access/components/market-access-view';
import type { MfnTariff } from '@/features/market-access/mfn-schemas';
import type { MarketAccessAnswer } from '@/features/market-access/schemas';
import { renderServer } from '@/tests/setup/server-components';

vi.mock('@/features/hs-codes/components/hs-trail', async (original) => {
  const { HsTrail } = await original<typeof import('@/features/hs-codes/components/hs-trail')>();
  return { HsTrail: async (props: Parameters<typeof HsTrail>[0]) => HsTrail(props) };
});

// Issue 46: the agreement card's "General (MFN) duty" from the partner's imported tariff: each
// tariff line with its description, its parents, the general rate and, where the special column
// gives JO "Free", that the tariff line confirms the FTA preference; the tariff's name, edition and
// days; "not imported yet" without an import; in English and in Arabic.

const SOURCE = {
  name_en: 'Agreement text',
  name_ar: 'نص الاتفاقية',
  url: 'https://example.org/annex',
  date: '2000-10-24',
};

const LINES: MfnTariff = {
  status: 'lines',
  partner: 'US',
  command: 'npm run data:import-tariff -- us-hts <file>',
  total: 2,
  source: {
    kind: 'us-hts',
    name: 'Harmonized Tariff Schedule of the United States',
    edition: '2026 Revision 1',
    url: 'https://hts.usitc.gov/',
    file_date: '2026-01-02',
    imported_at: '2026-01-05T10:00:00.000Z',
  },
  lines: [
    {
      code: '61091000',
      written: '6109.10.00',
      description: 'Of cotton',
      context: 'T-shirts, singlets, tank tops and similar garments, knitted or crocheted',
      general: '16.5%',
      jordan: 'Free',
      units: 'doz., kg',
    },
    {
      code: '61099010',
      written: '6109.90.10',
      description: 'Of silk',
      context: 'T-shirts',
      general: '',
      jordan: '3.5%',
      units: 'doz., kg',
    },
  ],
};

const access = (mfn: MfnTariff | null): MarketAccessAnswer => ({
  partner: {
    country_code: 'US',
    name_en: 'United States of America',
    name_ar: 'الولايات المتحدة الأمريكية',
    country_page_id: 1,
  },
  code: {
    code: '6109',
    level: 4,
    name_en: 'T-shirts',
    name_ar: 'قمصان تي شيرت',
    name_ar_of_heading: false,
    path: [{ code: '61', level: 2, name_en: 'Apparel, knitted', name_ar: 'ألبسة' }],
  },
  agreements: [
    {
      id: 2,
      title_eng: 'Jordan–United States Free Trade Agreement',
      title_ara: 'اتفاقية التجارة الحرة بين الأردن والولايات المتحدة الأمريكية',
      link: '',
      legal_status: { status: 'in_force', note_en: '', note_ar: '', source: null },
      preferential_duty: {
        code: '6109',
        text_en: 'Free',
        text_ar: 'معفاة',
        sample: false,
        source: SOURCE,
        basis: 'heading',
        kind: null,
        scope: null,
        since: null,
        tariff: null,
      },
      tariff: null,
      rule_of_origin: {
        kind: 'specific',
        code: '6109',
        text_en: 'Wholly assembled in Jordan.',
        text_ar: 'مجمّعة بالكامل في الأردن.',
        sample: false,
        source: SOURCE,
      },
    },
  ],
  mfn_tariff: mfn,
});

const renderView = (answer: MarketAccessAnswer, locale: 'en' | 'ar' = 'en') =>
  renderServer(
    <MarketAccessView access={answer} countries={[]} locale={locale} tariffUnavailable={false} />,
    locale,
  );

describe('the MFN duty from the imported tariff', () => {
  it('lists each tariff line with its rate, JO’s preference and the tariff’s edition and days', async () => {
    await renderView(access(LINES));
    const mfn = screen.getByTestId('mfn-duty');
    const lines = within(mfn).getAllByTestId('mfn-line');
    expect(lines.map((line) => line.dataset.code)).toEqual(['61091000', '61099010']);
    expect(lines[0]).toHaveTextContent('6109.10.00 Of cotton');
    expect(lines[0]).toHaveTextContent('T-shirts, singlets, tank tops');
    expect(lines[0]).toHaveTextContent('General (MFN) rate: 16.5%');
    expect(within(lines[0]!).getByTestId('jo-preference')).toHaveTextContent(
      'the tariff line confirms the free trade agreement’s preference',
    );
    expect(lines[1]).toHaveTextContent('The line states no general rate.');
    expect(within(lines[1]!).getByTestId('jo-rate')).toHaveTextContent('3.5%');
    const source = within(mfn).getByTestId('mfn-source');
    expect(within(source).getByRole('link')).toHaveAttribute('href', 'https://hts.usitc.gov/');
    expect(source).toHaveTextContent(
      '(2026 Revision 1, file of Jan 2, 2026), imported on Jan 5, 2026',
    );
    // Every figure known: no "ask the agency" on the card.
    expect(screen.queryByTestId('not-available')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask the agency' })).toBeNull();
  });

  it('says so when the partner’s tariff is not imported, or has no line under the code', async () => {
    await renderView(
      access({ ...LINES, status: 'not_imported', source: null, lines: [], total: 0 }),
    );
    const mfn = screen.getByTestId('mfn-tariff');
    expect(mfn).toHaveAttribute('data-status', 'not_imported');
    expect(mfn).toHaveTextContent(
      'United States of America’s tariff has not been imported into the portal yet.',
    );
    expect(within(mfn).getByTestId('not-available')).toBeInTheDocument();
  });

  it('reads in Arabic, the tariff’s Latin texts isolated and its dates in Arabic-Indic digits', async () => {
    await renderView(access({ ...LINES, total: 40 }), 'ar');
    const mfn = screen.getByTestId('mfn-duty');
    expect(mfn).toHaveTextContent('الرسم العام (الدولة الأولى بالرعاية)');
    expect(within(mfn).getAllByTestId('jo-preference')[0]).toHaveTextContent(
      'معفاة للسلع الأردنية',
    );
    expect(within(mfn).getAllByText('JO')[0]!.closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(mfn).getByText('Of cotton')).toHaveAttribute('lang', 'en');
    expect(mfn).toHaveTextContent('أول ٢ من ٤٠ بنداً تعرفياً');
    expect(within(mfn).getByTestId('mfn-source')).toHaveTextContent('٢٠٢٦');
    // Issue 57: the tariff named in Arabic.
    expect(within(mfn).getByTestId('mfn-source')).toHaveTextContent(
      'جدول التعرفة المنسق للولايات المتحدة',
    );
  });

  it('counts the tariff lines with the Arabic plural forms (issue 57)', async () => {
    await renderView(access({ ...LINES, total: 200 }), 'ar');
    expect(screen.getByTestId('mfn-duty')).toHaveTextContent('أول ٢ من ٢٠٠ بند تعرفي؛');
  });
});
