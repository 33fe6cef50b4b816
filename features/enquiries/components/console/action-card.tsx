'use client';

import type { ReactNode } from 'react';

import { StaleVersionNotice } from '@/components/feedback/stale-version-notice';
import { Notice } from '@/components/ui/notice';

import styles from './enquiry-actions.module.css';
import type { ChangeFailure } from './use-change';

type Props = { id: string; title: string; failure?: ChangeFailure; children: ReactNode };

/** One of the enquiry's actions: a titled card, its form, and why its last change failed. */
export function ActionCard({ id, title, failure, children }: Props) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {failure?.stale && <StaleVersionNotice message={failure.message} />}
      {failure && !failure.stale && (
        <Notice severity="error" role="alert">
          {failure.message}
        </Notice>
      )}
    </section>
  );
}
