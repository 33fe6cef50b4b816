import type { ReactNode } from 'react';

import styles from './home-section.module.css';

export type SectionTone = 'plain' | 'sand' | 'mint';

type Props = {
  id: string;
  title: string;
  subtitle?: string;
  tone?: SectionTone;
  /** Centres the heading (sliders, news); long-text sections keep it at the start. */
  centered?: boolean;
  children: ReactNode;
};

/** Section title with the red accent bar, shared by every home block. */
export function SectionTitle({ id, title, subtitle, centered }: Omit<Props, 'children' | 'tone'>) {
  return (
    <div className={`${styles.head} ${centered ? styles.centered : ''}`}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}

// A home block: labelled by its title, with generous vertical rhythm (part 1 §2.3 blocks).
export function HomeSection({ id, title, subtitle, tone = 'plain', centered, children }: Props) {
  const headingId = `${id}-title`;
  const toneClass = tone === 'plain' ? '' : styles[tone];
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-testid={`home-${id}`}
      className={`${styles.section} ${toneClass}`}
    >
      <div className="container">
        <SectionTitle id={headingId} title={title} subtitle={subtitle} centered={centered} />
        {children}
      </div>
    </section>
  );
}
