'use client';

import { useRef, type KeyboardEvent } from 'react';

import styles from './tab-bar.module.css';

export type TabBarTab<T extends string> = { value: T; label: string; disabled?: boolean };

type Props<T extends string> = {
  tabs: readonly TabBarTab<T>[];
  selected: T;
  /** Without it (the server's HTML before hydration) the tabs show but do nothing. */
  onSelect?: (value: T) => void;
  label: string;
  tabId: (value: T) => string;
  panelId: (value: T) => string;
  /** Tabs share the width and their labels wrap; otherwise the bar scrolls sideways. */
  fullWidth?: boolean;
};

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * A WAI-ARIA tab list: one tab in the Tab order, arrows move the focus (mirrored right to left),
 * Home and End jump to the ends, Enter, Space or a click select. Disabled tabs are skipped.
 */
export function TabBar<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  tabId,
  panelId,
  fullWidth = false,
}: Props<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.flatMap((tab, index) => (tab.disabled ? [] : [index]));
    const at = enabled.indexOf(buttons.current.indexOf(event.target as HTMLButtonElement));
    if (at < 0 || enabled.length === 0) return;
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    let next: number | undefined;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = enabled.length - 1;
    else if (event.key in STEPS) {
      const step = (STEPS[event.key] ?? 0) * (rtl ? -1 : 1);
      next = (at + step + enabled.length) % enabled.length;
    }
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[enabled[next] ?? 0]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={`${styles.bar} ${fullWidth ? styles.fullWidth : ''}`}
      onKeyDown={moveFocus}
    >
      {tabs.map((tab, index) => {
        const isSelected = tab.value === selected;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-controls={panelId(tab.value)}
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            disabled={tab.disabled}
            className={styles.tab}
            onClick={() => onSelect?.(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
