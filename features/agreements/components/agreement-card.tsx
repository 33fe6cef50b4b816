import type { ReactNode } from 'react';

import cardKit from '@/components/directory/card.module.css';
import { formatDate } from '@/lib/i18n/format-date';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { FTA_COUNTRY_PATH } from '../constants';
import type { Partner, TradeAgreement } from '../schemas';

import styles from './agreements.module.css';

export type AgreementCardLabels = {
  signed: string;
  inForce: string;
  covers: string;
  partners: string;
  officialText: string;
  newTab: string;
};

type Props = {
  agreement: TradeAgreement & { partners?: Partner[] };
  locale: Locale;
  labels: AgreementCardLabels;
  headingLevel: 2 | 3;
  /** What a page composing another domain adds at the card's end (market access's code box). */
  extra?: ReactNode;
};

/** One agreement: its title, dates, summary, what it covers, its partners and the official site. */
export function AgreementCard({ agreement, locale, labels, headingLevel, extra }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const partners = [...(agreement.partners ?? [])]
    .map((partner) => ({ ...partner, name: pick(partner, 'title', locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  const date = (value: string) => <time dateTime={value}>{formatDate(value, locale)}</time>;
  return (
    <article className={`${cardKit.frame} ${styles.card}`} data-testid="agreement-card">
      <Heading className={styles.title}>{pick(agreement, 'title', locale)}</Heading>
      {(agreement.signed_on || agreement.in_force_on) && (
        <dl className={styles.dates}>
          {agreement.signed_on && (
            <div>
              <dt>{labels.signed}</dt>
              <dd>{date(agreement.signed_on)}</dd>
            </div>
          )}
          {agreement.in_force_on && (
            <div>
              <dt>{labels.inForce}</dt>
              <dd>{date(agreement.in_force_on)}</dd>
            </div>
          )}
        </dl>
      )}
      {pick(agreement, 'summary', locale) && <p>{pick(agreement, 'summary', locale)}</p>}
      {pick(agreement, 'covers', locale) && (
        <div className={styles.covers}>
          <p className={styles.label}>{labels.covers}</p>
          <p>{pick(agreement, 'covers', locale)}</p>
        </div>
      )}
      {partners.length > 0 && (
        <div className={styles.partners}>
          <p className={styles.label}>{labels.partners}</p>
          <ul>
            {partners.map((partner) => (
              <li key={partner.id}>
                <a href={localePath(`${FTA_COUNTRY_PATH}/${partner.id}`, locale)}>{partner.name}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {agreement.link && (
        <p>
          <a
            href={agreement.link}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.official}
          >
            {labels.officialText}
            <span className="visually-hidden"> ({labels.newTab})</span>
          </a>
        </p>
      )}
      {extra}
    </article>
  );
}
