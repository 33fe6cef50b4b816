import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';

import { BidiText, TextWithLatin } from '@/components/ui/bidi-text';
import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';
import { arabicSourceName } from '@/lib/sources/arabic-source-names';

import type { DutyScope, EnteredDuty } from '../schemas';

import { LocalText, SampleMark, SourceLine } from './figures';
import styles from './market-access.module.css';

// Issue 46: an agreement-wide duty fact on the market-access card: its statement, the goods and
// partners it covers in words, since when it holds, its source, and for a duty that depends on the
// product the partner's own tariff to look it up in.

/** Codes one by one, each isolated, between the page's commas ("07.02، 0709.60" in Arabic: issue 57). */
const codes = (values: readonly string[], locale: Locale) =>
  values.map((value, index) => (
    <Fragment key={value}>
      {index > 0 && (locale === 'ar' ? '، ' : ', ')}
      <BidiText latin>{value}</BidiText>
    </Fragment>
  ));

/** "Chapters 25–97, except 2905" in the page's language; codes keep their digits, isolated. */
async function ScopeWords({ scope, partner, locale }: Props & { scope: DutyScope }) {
  const t = await getTranslations({ locale, namespace: 'DutyFacts' });
  const range =
    scope.kind === 'all' || scope.from === null
      ? t('scope.all')
      : t.rich(scope.from === scope.to ? `scope.one.${scope.kind}` : `scope.range.${scope.kind}`, {
          from: () => <BidiText latin>{scope.from}</BidiText>,
          to: () => <BidiText latin>{scope.to}</BidiText>,
        });
  return (
    <p className={styles.source} data-testid="duty-fact-scope">
      {range}
      {scope.except.length > 0 &&
        t.rich('scope.except', {
          codes: () => codes(scope.except, locale),
        })}{' '}
      {scope.partners.length > 0 ? t('scope.partner', { partner }) : t('scope.everyPartner')}
    </p>
  );
}

type Props = { partner: string; locale: Locale };

/** The fact that gives the card its preferential duty. */
export async function DutyFactView({ duty, partner, locale }: Props & { duty: EnteredDuty }) {
  const t = await getTranslations({ locale, namespace: 'DutyFacts' });
  const newTab = (await getTranslations({ locale, namespace: 'MarketAccess' }))('newTab');
  const tariff = duty.tariff;
  // Issue 57: the partner's tariff named in Arabic on the Arabic page where the portal knows it.
  const tariffName = locale === 'ar' && tariff ? arabicSourceName(tariff.name) : '';
  return (
    <div data-testid="duty-fact" data-kind={duty.kind ?? ''}>
      {duty.kind && (
        <p className={styles.value}>
          {t(`kind.${duty.kind}`)}
          {duty.sample && <SampleMark locale={locale} />}
        </p>
      )}
      <LocalText text={{ en: duty.text_en, ar: duty.text_ar }} locale={locale} />
      {duty.scope && <ScopeWords scope={duty.scope} partner={partner} locale={locale} />}
      {duty.since && (
        <p className={styles.source}>
          {t.rich('since', {
            date: () => <time dateTime={duty.since!}>{formatDate(duty.since!, locale)}</time>,
          })}
        </p>
      )}
      {tariff && (
        <p className={styles.source} data-testid="duty-fact-tariff">
          {t.rich('tariff', {
            tariff: () =>
              tariff.url ? (
                <a className="link" href={tariff.url} target="_blank" rel="noopener noreferrer">
                  {tariffName ? (
                    <TextWithLatin text={tariffName} />
                  ) : (
                    <BidiText latin>{tariff.name || tariff.url}</BidiText>
                  )}
                  <span className="visually-hidden"> ({newTab})</span>
                </a>
              ) : tariffName ? (
                <TextWithLatin text={tariffName} />
              ) : (
                <BidiText latin>{tariff.name}</BidiText>
              ),
          })}
        </p>
      )}
      <SourceLine source={duty.source} locale={locale} />
    </div>
  );
}
