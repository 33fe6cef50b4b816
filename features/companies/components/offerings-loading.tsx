import { useTranslations } from 'next-intl';

import styles from './offerings-loading.module.css';

/** part 3 "My products and My services": a spinner while the server reads the company and list. */
export function OfferingsLoading() {
  const t = useTranslations('MyCompany');
  return (
    <div role="status" className={`container ${styles.loading}`}>
      <span className={`spinner ${styles.ring}`} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
