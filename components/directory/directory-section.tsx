import type { ReactNode } from 'react';

import styles from './directory.module.css';

type Props = {
  /** The section's id: the filter form and the page links return to it. */
  anchor: string;
  /** The title's id (`{anchor}-heading` unless given). */
  headingId?: string;
  title: string;
  /** 2 on a list's own page; 3 under a page's content. */
  level?: 2 | 3;
  /** The title names the section for screen readers only (the page's banner shows it). */
  hiddenTitle?: boolean;
  /** What comes before the title (the events' tabs, the register's links). */
  before?: ReactNode;
  children: ReactNode;
};

/** A directory's section: its title, then its filters and results (children). */
export function DirectorySection(props: Props) {
  const { anchor, title, level = 2, hiddenTitle = false, before, children } = props;
  const headingId = props.headingId ?? `${anchor}-heading`;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={anchor} className={styles.directory} aria-labelledby={headingId}>
      {before}
      <Heading id={headingId} className={hiddenTitle ? 'visually-hidden' : styles.heading}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
