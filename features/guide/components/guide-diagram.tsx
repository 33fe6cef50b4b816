'use client';

import type { GuideLabels, GuideStepView, SelectStep } from '../guide-types';

import { DiagramStep } from './diagram-step';
import styles from './guide-diagram.module.css';

const RING_RADIUS = 38; // % of the diagram's side

// Clockwise from the top in English; the logical inset mirrors the circle in Arabic.
function position(index: number, count: number) {
  const angle = (-90 + (index * 360) / count) * (Math.PI / 180);
  return {
    insetInlineStart: `${50 + RING_RADIUS * Math.cos(angle)}%`,
    top: `${50 + RING_RADIUS * Math.sin(angle)}%`,
  };
}

type Props = {
  steps: GuideStepView[];
  active: number | false;
  onSelect: SelectStep;
  labels: GuideLabels;
};

// part 1 §2.6: the animated seven-step diagram for wider screens.
export function GuideDiagram({ steps, active, onSelect, labels }: Props) {
  const progress = active === false ? 0 : (100 * active) / steps.length;
  return (
    <div data-testid="guide-diagram" className={styles.diagram}>
      <svg viewBox="0 0 100 100" aria-hidden className={`mirror-rtl ${styles.ring}`}>
        <circle
          cx="50"
          cy="50"
          r={RING_RADIUS}
          pathLength={100}
          fill="none"
          strokeWidth="2.4"
          strokeDasharray="100"
          className={styles.track}
        />
        <circle
          cx="50"
          cy="50"
          r={RING_RADIUS}
          pathLength={100}
          fill="none"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeDasharray={`${progress} 100`}
          transform="rotate(-90 50 50)"
          className={styles.progress}
        />
      </svg>
      <div className={styles.hub}>
        <p className={styles.overline}>{labels.hubOverline}</p>
        <p className={styles.hubTitle}>{labels.hubTitle}</p>
        <p className={styles.hubText}>{labels.hubText}</p>
      </div>
      <ol aria-label={labels.diagramLabel} className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.key} className={styles.slot} style={position(index, steps.length)}>
            <DiagramStep
              step={step}
              index={index}
              selected={active === index}
              onSelect={onSelect}
              stepLabel={labels.step}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
