import { getTranslations } from 'next-intl/server';

import { bidiChunks, TextWithLatin } from '@/components/ui/bidi-text';
import { countValues, formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';
import { possibleFloorOf } from '@/lib/names/score';
import { LIST_VIEW_LONG_VALUE_MAX } from '@/lib/navigation/list-views';

import type { ScreeningPageRequest } from '../screening-page-request';
import type { CountryName } from '../server/cached';
import type { ScreeningLists as Lists, ScreeningMatch } from '../server/screen-name';

import { MatchCard } from './match-card';
import { ScreeningForm } from './screening-form';
import { ScreeningLists } from './screening-lists';
import styles from './screening.module.css';

export type ScreeningViewProps = {
  request: ScreeningPageRequest;
  lists: Lists;
  /** The strong matches of the name asked; null when nothing was screened. */
  matches: ScreeningMatch[] | null;
  /** The possible matches (the band under the minimum); null when nothing was screened. */
  possible: ScreeningMatch[] | null;
  countries: readonly CountryName[];
  locale: Locale;
};

/** Text of the page's own language that may quote Latin words ("Co. Ltd."). */
const PageText = ({ text, locale }: { text: string; locale: Locale }) =>
  locale === 'ar' ? <TextWithLatin text={text} /> : text;

async function Refusal({ request, locale }: Pick<ScreeningViewProps, 'request' | 'locale'>) {
  const t = await getTranslations({ locale });
  if (request.state === 'tooLong') {
    return (
      <p className={styles.refusal} data-testid="screening-refused">
        {t('Screening.tooLong', { max: formatNumber(LIST_VIEW_LONG_VALUE_MAX, locale) })}
      </p>
    );
  }
  if (request.state !== 'invalid') return null;
  const labels: Record<string, string> = {
    name: t('Screening.filters.name'),
    country: t('Screening.filters.country'),
    min_score: t('Screening.filters.minScore'),
  };
  return (
    <div className={styles.refusal} data-testid="screening-refused">
      <p>{t('Screening.invalid')}</p>
      <ul>
        {Object.entries(request.errors).map(([field, message]) => (
          <li key={field}>
            {labels[field] ?? field}: {t(message as never)}
          </li>
        ))}
      </ul>
    </div>
  );
}

type BandProps = {
  band: 'strong' | 'possible';
  matches: ScreeningMatch[];
  meaning: string;
  count: string;
  countryNames: ReadonlyMap<string, string>;
  locale: Locale;
  title: string;
};

/** One band: its title, what it means, its count (or that it has none) and its cards. */
async function Band({ band, matches, meaning, count, countryNames, locale, title }: BandProps) {
  const id = `screening-${band}-heading`;
  return (
    <section className={styles.band} aria-labelledby={id} data-testid={`screening-${band}`}>
      <h3 id={id} className={styles.bandTitle}>
        {title}
      </h3>
      <p className={styles.muted}>{meaning}</p>
      <p
        className={styles.count}
        data-testid={band === 'strong' ? 'screening-count' : 'screening-possible-count'}
      >
        {count}
      </p>
      {matches.length > 0 && (
        <ol className={styles.matches}>
          {matches.map((match) => (
            <li key={`${match.source}:${match.recordId}`}>
              <MatchCard match={match} countryNames={countryNames} locale={locale} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

async function Results({ request, matches, possible, countries, locale }: ScreeningViewProps) {
  if (request.state !== 'screen' || matches === null) return null;
  const t = await getTranslations({ locale, namespace: 'Screening' });
  const minScore = request.query.minScore;
  const min = formatNumber(minScore, locale);
  const from = formatNumber(possibleFloorOf(minScore), locale);
  const to = formatNumber(minScore - 1, locale);
  const lower = possible ?? [];
  const countryNames = new Map(
    countries.map((country) => [country.code, locale === 'ar' ? country.name_ar : country.name_en]),
  );
  const shared = { countryNames, locale };
  return (
    <section
      id="screening-results"
      className={styles.results}
      aria-labelledby="screening-results-heading"
      data-testid="screening-results"
    >
      <h2 id="screening-results-heading" className={styles.heading}>
        {t.rich('resultsTitle', { name: request.query.name, bidi: bidiChunks })}
      </h2>
      <p className={styles.notice} data-testid="screening-notice">
        {t('notice')}
      </p>
      {matches.length === 0 && lower.length === 0 ? (
        <div className={styles.none} data-testid="screening-none">
          <p className={styles.noneTitle}>{t('none', { from })}</p>
          <p>{t('noneHint')}</p>
        </div>
      ) : (
        <>
          <Band
            band="strong"
            matches={matches}
            title={t('bands.strongTitle')}
            meaning={t('bands.strongMeaning', { min })}
            count={
              matches.length > 0
                ? t('count', { ...countValues(matches.length, locale), min })
                : t('bands.strongNone', { min })
            }
            {...shared}
          />
          {lower.length > 0 && (
            <Band
              band="possible"
              matches={lower}
              title={t('bands.possibleTitle')}
              meaning={t('bands.possibleMeaning', { from, to })}
              count={t('bands.possibleCount', { ...countValues(lower.length, locale), from, to })}
              {...shared}
            />
          )}
        </>
      )}
    </section>
  );
}

/**
 * The page /screening (issue 47 part 3), rendered on the server: the form, the lists' dates, what
 * the query was refused for, or the matches with the plain statement that each is a lead to check.
 */
export async function ScreeningView(props: ScreeningViewProps) {
  const { request, lists, countries, locale } = props;
  const t = await getTranslations({ locale, namespace: 'Screening' });
  const screened = request.state === 'screen' && lists.length > 0;
  return (
    <div className={styles.page} data-testid="screening">
      <ScreeningForm
        values={request.values}
        countries={countries}
        asked={request.state !== 'start'}
        locale={locale}
      />
      <Refusal request={request} locale={locale} />
      <ScreeningLists lists={lists} locale={locale} />
      {screened && <Results {...props} />}
      <section className={styles.how} aria-labelledby="screening-how-heading">
        <h2 id="screening-how-heading" className={styles.smallHeading}>
          {t('howTitle')}
        </h2>
        <p>
          <PageText text={t('how')} locale={locale} />
        </p>
        <p>
          <PageText text={t('kindNote')} locale={locale} />
        </p>
      </section>
    </div>
  );
}
