import { getTranslations } from 'next-intl/server';

import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import type { OriginTerm } from '../origin-terms-schemas';

import { LocalText, SourceLine } from './figures';
import styles from './market-access.module.css';

/**
 * The agreement's origin terms (issue 57: the EU's and EFTA's revised PEM rules, Singapore's and
 * Canada's general rules): each statement with its sources and the day the portal checked them;
 * one no source settles is marked "To check" and says what to check and where.
 */
export async function OriginTermsView({ terms, locale }: { terms: OriginTerm[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ProductRules.originTerms' });
  return (
    <div data-testid="origin-terms">
      <p className={styles.value}>{t('title')}</p>
      <dl className={styles.facts}>
        {terms.map((term) => (
          <div key={term.id} data-testid={`origin-term-${term.id}`}>
            <dt>
              {t(term.id)}
              {term.check && (
                <>
                  {' '}
                  <span className={styles.sample} data-testid="origin-term-check">
                    {t('toCheck')}
                  </span>
                </>
              )}
            </dt>
            <dd>
              <LocalText
                text={{ en: term.text_en, ar: term.text_ar }}
                locale={locale}
                className={styles.text}
              />
              {term.sources.map((source) => (
                <SourceLine key={source.url} source={source} locale={locale} />
              ))}
              <p className={styles.source}>
                {t.rich('checkedOn', {
                  date: () => (
                    <time dateTime={term.checked_on}>{formatDate(term.checked_on, locale)}</time>
                  ),
                })}
              </p>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
