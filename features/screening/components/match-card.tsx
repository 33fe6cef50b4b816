import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import cardKit from '@/components/directory/card.module.css';
import { BidiText, TextWithLatin } from '@/components/ui/bidi-text';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { reasonMessageKey } from '../public-schemas';
import type { ScreeningMatch } from '../server/screen-name';

import { listWords } from './list-words';
import { birthDateText, listDay } from './screening-texts';
import styles from './screening.module.css';

type Props = {
  match: ScreeningMatch;
  /** Country names by alpha-2 code, in the page's language. */
  countryNames: ReadonlyMap<string, string>;
  locale: Locale;
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One record that matched (issue 47): its name in Latin letters and in its original script, the
 * list and its date, the record's reference, the name that matched, the score and why.
 */
export async function MatchCard({ match, countryNames, locale }: Props) {
  const [t, words] = await Promise.all([
    getTranslations({ locale, namespace: 'Screening' }),
    listWords(locale),
  ]);
  const reason = t(reasonMessageKey(match.reason));
  const countries = match.countries.map((code) => countryNames.get(code) ?? code);
  return (
    <article
      className={`${cardKit.frame} ${styles.card}`}
      data-testid="screening-match"
      data-reference={match.reference}
    >
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          <BidiText>{match.primaryName}</BidiText>
        </h3>
        <p className={styles.score} data-testid="screening-score">
          <span className={styles.scoreLabel}>{t('card.score')}</span>{' '}
          {t('card.scoreValue', {
            score: formatNumber(match.score, locale),
            max: formatNumber(100, locale),
          })}
        </p>
      </div>
      {match.originalScript && (
        <p className={styles.original}>
          <span className="visually-hidden">{t('card.originalScript')}: </span>
          <bdi lang={/\p{Script=Arabic}/u.test(match.originalScript) ? 'ar' : undefined}>
            {match.originalScript}
          </bdi>
        </p>
      )}
      <dl className={`${cardKit.facts} ${styles.facts}`}>
        <Fact label={t('card.matchedAlias')}>
          <BidiText>{match.matchedName}</BidiText>
        </Fact>
        <Fact label={t('card.reason')}>
          {locale === 'ar' ? <TextWithLatin text={reason} /> : reason}
        </Fact>
        <Fact label={t('card.list')}>
          {t('card.listOf', {
            list: t(`lists.${match.source}`),
            date: listDay(match.listDate, locale),
          })}
        </Fact>
        <Fact label={t('card.reference')}>
          <BidiText latin>{match.reference}</BidiText>
        </Fact>
        <Fact label={t('card.kind')}>{t(`kinds.${match.kind}`)}</Fact>
        {countries.length > 0 && (
          <Fact label={t('card.countries')}>{countries.join(locale === 'ar' ? '، ' : ', ')}</Fact>
        )}
        {match.birthDates.length > 0 && (
          <Fact label={t('card.born')}>
            {match.birthDates.map((date) => birthDateText(date, locale, words.birth)).join(' · ')}
          </Fact>
        )}
        {match.programs.length > 0 && (
          <Fact label={t('card.programs')}>
            <BidiText>
              {match.programs
                .map((program) => words.program(match.source, program))
                .join(locale === 'ar' ? '، ' : ', ')}
            </BidiText>
          </Fact>
        )}
        {match.listedOn && (
          <Fact label={t('card.listedOn')}>{listDay(match.listedOn, locale)}</Fact>
        )}
      </dl>
    </article>
  );
}
