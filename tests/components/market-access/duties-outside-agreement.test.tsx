import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { FactsToReview } from '@/features/market-access/components/console/facts-to-review';
import { SourceLine } from '@/features/market-access/components/figures';
import { MarketAccessView } from '@/features/market-access/components/market-access-view';
import type { FactToReview } from '@/features/market-access/fact-review';
import type { AdditionalDuty, EnteredDuty } from '@/features/market-access/schemas';
import { renderServer } from '@/tests/setup/server-components';

import { agreement, answer, COUNTRIES, SOURCE } from './market-access-fixtures';

vi.mock('next-intl/server', () => import('@/tests/setup/next-intl-server'));
vi.mock('@/features/hs-codes/components/hs-trail', async (original) => {
  const { HsTrail } = await original<typeof import('@/features/hs-codes/components/hs-trail')>();
  return { HsTrail: async (props: Parameters<typeof HsTrail>[0]) => HsTrail(props) };
});

// Issue 57: the U.S. card shows the duties charged outside the FTA beside the preference, keeps
// the agreement-wide fact (and its caveat) under a heading's own row, and every source says the
// day it was checked; the console lists the facts past their review date.

const CHECKED = { ...SOURCE, checked_on: '2026-11-26', review_by: '2027-05-26' };

const WIDE: EnteredDuty = {
  code: '6109',
  text_en:
    'Free. Duties imposed outside the agreement (chapter 99) can still apply: check the line.',
  text_ar: 'معفاة. وقد تُفرض رسوم خارج إطار الاتفاقية، فراجع بند التعرفة.',
  sample: false,
  source: CHECKED,
  basis: 'agreement_scope',
  kind: 'free',
  scope: { kind: 'all', from: null, to: null, except: [], partners: [] },
  since: '2010-01-01',
  tariff: null,
};

const SECTION_232: AdditionalDuty = {
  ...WIDE,
  code: '76',
  text_en: 'Section 232 duty on aluminium: 50 % of the customs value since 4 June 2025.',
  text_ar: 'رسم المادة ٢٣٢ على الألمنيوم: ٥٠٪ من القيمة الجمركية منذ ٤ حزيران ٢٠٢٥.',
  kind: 'additional',
  scope: { kind: 'headings', from: '7601', to: '7609', except: ['7602', '7603'], partners: [] },
  since: '2025-06-04',
  source: { ...SOURCE, checked_on: '2026-11-27', review_by: '2026-12-27' },
  partial: true,
};

const renderView = (locale: 'en' | 'ar' = 'en') =>
  renderServer(
    <MarketAccessView
      access={answer([agreement({ agreement_wide: WIDE, additional_duties: [SECTION_232] })])}
      countries={COUNTRIES}
      locale={locale}
      tariffUnavailable={false}
    />,
    locale,
  );

describe('the U.S. card: duties beyond the agreement', () => {
  it('keeps the agreement-wide caveat under the heading’s row, and lists the Section 232 duty', async () => {
    await renderView();
    const preferential = screen.getByTestId('preferential-duty');
    expect(within(preferential).getByTestId('entered-duty')).toHaveTextContent('Free (0 %)');
    expect(within(preferential).getByTestId('agreement-wide-duty')).toHaveTextContent(
      /For every product under the agreement:.*outside the agreement/,
    );
    const extra = screen.getByTestId('additional-duties');
    expect(extra).toHaveTextContent('Duties outside the agreement');
    expect(extra).toHaveTextContent('Charged outside the agreement');
    expect(extra).toHaveTextContent('50 %');
    expect(extra).toHaveTextContent('only some of the lines');
    expect(within(extra).getByTestId('figure-checked-on')).toHaveTextContent(
      'Checked on Nov 27, 2026.',
    );
  });

  it('reads in Arabic, with the day checked', async () => {
    await renderView('ar');
    const extra = screen.getByTestId('additional-duties');
    expect(extra).toHaveTextContent('رسوم خارج إطار الاتفاقية');
    expect(extra).toHaveTextContent('٥٠٪');
    expect(within(extra).getByTestId('figure-checked-on')).toHaveTextContent('تاريخ التحقق');
  });
});

describe('a source line', () => {
  const undatedPage = { ...SOURCE, date: null, checked_on: '2026-11-27' };

  it('ends the source with a stop before the day checked, dated or not', async () => {
    await renderServer(<SourceLine source={undatedPage} locale="en" />);
    expect(screen.getByTestId('figure-source')).toHaveTextContent(
      /^Source: Agreement text, Annex 2\.2 \(opens in a new tab\)\. Checked on Nov 27, 2026\.$/,
    );
  });

  it('does so in Arabic', async () => {
    await renderServer(
      <SourceLine source={{ ...undatedPage, date: '2000-10-24' }} locale="ar" />,
      'ar',
    );
    expect(screen.getByTestId('figure-source').textContent).toMatch(/٢٠٠٠\. تاريخ التحقق: /);
  });
});

describe('the console’s facts to check again', () => {
  const fact = (over: Partial<FactToReview>): FactToReview => ({
    kind: 'duty_fact',
    id: 1,
    agreement_id: 2,
    title_en: 'Jordan–United States Free Trade Agreement',
    title_ar: 'اتفاقية التجارة الحرة بين الأردن والولايات المتحدة الأمريكية',
    label: 'Section 232 duty on steel',
    checked_on: '2026-11-27',
    review_by: '2026-12-27',
    state: 'overdue',
    ...over,
  });

  it('warns of the overdue and the undated, a row each leading to its agreement', async () => {
    await renderServer(
      <FactsToReview
        locale="en"
        facts={[
          fact({}),
          fact({
            kind: 'heading',
            id: 3,
            label: '1509',
            checked_on: null,
            review_by: null,
            state: 'undated',
          }),
        ]}
      />,
      'en',
    );
    expect(screen.getByTestId('facts-overdue')).toHaveTextContent(
      '1 legal or duty fact is past its review date',
    );
    expect(screen.getByTestId('facts-undated')).toHaveTextContent('1 fact has never been given');
    const table = screen.getByTestId('facts-to-review-table');
    expect(within(table).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/admin/agreements/2/market-access',
    );
    expect(table).toHaveTextContent('Overdue');
    expect(table).toHaveTextContent('Not dated');
  });

  it('says so when every fact is within its date', async () => {
    await renderServer(<FactsToReview locale="ar" facts={[]} />, 'ar');
    expect(screen.queryByTestId('facts-overdue')).toBeNull();
    expect(screen.getByTestId('facts-to-review-table-empty')).toHaveTextContent(
      'جميع المعلومات القانونية',
    );
  });
});
