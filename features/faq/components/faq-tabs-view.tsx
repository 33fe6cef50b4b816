'use client';

import type { ReactNode } from 'react';

import { TabBar } from '@/features/content/components/tab-bar';

import { faqTabId, faqTabPanelId, type ExporterFaqSlug } from '../faq-tab-param';

import styles from './faq-tabs.module.css';

export type FaqTabPanel = { slug: ExporterFaqSlug; label: string; content: ReactNode };

type Props = {
  panels: FaqTabPanel[];
  selected: ExporterFaqSlug;
  onSelect?: (slug: ExporterFaqSlug) => void;
  label: string;
};

// part 2 "FAQ for exporters": the three topic tabs; every panel stays in the page, hidden when
// not selected, so the answers are there before any script runs.
export function FaqTabsView({ panels, selected, onSelect, label }: Props) {
  return (
    <div data-testid="faq-tabs">
      <div className={styles.bar}>
        <TabBar
          tabs={panels.map(({ slug, label: tabLabel }) => ({ value: slug, label: tabLabel }))}
          selected={selected}
          onSelect={onSelect}
          label={label}
          tabId={faqTabId}
          panelId={faqTabPanelId}
          fullWidth
        />
      </div>
      {panels.map((panel) => (
        <div
          key={panel.slug}
          role="tabpanel"
          id={faqTabPanelId(panel.slug)}
          aria-labelledby={faqTabId(panel.slug)}
          hidden={panel.slug !== selected}
        >
          {panel.content}
        </div>
      ))}
    </div>
  );
}
