import { useTranslations } from 'next-intl';

import { LocaleLink } from '@/components/ui/locale-link';

import { ALERTS_PATH } from '../constants';

import styles from './alerts.module.css';

/**
 * What a manage or unsubscribe link whose token names no subscription shows (issue 48): the link
 * is not valid, nothing was changed, and the way to subscribe again; never "unsubscribed".
 */
export function AlertLinkNotValid() {
  const t = useTranslations('Alerts');
  return (
    <div className={styles.notice} data-testid="alert-link-not-valid">
      <p role="alert">{t('manage.notFound')}</p>
      <LocaleLink href={ALERTS_PATH} className="button button-primary">
        {t('confirm.subscribeAgain')}
      </LocaleLink>
    </div>
  );
}
