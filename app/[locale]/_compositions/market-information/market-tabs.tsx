'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

import { TabBar } from '@/features/content/components/tab-bar';
import { useRouter } from '@/lib/i18n/navigation';
import { useQueryParam } from '@/lib/navigation/use-query-param';

import {
  DISABLED_MARKET_TABS,
  MARKET_TABS_IN_ORDER,
  marketTabHref,
  marketTabOf,
  type MarketTab,
} from './market-tab-param';
import styles from './market-tabs.module.css';

/** What each tab shows; a tab without a panel of its own shows the page's content. */
export type MarketPanels = { content: ReactNode } & Partial<Record<MarketTab, ReactNode>>;

const panelOf = (tab: MarketTab, panels: MarketPanels): ReactNode => panels[tab] ?? panels.content;

const tabId = (tab: MarketTab) => `market-tab-${tab}`;
const panelId = (tab: MarketTab) => `market-panel-${tab}`;

type ViewProps = { current: MarketTab; panels: MarketPanels; onSelect?: (tab: MarketTab) => void };

/** The tab bar and the chosen tab's panel; only the chosen panel is mounted. */
export function MarketTabsView({ current, panels, onSelect }: ViewProps) {
  const t = useTranslations('MarketInformation');
  const tabs = MARKET_TABS_IN_ORDER.map((tab) => ({
    value: tab,
    label: t(`tabs.${tab}`),
    disabled: DISABLED_MARKET_TABS.has(tab),
  }));
  return (
    <>
      <div className={styles.bar}>
        <TabBar
          tabs={tabs}
          selected={current}
          onSelect={onSelect}
          label={t('tabsLabel')}
          tabId={tabId}
          panelId={panelId}
        />
      </div>
      {MARKET_TABS_IN_ORDER.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== current}
        >
          {tab === current && panelOf(tab, panels)}
        </div>
      ))}
    </>
  );
}

type Props = {
  panels: MarketPanels;
  /** /pages/130-{slug} in the page's locale. */ pagePath: string;
};

// part 2 "Market information": the `tab` query picks the tab; a change rewrites the URL in place.
// The server's HTML (and the view until the query is read) is the first tab.
export function MarketTabs({ panels, pagePath }: Props) {
  const router = useRouter();
  const [query, queryReader] = useQueryParam('tab');
  // The chosen tab shows at once; the URL catches up after router.replace (or wins if it moves).
  const [chosen, setChosen] = useState<{ forQuery: string | null; tab: MarketTab } | null>(null);
  const current = chosen && chosen.forQuery === query ? chosen.tab : marketTabOf(query).tab;

  function select(tab: MarketTab) {
    setChosen({ forQuery: query, tab });
    router.replace(marketTabHref(pagePath, tab), { scroll: false });
  }

  return (
    <>
      {queryReader}
      <MarketTabsView current={current} panels={panels} onSelect={select} />
    </>
  );
}
