'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';

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
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before the page's scripts ran: the browser toggled it, with no one to hear it.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  return (
    <details
      ref={details}
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
