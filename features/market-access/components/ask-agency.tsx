import { getTranslations } from 'next-intl/server';

import { ConsultationButton } from '@/features/home/components/consultation-button';
import { getConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/routing';

import styles from './market-access.module.css';

/** "Ask the agency": the home page's consultation dialog, for a figure the page does not have. */
export async function AskAgency({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'MarketAccess' });
  return (
    <div className={styles.ask} data-testid="ask-agency">
      <p>{t('ask.text')}</p>
      <ConsultationButton label={t('ask.button')} captchaSiteKey={getConfig().RECAPTCHA_SITE_KEY} />
    </div>
  );
}
