'use client';

import { Icon } from '@/components/ui/icon';
import { ExpandMoreIcon, FileDownloadOutlinedIcon } from '@/components/ui/icon-shapes';

import { guideStepEntryId, guideStepHeaderId, guideStepPanelId } from '../guide-steps';
import type { GuideStepView } from '../guide-types';

import styles from './guide-step-list.module.css';
import { StepIcon } from './step-icon';

type Props = {
  steps: GuideStepView[];
  expanded: number | false;
  onChange: (index: number, open: boolean) => void;
  downloadStepLabel: string;
};

// part 1 §2.6: each step's FAQ-style entry: its name, its html and its file in the locale.
export function GuideStepList({ steps, expanded, onChange, downloadStepLabel }: Props) {
  return (
    <div data-testid="guide-step-list">
      {steps.map((step, index) => {
        const open = expanded === index;
        return (
          <div
            key={step.key}
            id={guideStepEntryId(index)}
            className={styles.entry}
            data-open={open}
          >
            <h3 className={styles.heading}>
              <button
                type="button"
                id={guideStepHeaderId(index)}
                aria-expanded={open}
                aria-controls={guideStepPanelId(index)}
                onClick={() => onChange(index, !open)}
                className={styles.header}
              >
                <span className={styles.icon}>
                  <StepIcon step={step.key} />
                </span>
                <span className={styles.title}>
                  <span className={styles.number}>{step.number}.</span>
                  {step.name}
                </span>
                <Icon shape={ExpandMoreIcon} className={styles.chevron} />
              </button>
            </h3>
            <div
              id={guideStepPanelId(index)}
              role="region"
              aria-labelledby={guideStepHeaderId(index)}
              hidden={!open}
              className={styles.panel}
            >
              {step.content}
              {step.file && (
                <a href={step.file} download className={`button button-outlined ${styles.file}`}>
                  <Icon shape={FileDownloadOutlinedIcon} size={20} />
                  {downloadStepLabel}
                </a>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
