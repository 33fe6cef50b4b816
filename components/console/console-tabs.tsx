import type { ReactNode } from 'react';

import styles from './console-tabs.module.css';

export type ConsoleTab = { key: string; href: string; label: ReactNode; current: boolean };

/**
 * A row of links between the pages of a console area (the approvals' queues, the HS codes'
 * lists): plain links, the open one marked `aria-current` for screen readers too.
 */
export function ConsoleTabs({ label, tabs }: { label: string; tabs: readonly ConsoleTab[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a href={tab.href} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
