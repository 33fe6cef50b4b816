import { getTranslations } from 'next-intl/server';

import { Notice } from '@/components/ui/notice';
import type { Locale } from '@/lib/i18n/routing';

import styles from './hs-console.module.css';

/** Above a list of Arabic names: they are the portal's own translation, not an official one. */
export async function UnofficialReminder({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'HsCodesAdmin' });
  return (
    <Notice severity="info" className={styles.reminder} data-testid="hs-unofficial">
      {t('unofficial')}
    </Notice>
  );
}
