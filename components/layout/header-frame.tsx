'use client';

import type { ReactNode } from 'react';

import { layout } from '@/lib/theme/tokens';

import styles from './site-header.module.css';
import { useHideOnScroll } from './use-hide-on-scroll';

// The sticky header slides away while the visitor scrolls down (part 1 §2.2); its content is
// rendered by the server and passed through.
export function HeaderFrame({ children }: { children: ReactNode }) {
  const { hidden, ready } = useHideOnScroll(layout.headerHideThreshold);
  return (
    <header
      className={styles.header}
      data-testid="site-header"
      data-hidden={hidden}
      data-scroll-ready={ready}
    >
      {children}
    </header>
  );
}
