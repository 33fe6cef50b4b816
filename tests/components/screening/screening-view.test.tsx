import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ScreeningView } from '@/features/screening/components/screening-view';
import { screeningRequestOf } from '@/features/screening/screening-page-request';
import type { ScreeningLists, ScreeningMatch } from '@/features/screening/server/screen-name';
import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { renderServer } from '@/tests/setup/server-components';

// Issue 47: the page /screening rendered on the server: the lists' dates, a match's card (its Latin
// and original names, the name matched, the score and why, the list's date, the reference), the
// plain statement, "no match at N", no list imported, and a refused query. Issue 56: the strong and
// the possible band apart, each with what it means; "no match" only when neither has a record.

const lists: ScreeningLists = [
  {
    source: 'un',
    version: 1,
    listDate: '2026-02-27',
    importedAt: '2026-11-26T10:00:00.000Z',
    records: 1003,
    names: 4205,
  },
];

const saddam: ScreeningMatch = {
  recordId: 7,
  source: 'un',
  listDate: '2026-02-27',
  listVersion: 1,
  reference: 'IQi.001',
  kind: 'individual',
  primaryName: 'SADDAM HUSSEIN AL-TIKRITI',
  originalScript: 'صدام حسين التكريتي',
  matchedName: 'SADDAM HUSSEIN AL-TIKRITI',
  score: 96,
  reason: 'spelling-variant',
  band: 'strong',
  countries: ['IQ'],
  birthDates: ['1937-04-28'],
  programs: ['Iraq'],
  listedOn: '2003-06-27',
};

const countries = [{ code: 'IQ', name_en: 'Iraq', name_ar: 'العراق' }];

function render(
  query: string,
  locale: Locale,
  found: { lists?: ScreeningLists; matches?: ScreeningMatch[]; possible?: ScreeningMatch[] } = {},
) {
  const request = screeningRequestOf(Object.fromEntries(new URLSearchParams(query)));
  const matches = request.state === 'screen' ? (found.matches ?? []) : null;
  const possible = request.state === 'screen' ? (found.possible ?? []) : null;
  return renderServer(
    <ScreeningView
      request={request}
      lists={found.lists ?? lists}
      matches={matches}
      possible={possible}
      countries={countries}
      locale={locale}
    />,
    locale,
  );
}

// The first render loads the catalogues and the page's modules: more than the default 5 s on a busy machine.
describe('the screening page', { timeout: 20_000 }, () => {
  it('shows a match’s card with its names, the name matched, the score and why, and the statement', async () => {
    await render('name=Saddam Husayn al-Tikriti', 'en', { matches: [saddam] });
    expect(screen.getByTestId('screening-lists')).toHaveTextContent(
      `${en.Screening.lists.un}: list of ${formatDate('2026-02-27', 'en')}, imported`,
    );
    expect(screen.getByTestId('screening-notice')).toHaveTextContent(en.Screening.notice);
    expect(screen.getByTestId('screening-count')).toHaveTextContent(
      'One record scores 85 or more.',
    );
    const card = screen.getByTestId('screening-match');
    expect(card).toHaveAttribute('data-reference', 'IQi.001');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'SADDAM HUSSEIN AL-TIKRITI',
    );
    expect(within(card).getByText('صدام حسين التكريتي')).toHaveAttribute('lang', 'ar');
    expect(within(card).getByTestId('screening-score')).toHaveTextContent('Score 96 out of 100');
    expect(card).toHaveTextContent(en.Screening.reasons.spellingVariant);
    expect(card).toHaveTextContent(
      `${en.Screening.lists.un}, list of ${formatDate('2026-02-27', 'en')}`,
    );
    expect(card).toHaveTextContent('IQi.001');
    expect(card).toHaveTextContent('Iraq');
    // The form shows the name asked again.
    expect(screen.getByLabelText(en.Screening.filters.name)).toHaveValue(
      'Saddam Husayn al-Tikriti',
    );
  });

  it('writes the score and dates in Arabic-Indic digits on Arabic pages, the Latin name isolated', async () => {
    await render('name=صدام حسين التكريتي', 'ar', {
      matches: [{ ...saddam, matchedName: 'صدام حسين التكريتي', score: 100, reason: 'exact' }],
    });
    const card = screen.getByTestId('screening-match');
    expect(within(card).getByTestId('screening-score')).toHaveTextContent('١٠٠ من ١٠٠');
    expect(within(card).getByRole('heading', { level: 3 }).querySelector('bdi')).toHaveTextContent(
      'SADDAM HUSSEIN AL-TIKRITI',
    );
    expect(card).toHaveTextContent(ar.Screening.reasons.exact);
    expect(card).toHaveTextContent(formatDate('2026-02-27', 'ar'));
    expect(card).toHaveTextContent('العراق');
    expect(screen.getByTestId('screening-notice')).toHaveTextContent(ar.Screening.notice);
  });

  it('shows the possible band apart from the strong one, each with what it means', async () => {
    const partial = { ...saddam, score: 80, reason: 'partial', band: 'possible' } as const;
    await render('name=صدام حسين', 'en', { possible: [partial] });
    const strong = screen.getByTestId('screening-strong');
    expect(strong).toHaveTextContent(en.Screening.bands.strongTitle);
    expect(strong).toHaveTextContent('No strong match (score 85 or more).');
    expect(within(strong).queryByTestId('screening-match')).toBeNull();
    const possible = screen.getByTestId('screening-possible');
    expect(
      within(possible).getByRole('heading', { level: 3, name: en.Screening.bands.possibleTitle }),
    );
    expect(possible).toHaveTextContent('Possible matches score 70 to 84');
    expect(screen.getByTestId('screening-possible-count')).toHaveTextContent(
      'One record scores 70 to 84.',
    );
    expect(within(possible).getByTestId('screening-match')).toHaveAttribute(
      'data-reference',
      'IQi.001',
    );
    expect(screen.queryByTestId('screening-none')).toBeNull();
  });

  it('shows both bands in Arabic, with Arabic-Indic digits', async () => {
    const partial = { ...saddam, score: 80, reason: 'partial', band: 'possible' } as const;
    await render('name=صدام حسين', 'ar', { matches: [saddam], possible: [partial] });
    expect(screen.getByTestId('screening-strong')).toHaveTextContent(
      ar.Screening.bands.strongTitle,
    );
    expect(screen.getByTestId('screening-possible')).toHaveTextContent(
      ar.Screening.bands.possibleTitle,
    );
    expect(screen.getByTestId('screening-possible-count')).toHaveTextContent(
      'قيد واحد درجته من ٧٠ إلى ٨٤.',
    );
    expect(screen.getAllByTestId('screening-match')).toHaveLength(2);
  });

  it('says "no match" only when neither band has a record, naming the lower band’s floor', async () => {
    await render('name=Omar Haddad&min_score=90', 'en');
    expect(screen.getByTestId('screening-none')).toHaveTextContent(
      'No match in these lists: no record scores 75 or more.',
    );
    expect(screen.queryByTestId('screening-match')).toBeNull();
    expect(screen.getByTestId('screening-notice')).toBeInTheDocument();
  });

  it('says that nothing can be screened while no list is imported', async () => {
    await render('name=Omar Haddad', 'en', { lists: [] });
    expect(screen.getByTestId('screening-no-lists')).toHaveTextContent(en.Screening.noLists);
    expect(screen.queryByTestId('screening-results')).toBeNull();
  });

  it('lists what was refused, in the page’s language, and screens nothing', async () => {
    await render('name=a&country=XX', 'ar');
    const refused = screen.getByTestId('screening-refused');
    expect(refused).toHaveTextContent(ar.Screening.errors.nameShort);
    expect(refused).toHaveTextContent(ar.Screening.errors.country);
    expect(screen.queryByTestId('screening-results')).toBeNull();
  });
});
