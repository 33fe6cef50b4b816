import { getTranslations } from 'next-intl/server';

import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';

import { REGISTER_PATH } from '../constants';

import styles from './register.module.css';

/** The report page's way to the public register (issue 39 part 3). */
export async function RegisterLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TradeBarrierRegister' });
  return (
    <p className={styles.intro}>
      <a href={localePath(REGISTER_PATH, locale)}>{t('registerLink')}</a>
    </p>
  );
}
