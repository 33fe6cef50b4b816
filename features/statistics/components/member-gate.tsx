'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import { LoginLink } from '@/components/layout/login-link';
import { Notice } from '@/components/ui/notice';
import { useCurrentUser } from '@/lib/session/current-user';

import styles from './statistics-filters.module.css';

/**
 * part 2 "Market information" and §8: the data centre and the interactive data are for members; a
 * visitor sees the login_to_see_data warning with a link to log in (and back to this tab).
 */
export function MemberGate({ children, testId }: { children: ReactNode; testId: string }) {
  const t = useTranslations('Statistics');
  const { data: user } = useCurrentUser();
  if (user === undefined) {
    return <div className={styles.pending} aria-busy="true" data-testid={`${testId}-pending`} />;
  }
  if (!user) {
    return (
      <Notice severity="warning" data-testid={`${testId}-login`} className={styles.loginNotice}>
        <span>{t('loginToSee')}</span>{' '}
        <LoginLink className={styles.loginLink}>{t('login')}</LoginLink>
      </Notice>
    );
  }
  return children;
}
