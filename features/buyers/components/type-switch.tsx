import { getTranslations } from 'next-intl/server';

import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

import { ITEM_TYPES, type ItemType } from '../constants';

import styles from './type-switch.module.css';

/** Products or services: two links, the current one marked for assistive technology. */
export async function TypeSwitch({ type, locale }: { type: ItemType; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Buyers' });
  return (
    <nav aria-label={t('typeSwitch')} className={styles.switch}>
      {ITEM_TYPES.map((entry) => (
        <Link
          key={entry}
          href={`/local-buyers/${entry}`}
          aria-current={entry === type ? 'page' : undefined}
          className={styles.option}
        >
          {t(`types.${entry}`)}
        </Link>
      ))}
    </nav>
  );
}
