'use client';

import { guideStepPanelId } from '../guide-steps';
import type { GuideStepView, SelectStep } from '../guide-types';

import styles from './diagram-step.module.css';
import { StepIcon } from './step-icon';

type Props = {
  step: GuideStepView;
  index: number;
  selected: boolean;
  onSelect: SelectStep;
  stepLabel: string;
};

/** One button of the circular diagram; it opens (and controls) the step's entry below. */
export function DiagramStep({ step, index, selected, onSelect, stepLabel }: Props) {
  return (
    <button
      type="button"
      onClick={() => onSelect(index)}
      aria-controls={guideStepPanelId(index)}
      aria-expanded={selected}
      className={styles.step}
      style={{ animationDelay: `${0.15 + index * 0.09}s` }}
    >
      <span className={styles.badge}>
        <StepIcon step={step.key} size={30} />
        <span className={styles.number}>
          <span className="visually-hidden">{stepLabel} </span>
          {step.number}
        </span>
      </span>
      <span className={styles.name}>{step.name}</span>
    </button>
  );
}
