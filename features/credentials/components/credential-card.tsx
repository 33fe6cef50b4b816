import cardKit from '@/components/directory/card.module.css';
import { BidiText } from '@/components/ui/bidi-text';
import { formatDate } from '@/lib/i18n/format-date';
import { localePath } from '@/lib/i18n/locale-path';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { CREDENTIALS_PATH } from '../constants';
import type { Credential } from '../schemas';

import { CredentialBadges } from './credential-badges';
import styles from './credential-card.module.css';

export type CredentialCardLabels = {
  type: string;
  country: string;
  date: string;
  issuer: string;
  badges: { active: string; inactive: string; recent: string; recentHint: string };
};

type Props = { credential: Credential; locale: Locale; labels: CredentialCardLabels };

/** A credential in the list: its name (a link to its page), badges, type, partner, country, date. */
export function CredentialCard({ credential, locale, labels }: Props) {
  const issuer = pick(credential, 'issuer', locale);
  return (
    <article className={cardKit.card} data-testid="credential-card">
      <CredentialBadges
        status={credential.status}
        recent={credential.recent}
        labels={labels.badges}
      />
      <h3 className={styles.name}>
        <a href={localePath(`${CREDENTIALS_PATH}/${credential.id}`, locale)}>
          {pick(credential, 'name', locale)}
        </a>
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{labels.type}</dt>
          <dd>{pick(credential, 'type', locale)}</dd>
        </div>
        {issuer && (
          <div>
            <dt>{labels.issuer}</dt>
            <dd>
              <BidiText>{issuer}</BidiText>
            </dd>
          </div>
        )}
        <div>
          <dt>{labels.country}</dt>
          <dd>{pick(credential, 'country_name', locale)}</dd>
        </div>
        <div>
          <dt>{labels.date}</dt>
          <dd>
            <time dateTime={credential.date}>{formatDate(credential.date, locale)}</time>
          </dd>
        </div>
      </dl>
    </article>
  );
}
