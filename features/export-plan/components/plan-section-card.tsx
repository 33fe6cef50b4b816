'use client';

import { useLocale, useTranslations } from 'next-intl';

import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import type { PlanSectionAnswer } from '../schemas';

import styles from './export-plan.module.css';
import { PlanSectionForm } from './plan-section-form';

type Props = {
  planId: number;
  answer: PlanSectionAnswer;
  onSaved: (next: PlanSectionAnswer) => void;
};

/** A section of the plan: its title, progress, the next step when incomplete, its form and sources. */
export function PlanSectionCard({ planId, answer, onSaved }: Props) {
  const t = useTranslations('ExportPlan');
  const locale = useLocale() as Locale;
  const number = useNumberFormat();
  const titleId = `plan-${answer.section}-title`;
  return (
    <section
      className={styles.section}
      aria-labelledby={titleId}
      data-testid={`plan-section-${answer.section}`}
      data-complete={answer.complete}
    >
      <header className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t(`sections.${answer.section}.title` as never)}
        </h2>
        <span className={answer.complete ? styles.badgeDone : styles.badgeTodo}>
          {answer.complete ? t('complete') : t('incomplete')}
        </span>
      </header>
      <p className={styles.hint}>{t(`sections.${answer.section}.hint` as never)}</p>
      <p className={styles.meta}>
        {t('sectionProgress', {
          filled: number(answer.filled),
          required: number(answer.required),
        })}
      </p>
      {answer.tool && (
        <p className={styles.nextStep}>
          <span>{answer.next_step ? t('nextStep') : t('openTool')}: </span>
          <a
            href={localePath(answer.tool, locale)}
            data-testid={`${answer.next_step ? 'next-step' : 'tool'}-${answer.section}`}
          >
            {t(`nextSteps.${answer.section}` as never)}
          </a>
        </p>
      )}
      <PlanSectionForm planId={planId} answer={answer} onSaved={onSaved} />
      {answer.sources.length > 0 && (
        <details className={styles.sources}>
          <summary>{t('sources')}</summary>
          <ul>
            {answer.sources.map((source, index) => (
              <li key={index}>
                {source.url ? (
                  <a href={source.url} rel="noopener noreferrer" target="_blank">
                    <bdi>{source.name}</bdi>
                  </a>
                ) : (
                  <bdi>{source.name}</bdi>
                )}
                {source.dated && <> · {source.dated}</>}
                {source.checkedOn && <> · {t('sourceChecked', { date: source.checkedOn })}</>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
