'use client';

import { lazy, Suspense, useState } from 'react';

import type { ChartBar } from './markets-chart';
import styles from './where-to-sell.module.css';

// MUI X Charts is fetched the first time the visitor opens the chart, after the page has painted.
const MarketsChart = lazy(() => import('./markets-chart'));

type Props = {
  bars: readonly ChartBar[];
  summary: string;
  label: string;
  axis: string;
  loading: string;
};

/** "The ten largest markets": a disclosure that draws the bar chart when opened (issue 38). */
export function MarketsChartPanel({ bars, summary, label, axis, loading }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className={styles.chartPanel}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="markets-chart-panel"
    >
      <summary className={styles.chartSummary}>{summary}</summary>
      {open && (
        <div role="img" aria-label={label} className={styles.chart} data-testid="markets-chart">
          <Suspense fallback={<p className={styles.muted}>{loading}</p>}>
            <MarketsChart bars={bars} axis={axis} />
          </Suspense>
        </div>
      )}
    </details>
  );
}
