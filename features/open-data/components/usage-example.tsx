import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/urls';

import { openDataTags } from './open-data-tags';
import styles from './open-data.module.css';

// Paging and conditional requests, with an example a reader can paste into a terminal.

const EXAMPLE_TAG = '"3q2-7wEXAMPLE-tag"';

export async function UsageExample({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'OpenData' });
  const url = absoluteUrl('/api/events?page=1&page_size=20');
  const first = [
    `curl -i '${url}'`,
    '',
    'HTTP/1.1 200 OK',
    'Content-Type: application/json',
    `ETag: ${EXAMPLE_TAG}`,
    `Link: <${absoluteUrl('/open-data#licence')}>; rel="license"`,
  ].join('\n');
  const again = [
    `curl -i -H 'If-None-Match: ${EXAMPLE_TAG}' '${url}'`,
    '',
    'HTTP/1.1 304 Not Modified',
    `ETag: ${EXAMPLE_TAG}`,
  ].join('\n');
  return (
    <section id="usage" className={styles.section} aria-labelledby="usage-title">
      <h2 id="usage-title">{t('usageTitle')}</h2>
      <p className={styles.intro}>
        {t.rich('paging', { ...openDataTags, page: 'page', size: 'page_size' })}
      </p>
      <p className={styles.intro}>
        {t.rich('etag', { ...openDataTags, notModified: '304 Not Modified' })}
      </p>
      <h3>{t('exampleTitle')}</h3>
      <p>{t('exampleFirst')}</p>
      <pre className={styles.example} dir="ltr" data-latin="" tabIndex={0}>
        <code>{first}</code>
      </pre>
      <p>{t('exampleAgain')}</p>
      <pre className={styles.example} dir="ltr" data-latin="" tabIndex={0}>
        <code>{again}</code>
      </pre>
    </section>
  );
}
