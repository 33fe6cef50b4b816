import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import type { Locale } from '@/lib/i18n/routing';
import { SANCTIONS_LIST_ADDRESSES } from '@/lib/sanctions/publishers';

import type { ScreeningLists as Lists } from '../server/screen-name';

import { importTime, listDay } from './screening-texts';
import styles from './screening.module.css';

/**
 * The lists screened, each with its own date and when it was imported ("list of 27 February 2026,
 * imported …"), or why nothing can be screened yet (issue 47).
 */
export async function ScreeningLists({ lists, locale }: { lists: Lists; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Screening' });
  if (lists.length === 0) {
    return (
      <p className={styles.noLists} data-testid="screening-no-lists">
        {t('noLists')}
      </p>
    );
  }
  return (
    <section className={styles.lists} aria-labelledby="screening-lists-heading">
      <h2 id="screening-lists-heading" className={styles.smallHeading}>
        {t('listsTitle')}
      </h2>
      <ul data-testid="screening-lists">
        {lists.map((list) => (
          <li key={list.source} data-source={list.source}>
            {t.rich('listLine', {
              strong: (chunks: ReactNode) => (
                <strong>
                  <a href={SANCTIONS_LIST_ADDRESSES[list.source]}>{chunks}</a>
                </strong>
              ),
              list: t(`lists.${list.source}`),
              date: listDay(list.listDate, locale),
              imported: importTime(list.importedAt, locale),
            })}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('listsNote')}</p>
    </section>
  );
}
