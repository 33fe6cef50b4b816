'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { Icon } from '@/components/ui/icon';
import { ArrowBackIcon, ArrowForwardIcon } from '@/components/ui/icon-shapes';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import type { AnswerMap } from '../../readiness-answers';
import { SURVEY_SCALE } from '../../readiness-constants';

import styles from './survey.module.css';

/** One question as the survey shows it (texts already in the page's language). */
export type SurveyQuestion = { id: number; question: string; section: string };
/** The points chosen for each question, by question id. */
export type SurveyAnswers = AnswerMap;

type Props = {
  questions: readonly SurveyQuestion[];
  answers: SurveyAnswers;
  onChange: (answers: SurveyAnswers) => void;
  /** Becoming true clears the answers and returns to step 1 (part 1 §4). */
  submitted: boolean;
  /** Shown in place of Next on the last step (the form's submit button). */
  lastStepActions?: ReactNode;
};

// part 1 §4 "Survey": one question per step from step 1; Next disabled until the question has
// points, Previous hidden on step 1, Next hidden on the last step; every change is reported.
export function Survey({ questions, answers, onChange, submitted, lastStepActions }: Props) {
  const t = useTranslations('Readiness.survey');
  const number = useNumberFormat();
  const id = useId();
  const legendRef = useRef<HTMLLegendElement>(null);
  const moved = useRef(false);
  const [step, setStep] = useState(1);
  const [seenSubmitted, setSeenSubmitted] = useState(submitted);
  if (submitted !== seenSubmitted) {
    setSeenSubmitted(submitted);
    if (submitted) setStep(1);
  }

  useEffect(() => {
    if (submitted) onChange({});
    // Only the change of the flag clears; a new onChange identity must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitted]);

  // A step change moves the focus to the new question, so screen readers announce it.
  useEffect(() => {
    if (moved.current) legendRef.current?.focus();
  }, [step]);

  const total = questions.length;
  const current = Math.min(step, total);
  const question = questions[current - 1];
  if (!question) return null;
  const value = answers[String(question.id)];
  const isLast = current === total;
  const go = (to: number) => {
    moved.current = true;
    setStep(to);
  };

  const percent = Math.round((current / total) * 100);
  return (
    <div data-testid="readiness-survey">
      <p id={`${id}-progress`} className={styles.progressLabel}>
        {t('progress', { current: number(current), total: number(total) })}
      </p>
      <div
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-labelledby={`${id}-progress`}
        className={styles.progress}
      >
        <div className={styles.progressValue} style={{ inlineSize: `${percent}%` }} />
      </div>
      {question.section && <span className={styles.section}>{question.section}</span>}
      <fieldset className={styles.fieldset}>
        <legend id={`${id}-question`} ref={legendRef} tabIndex={-1} className={styles.legend}>
          {question.question}
        </legend>
        <div role="radiogroup" aria-labelledby={`${id}-question`} className={styles.options}>
          {SURVEY_SCALE.map((points) => (
            <label
              key={points}
              className={[styles.option, value === points ? styles.chosen : '']
                .filter(Boolean)
                .join(' ')}
            >
              <input
                type="radio"
                name={`question-${question.id}`}
                value={String(points)}
                checked={value === points}
                onChange={(event) =>
                  onChange({ ...answers, [String(question.id)]: Number(event.target.value) })
                }
                className={styles.radio}
              />
              <span>{t(`scale.${points}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        {current > 1 && (
          <button
            type="button"
            className={`button button-outlined ${styles.navButton}`}
            onClick={() => go(current - 1)}
          >
            <Icon shape={ArrowBackIcon} size={20} mirror />
            {t('previous')}
          </button>
        )}
        <span className={styles.spacer} />
        {isLast ? (
          lastStepActions
        ) : (
          <button
            type="button"
            className={`button button-primary ${styles.navButton}`}
            disabled={value === undefined}
            onClick={() => go(current + 1)}
          >
            {t('next')}
            <Icon shape={ArrowForwardIcon} size={20} mirror />
          </button>
        )}
      </div>
    </div>
  );
}
