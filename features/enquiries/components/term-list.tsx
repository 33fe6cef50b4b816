import type { ComponentProps, ReactNode } from 'react';

import { BidiText } from '@/components/ui/bidi-text';

import styles from './term-list.module.css';

type ListProps = Omit<ComponentProps<'dl'>, 'className'> & {
  /** `answers`: long terms (survey questions) beside short values (points) that never wrap. */
  variant?: 'terms' | 'answers';
};

/** A description list: terms beside their values, stacked on small screens. */
export function TermList({ variant = 'terms', ...rest }: ListProps) {
  return <dl {...rest} className={`${styles.list} ${styles[variant]}`} />;
}

type Props = {
  term: string;
  children: ReactNode;
  /** For what the member typed, in either language: its own direction, aligned as the page. */
  isolate?: boolean;
};

/** One term and its value of a `<TermList>`. */
export function Term({ term, children, isolate = false }: Props) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{isolate ? <BidiText>{children}</BidiText> : children}</dd>
    </>
  );
}
