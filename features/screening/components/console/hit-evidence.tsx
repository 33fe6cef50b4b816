import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { StatusChip } from '@/components/console/status-chip';
import { formatDateTime } from '@/lib/i18n/format-date';
import { formatNumber } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import type { HitDetail } from '../../hit-schemas';
import { listWords } from '../list-words';
import { birthDateText, listDay } from '../screening-texts';

import { HitDecisionButtons } from './hit-decision-buttons';
import styles from './hit-evidence.module.css';
import { HIT_TONES } from './hits-list';

type Fact = [label: string, value: ReactNode];

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const listed = (values: string[], none: string, locale: Locale) =>
  values.length > 0 ? <bdi>{values.join(locale === 'ar' ? '، ' : ', ')}</bdi> : none;

/**
 * One hit's evidence side by side (issue 47): the subject as screened (its names and fields) and
 * the record as the list version had it (names and aliases, countries, birth dates, reference,
 * list date), the alias that matched, its score and why; then the decision or the buttons.
 */
export async function HitEvidence({
  locale,
  hit,
  countries,
}: {
  locale: Locale;
  hit: HitDetail;
  /** The countries' names by ISO alpha-2 code, to write the record's countries. */
  countries: readonly { code: string; name_en: string; name_ar: string }[];
}) {
  const [t, words] = await Promise.all([
    getTranslations({ locale, namespace: 'ScreeningHitsAdmin' }),
    listWords(locale),
  ]);
  const none = t('noValue');
  const record = hit.record;
  // The record side is shown only for a hit from a list (a failed screening names none).
  const source = hit.source === 'none' ? 'un' : hit.source;
  // The list's values in the page's language: country names, days and years, UN regimes.
  const countryName = new Map(
    countries.map((country) => [country.code, locale === 'ar' ? country.name_ar : country.name_en]),
  );
  return (
    <>
      <p className={styles.match} data-testid="hit-match">
        <StatusChip tone={HIT_TONES[hit.status]} label={t(`status.${hit.status}`)} />{' '}
        {t('matchLine', {
          score: formatNumber(hit.score, locale),
          reason: t(`reasons.${hit.reason}`),
        })}
        {hit.superseded && <> · {t('superseded')}</>}
      </p>
      <div className={styles.sides}>
        <section className={styles.side} aria-labelledby="hit-subject">
          <h2 id="hit-subject">{t('subjectSide', { type: t(`subjects.${hit.subject_type}`) })}</h2>
          <Facts
            facts={[
              [t('fields.screenedName'), <bdi key="name">{hit.screened_name}</bdi>],
              ...hit.subject_fields.map(({ key, value }): Fact => [
                t(`fields.${key}`),
                <bdi key={key}>{value}</bdi>,
              ]),
              [t('fields.enteredBy'), hit.entered_by_name ?? none],
            ]}
          />
        </section>
        {hit.source === 'none' ? (
          <section className={styles.side} aria-labelledby="hit-record">
            <h2 id="hit-record">{t('failedSide')}</h2>
            <p data-testid="hit-failed">{t('failedText')}</p>
          </section>
        ) : (
          <section className={styles.side} aria-labelledby="hit-record">
            <h2 id="hit-record">{t('recordSide', { source: t(`sources.${hit.source}`) })}</h2>
            <Facts
              facts={[
                [t('fields.primaryName'), <bdi key="primary">{record.primaryName}</bdi>],
                [
                  t('fields.originalScript'),
                  record.originalScript ? <bdi lang="ar">{record.originalScript}</bdi> : none,
                ],
                [
                  t('fields.names'),
                  <ul key="names" className={styles.names}>
                    {record.names.map((name) => (
                      <li
                        key={name}
                        className={name === hit.matched_name ? styles.matched : undefined}
                      >
                        <bdi>{name}</bdi>
                        {name === hit.matched_name && <> ({t('matched')})</>}
                      </li>
                    ))}
                  </ul>,
                ],
                [t('fields.kind'), t(`kinds.${record.kind}`)],
                [
                  t('fields.countries'),
                  listed(
                    record.countries.map((code) => countryName.get(code) ?? code),
                    none,
                    locale,
                  ),
                ],
                [
                  t('fields.birthDates'),
                  listed(
                    record.birthDates.map((date) => birthDateText(date, locale, words.birth)),
                    none,
                    locale,
                  ),
                ],
                [
                  t('fields.programs'),
                  listed(
                    record.programs.map((program) => words.program(source, program)),
                    none,
                    locale,
                  ),
                ],
                [t('fields.reference'), <bdi key="reference">{hit.reference}</bdi>],
                [t('fields.listedOn'), record.listedOn ? listDay(record.listedOn, locale) : none],
                [
                  t('fields.listDate'),
                  t('listVersion', {
                    date: listDay(hit.list_date, locale),
                    version: formatNumber(hit.list_version, locale),
                  }),
                ],
              ]}
            />
          </section>
        )}
      </div>
      <section className={styles.decision} aria-labelledby="hit-decision">
        <h2 id="hit-decision">{t('decisionHeading')}</h2>
        {hit.decided_at ? (
          <Facts
            facts={[
              [t('fields.decidedBy'), hit.decided_by_name ?? none],
              [t('fields.decidedAt'), formatDateTime(hit.decided_at, locale)],
              [t('fields.decisionReason'), <bdi key="reason">{hit.decision_reason}</bdi>],
            ]}
          />
        ) : (
          <p>{t('waiting')}</p>
        )}
        {!hit.superseded && (
          <HitDecisionButtons
            hit={{
              id: hit.id,
              version: hit.version,
              subject: hit.subject_label,
              status: hit.status,
              failed: hit.source === 'none',
            }}
          />
        )}
      </section>
    </>
  );
}
