'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

import { activeRequests } from '@/lib/http/active-requests';

import styles from './global-loading.module.css';

// part 1 §2.2: a global loading indicator shows while the count of active calls is above zero.
export function GlobalLoading() {
  const t = useTranslations('Loading');
  const count = useSyncExternalStore(
    activeRequests.subscribe,
    activeRequests.getSnapshot,
    activeRequests.getServerSnapshot,
  );
  if (count <= 0) return null;
  return (
    <div role="progressbar" aria-label={t('label')} className={`${styles.bar} indeterminate`} />
  );
}
