'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { STEP_SCROLL_DELAY_MS, STEP_SCROLL_DURATION_MS } from '../constants';
import { guideStepEntryId, guideStepHeaderId } from '../guide-steps';
import type { GuideLabels, GuideStepView } from '../guide-types';
import { scrollToElement } from '../scroll-to-element';

import { GuideDiagram } from './guide-diagram';
import { GuideDownload } from './guide-download';
import styles from './guide-explorer.module.css';
import { GuideMobileSteps } from './guide-mobile-steps';
import { GuideStepList } from './guide-step-list';

type Props = { steps: GuideStepView[]; guideFile: string; labels: GuideLabels; intro: ReactNode };

// part 1 §2.6: a step chosen in the diagram opens its entry, then the page scrolls to it after
// about 0.6 s (once a previously open entry has folded) with a 1 s animation.
export function GuideExplorer({ steps, guideFile, labels, intro }: Props) {
  const [expanded, setExpanded] = useState<number | false>(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const openStep = useCallback((index: number) => {
    setExpanded(index);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const entry = document.getElementById(guideStepEntryId(index));
      if (!entry) return;
      scrollToElement(entry, STEP_SCROLL_DURATION_MS);
      document.getElementById(guideStepHeaderId(index))?.focus({ preventScroll: true });
    }, STEP_SCROLL_DELAY_MS);
  }, []);

  return (
    <>
      <section aria-labelledby="guide-diagram-title" className={styles.overview}>
        <div className={styles.intro}>{intro}</div>
        <div className={styles.diagram}>
          {/* The circle speaks for itself on wide screens; the phone list needs its heading. */}
          <h2 id="guide-diagram-title" className={`h3 ${styles.diagramTitle}`}>
            {labels.diagramTitle}
          </h2>
          <GuideDiagram steps={steps} active={expanded} onSelect={openStep} labels={labels} />
          <GuideMobileSteps steps={steps} active={expanded} onSelect={openStep} labels={labels} />
        </div>
        <div className={styles.download}>
          <GuideDownload file={guideFile} labels={labels} />
        </div>
      </section>
      <section aria-labelledby="guide-entries-title" className={styles.entries}>
        <h2 id="guide-entries-title" className={styles.entriesTitle}>
          {labels.entriesTitle}
        </h2>
        <div className={styles.list}>
          <GuideStepList
            steps={steps}
            expanded={expanded}
            onChange={(index, open) => setExpanded(open ? index : false)}
            downloadStepLabel={labels.downloadStep}
          />
        </div>
      </section>
    </>
  );
}
