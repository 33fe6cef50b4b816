import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { BidiText } from '@/components/ui/bidi-text';
import { formatYear } from '@/lib/i18n/format-number';
import type { Locale } from '@/lib/i18n/routing';

import { HS_EDITION, HS_LICENCE_URL } from '../constants';

import styles from './hs-sources-note.module.css';

/** A Latin name in the note, kept on one line: split, its halves would swap places in Arabic. */
const name = (chunks: ReactNode) => (
  <BidiText latin className={styles.name}>
    {chunks}
  </BidiText>
);

/**
 * The note every finder and tree page ends with (issue 37): the Arabic names are the portal's
 * unofficial translation, and the nomenclature's source and licence.
 */
export async function HsSourcesNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HsFinder' });
  return (
    <aside className={styles.notes} aria-label={t('notes.label')} data-testid="hs-notes">
      <p>{t('notes.translation')}</p>
      <p>
        {t.rich('notes.source', {
          year: formatYear(HS_EDITION, locale),
          latin: name,
          licence: (chunks) => (
            <a className="link" href={HS_LICENCE_URL} hrefLang="en" rel="license">
              {name(chunks)}
            </a>
          ),
        })}
      </p>
    </aside>
  );
}
