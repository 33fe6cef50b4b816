import { getTranslations } from 'next-intl/server';

import { BidiText } from '@/components/ui/bidi-text';
import { formatDate } from '@/lib/i18n/format-date';
import type { Locale } from '@/lib/i18n/routing';

import { SOURCED_DATASETS, SOURCED_DATASETS_PATH, sourcedAnchor } from '../sourced-datasets';

import { Code, openDataTags } from './open-data-tags';
import styles from './open-data.module.css';

// /open-data (issue 58): others' open data the portal imports for its market indicators, each
// with its publisher, source, licence and the day of the copy imported.

export const SOURCED_ANCHOR = 'sourced';

export async function SourcedDatasetsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OpenData' });
  return (
    <section id={SOURCED_ANCHOR} className={styles.section} aria-labelledby="sourced-title">
      <h2 id="sourced-title">{t('sourcedTitle')}</h2>
      <p className={styles.intro}>
        {t.rich('sourcedIntro', {
          ...openDataTags,
          link: () => (
            <a href={SOURCED_DATASETS_PATH}>
              <Code>{SOURCED_DATASETS_PATH}</Code>
            </a>
          ),
        })}
      </p>
      {SOURCED_DATASETS.map((dataset) => (
        <section
          key={dataset.key}
          id={sourcedAnchor(dataset.key)}
          className={styles.dataset}
          aria-labelledby={`${sourcedAnchor(dataset.key)}-title`}
        >
          <h3 id={`${sourcedAnchor(dataset.key)}-title`}>{t(`sourced.${dataset.key}.title`)}</h3>
          <p className={styles.intro}>{t(`sourced.${dataset.key}.description`)}</p>
          <dl className={styles.addresses}>
            <dt>{t('sourcedPublisher')}</dt>
            <dd>
              <a href={dataset.sourceUrl}>
                <BidiText latin>{dataset.publisher}</BidiText>
              </a>
            </dd>
            <dt>{t('sourcedLicence')}</dt>
            <dd>
              <a href={dataset.licence.url} rel="license">
                <BidiText latin>{dataset.licence.name}</BidiText>
              </a>
            </dd>
            <dt>{t('sourcedDate')}</dt>
            <dd>{formatDate(dataset.sourceDate, locale)}</dd>
          </dl>
        </section>
      ))}
    </section>
  );
}
