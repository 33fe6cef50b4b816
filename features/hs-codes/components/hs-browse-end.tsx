import { getTranslations } from 'next-intl/server';

import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { HS_FINDER_PATH } from '../hs-paths';

import styles from './hs-browse.module.css';
import { HsSourcesNote } from './hs-sources-note';

/** What ends a page of the nomenclature's browser: the way to the finder, then the sources. */
export async function HsBrowseEnd({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HsFinder' });
  return (
    <>
      <a
        className={`button button-outlined ${styles.search}`}
        href={localePath(HS_FINDER_PATH, locale)}
      >
        {t('browse.search')}
      </a>
      <HsSourcesNote locale={locale} />
    </>
  );
}
