import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MfnSourcesSummary } from '@/features/market-access/components/console/mfn-sources';
import { renderServer } from '@/tests/setup/server-components';

// Issue 46: the console's note on the partners' MFN duties: each importable tariff with its
// edition, days and coverage, or "not imported yet", and the command that imports or refreshes it.

const IMPORTED = {
  kind: 'us-hts',
  partner: 'US',
  name: 'Harmonized Tariff Schedule of the United States',
  edition: '2026 Revision 21',
  file_date: '2026-07-01',
  imported_at: '2026-07-03T08:00:00.000Z',
  lines: 13_052,
  chapters: ['01', '02', '15'],
};

describe('the console’s note on imported tariffs', () => {
  it('says the US tariff is not imported yet, and gives the command', async () => {
    await renderServer(<MfnSourcesSummary locale="en" sources={[]} />, 'en');
    const source = screen.getByTestId('tariff-import');
    expect(source).toHaveAttribute('data-imported', 'false');
    expect(source).toHaveTextContent(
      'Harmonized Tariff Schedule of the United States (US): not imported yet.',
    );
    expect(within(source).getByTestId('mfn-import-command')).toHaveTextContent(
      'npm run data:import-tariff -- us-hts <file>',
    );
    expect(within(source).getByRole('link', { name: 'its publisher' })).toHaveAttribute(
      'href',
      'https://hts.usitc.gov/',
    );
  });

  it('shows an imported tariff’s coverage, edition and days, in Arabic with Arabic-Indic digits', async () => {
    await renderServer(<MfnSourcesSummary locale="ar" sources={[IMPORTED]} />, 'ar');
    const source = screen.getByTestId('tariff-import');
    expect(source).toHaveAttribute('data-imported', 'true');
    // The tariff's Latin name isolated inside the Arabic heading.
    expect(within(source).getByRole('heading').textContent).toBe(
      '\u2066Harmonized Tariff Schedule of the United States\u2069 (US)',
    );
    expect(source).toHaveTextContent('١٣٬٠٥٢ بنداً تعرفياً في ٣ فصول');
    expect(within(source).getByText('2026 Revision 21').closest('bdi')).toHaveAttribute(
      'dir',
      'ltr',
    );
    expect(source).toHaveTextContent('٢٠٢٦');
    expect(within(source).getByTestId('mfn-import-command')).toHaveTextContent('us-hts');
  });
});
