import type { ReactNode } from 'react';

import { LocaleLink } from '@/components/ui/locale-link';

import styles from './status-message.module.css';

type Props = {
  title: string;
  text: string;
  homeLabel: string;
  detail?: string;
  children?: ReactNode;
};

// The body of the error and under-construction pages: a message and a way home.
export function StatusMessage({ title, text, homeLabel, detail, children }: Props) {
  return (
    <div className={styles.status}>
      <h1 className={`h1 ${styles.title}`}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      <div className={styles.actions}>
        <LocaleLink href="/" className="button button-primary">
          {homeLabel}
        </LocaleLink>
        {children}
      </div>
    </div>
  );
}
