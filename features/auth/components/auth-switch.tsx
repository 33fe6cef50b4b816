'use client';

import type { ReactNode } from 'react';

import { Link } from '@/lib/i18n/navigation';

import styles from './auth-form.module.css';

type Props = {
  /** The other screen's page. */
  href: string;
  /** In a modal: opens the other modal instead of leaving the page. */
  onSwitch?: () => void;
  children: ReactNode;
};

/** The way from login to sign-up and back: a text button in a modal, a link on the page. */
export function AuthSwitch({ href, onSwitch, children }: Props) {
  return onSwitch ? (
    <button type="button" className={styles.textButton} onClick={onSwitch}>
      {children}
    </button>
  ) : (
    <Link href={href} className={`${styles.link} ${styles.centered}`}>
      {children}
    </Link>
  );
}
