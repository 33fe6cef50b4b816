'use client';

import { Icon } from '@/components/ui/icon';
import { ArrowForwardIcon } from '@/components/ui/icon-shapes';

import { guideStepPanelId } from '../guide-steps';
import type { GuideLabels, GuideStepView, SelectStep } from '../guide-types';

import styles from './guide-mobile-steps.module.css';

type Props = {
  steps: GuideStepView[];
  active: number | false;
  onSelect: SelectStep;
  labels: GuideLabels;
};

// part 1 §2.6: at 700 px and below, seven numbered steps, each going to its step by index 0–6.
export function GuideMobileSteps({ steps, active, onSelect, labels }: Props) {
  return (
    <ol aria-label={labels.diagramLabel} data-testid="guide-mobile-steps" className={styles.list}>
      {steps.map((step, index) => (
        <li key={step.key} className={styles.item}>
          <button
            type="button"
            onClick={() => onSelect(index)}
            aria-controls={guideStepPanelId(index)}
            aria-expanded={active === index}
            className={styles.step}
          >
            <span className={styles.number}>
              <span className="visually-hidden">{labels.step} </span>
              {step.number}
            </span>
            <span className={styles.name}>{step.name}</span>
            <Icon shape={ArrowForwardIcon} mirror className={styles.arrow} />
          </button>
        </li>
      ))}
    </ol>
  );
}
