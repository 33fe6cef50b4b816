import cardKit from '@/components/directory/card.module.css';
import { BidiText } from '@/components/ui/bidi-text';
import { pick } from '@/lib/i18n/localized';
import type { Locale } from '@/lib/i18n/routing';

import { expertName } from '../expert-labels';
import type { Expert } from '../schemas';

import styles from './expert-card.module.css';

export type ExpertCardLabels = { expertise: string; sectors: string; languages: string };

type Props = {
  expert: Expert;
  locale: Locale;
  sectors: string[];
  languages: string[];
  labels: ExpertCardLabels;
};

// One expert of a pool: name, title, expertise, sectors, languages and description.
export function ExpertCard({ expert, locale, sectors, languages, labels }: Props) {
  return (
    <article className={styles.card} data-testid="expert-card">
      <header>
        <h3 className={`h4 ${styles.name}`}>
          <BidiText>{expertName(expert, locale)}</BidiText>
        </h3>
        <p className={styles.title}>{pick(expert, 'TITLE', locale)}</p>
      </header>
      <dl className={styles.facts}>
        <dt>{labels.expertise}</dt>
        <dd>{pick(expert, 'EXPERTISE', locale)}</dd>
        {sectors.length > 0 && (
          <>
            <dt>{labels.sectors}</dt>
            <dd>
              <ul className={`${cardKit.chips} ${styles.tags}`}>
                {sectors.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>{labels.languages}</dt>
        <dd>{languages.join(locale === 'ar' ? '، ' : ', ')}</dd>
      </dl>
      <p className={styles.description}>{pick(expert, 'DESCRIPTION', locale)}</p>
    </article>
  );
}
