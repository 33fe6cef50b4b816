'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';

import { LoginLink } from '@/components/layout/login-link';
import { Notice } from '@/components/ui/notice';
import { useCurrentUser } from '@/lib/session/current-user';

import styles from './publications-catalogue.module.css';

const loading = () => <div className={styles.loading} aria-busy="true" />;

// The catalogue's code loads for members only: a visitor's page ships the warning alone.
const LazyCatalogue = dynamic(
  () => import('./publications-catalogue').then((module) => module.PublicationsCatalogue),
  { loading },
);

type Props = {
  /** The page the catalogue is on, without its locale prefix (/pages/130-market-information). */
  pagePath: string;
  /** Query values the page keeps beside the filters (the market page's `tab`). */
  keep?: Record<string, string>;
};

/**
 * part 1 §2.7: the publications catalogue is shown only to logged-in users; a visitor sees
 * alerts.login_to_see_data with a login link that comes back here. The session is known in the
 * browser only (the page is cached for everyone), so this is an island.
 */
export function PublicationsPanel({ pagePath, keep = {} }: Props) {
  const t = useTranslations('Publications');
  const { data: user } = useCurrentUser();
  if (user === undefined) return loading();
  if (!user) {
    return (
      <Notice
        severity="warning"
        className={styles.warning}
        data-testid="publications-login-warning"
      >
        <p className={styles.warningText}>{t('alerts.login_to_see_data')}</p>
        <LoginLink className="button button-primary">{t('login')}</LoginLink>
      </Notice>
    );
  }
  return <LazyCatalogue isVip={user.is_vip} pagePath={pagePath} keep={keep} />;
}
